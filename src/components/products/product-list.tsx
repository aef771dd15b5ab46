import React, { Suspense, lazy, useEffect, useMemo } from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ProductCard, type ProductSummary } from './product-card';
import { ProductFinder } from './finder/product-finder';
import { type FinderProduct, facetCounts, facetOptions, filterProducts } from './finder/facets';
import { facetAttributes, prefilterStyleId } from './finder/prefilter';
import { readSelection } from './finder/finder-url';
import { CompareToggle } from './compare/compare-toggle';
import { ComparisonTraySlot } from './compare/comparison-tray-slot';
import * as card from '../card/card.module.css';
import * as styles from './product-list.module.css';
import type { Locale } from '../../i18n/locales';

// Only an address whose filters leave nothing needs the explanation: its code loads then.
const EmptyResults = lazy(() => import('./finder/empty-results').then((module) => ({ default: module.EmptyResults })));

/** A product of the list: what its card shows and what the finder sorts by. */
export type ListedProduct = ProductSummary & FinderProduct;

export interface ProductListProps {
  products: readonly ListedProduct[];
  locale: Locale;
  pathname: string;
  /** The query string, once hydrated ('' while rendering static HTML). */
  search: string;
}

/** The product center: the finder's facets, the matching cards, and the comparison tray. */
export function ProductList({ products, locale, pathname, search }: ProductListProps) {
  const { t } = useTranslation();
  const options = useMemo(() => facetOptions(products), [products]);
  const selection = readSelection(search, options);
  const shown = filterProducts(products, selection);
  // The list now shows the address's choices by itself (a render after hydration reads the query):
  // the prefilter's rules, which the finder's own links would contradict, go.
  useEffect(() => {
    if (search || !window.location.search) document.getElementById(prefilterStyleId)?.remove();
  }, [search]);
  return (
    <>
      <ProductFinder counts={facetCounts(products, selection, options)} selection={selection} pathname={pathname} />
      <p className={styles.count} aria-live="polite">
        {t('products.count', { count: shown.length })}
      </p>
      {shown.length ? (
        <ul className={card.grid}>
          {shown.map((product, index) => (
            <li key={product.slug} {...facetAttributes(product)}>
              <ProductCard product={product} locale={locale} eager={index < 3} priority={index === 0} headingLevel={2}>
                <CompareToggle product={product} variant="checkbox" />
              </ProductCard>
            </li>
          ))}
        </ul>
      ) : (
        <Suspense fallback={<p className={styles.count}>{t('products.empty')}</p>}>
          <EmptyResults products={products} selection={selection} pathname={pathname} locale={locale} />
        </Suspense>
      )}
      <ComparisonTraySlot locale={locale} />
    </>
  );
}

export const productFinderFields = graphql`
  fragment ProductFinderFields on Product {
    industries
  }
`;
