import React from 'react';
import { useTranslation } from 'react-i18next';
import { FilterGroup } from '../filter-group/filter-group';
import { ProductCard, type ProductSummary } from './product-card';
import { readFilters, withQuery } from './query-state';
import * as card from '../card/card.module.css';
import * as styles from './product-list.module.css';
import { type ProductFacet, optionKey, productFacets } from '../../model/options';
import type { Locale } from '../../i18n/locales';

const facets = Object.keys(productFacets) as ProductFacet[];
const allowed = Object.fromEntries(facets.map((facet) => [facet, productFacets[facet].set.options])) as Record<
  ProductFacet,
  readonly string[]
>;

export interface ProductListProps {
  products: readonly ProductSummary[];
  locale: Locale;
  pathname: string;
  /** The query string, once hydrated ('' while rendering static HTML). */
  search: string;
}

/** The product center: filters by series, wavelength band and pulse regime, then the cards. */
export function ProductList({ products, locale, pathname, search }: ProductListProps) {
  const { t } = useTranslation();
  const filters = readFilters(search, allowed);
  const shown = products.filter((product) =>
    facets.every((facet) => filters[facet] === 'all' || product[productFacets[facet].field] === filters[facet]),
  );
  return (
    <>
      <div className={styles.filters}>
        {facets.map((facet) => (
          <FilterGroup
            key={facet}
            label={t(`products.filter.${facet}`)}
            current={filters[facet]}
            options={['all', ...allowed[facet]].map((value) => ({
              value,
              label: t(value === 'all' ? 'products.filter.all' : optionKey(productFacets[facet].set, value)),
              to: withQuery(pathname, filters, { [facet]: value }),
            }))}
          />
        ))}
      </div>
      <p className={styles.count} aria-live="polite">
        {t('products.count', { count: shown.length })}
      </p>
      {shown.length ? (
        <ul className={card.grid}>
          {shown.map((product, index) => (
            <li key={product.slug}>
              <ProductCard product={product} locale={locale} eager={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('products.empty')}</p>
      )}
    </>
  );
}
