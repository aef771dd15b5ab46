import React from 'react';
import { useTranslation } from 'react-i18next';
import { FilterGroup } from '../filter-group/filter-group';
import { ProductCard, type ProductSummary } from './product-card';
import { readFilters, withQuery } from './query-state';
import * as card from '../card/card.module.css';
import * as styles from './product-list.module.css';
import { optionKey, productSeries, pulseRegimes, wavelengthBands } from '../../model/options';

/** The list's filters (their URL parameter names) and the option sets of the content model. */
const facetSets = { series: productSeries, band: wavelengthBands, regime: pulseRegimes };
export const productFacets = {
  series: productSeries.options,
  band: wavelengthBands.options,
  regime: pulseRegimes.options,
};

type Facet = keyof typeof productFacets;

const fieldOf: Record<Facet, keyof ProductSummary> = { series: 'series', band: 'band', regime: 'pulseRegime' };

export interface ProductListProps {
  products: ProductSummary[];
  pathname: string;
  /** The query string, once hydrated ('' while rendering static HTML). */
  search: string;
  detailPath: (slug: string) => string;
}

/** The product center: filters by series, wavelength band and pulse regime, then the cards. */
export function ProductList({ products, pathname, search, detailPath }: ProductListProps) {
  const { t } = useTranslation();
  const filters = readFilters(search, productFacets);
  const shown = products.filter((product) =>
    (Object.keys(productFacets) as Facet[]).every(
      (facet) => filters[facet] === 'all' || product[fieldOf[facet]] === filters[facet],
    ),
  );
  return (
    <>
      <div className={styles.filters}>
        {(Object.keys(productFacets) as Facet[]).map((facet) => (
          <FilterGroup
            key={facet}
            label={t(`products.filter.${facet}`)}
            current={filters[facet]}
            options={['all', ...productFacets[facet]].map((value) => ({
              value,
              label: t(value === 'all' ? 'products.filter.all' : optionKey(facetSets[facet], value)),
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
              <ProductCard product={product} to={detailPath(product.slug)} eager={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('products.empty')}</p>
      )}
    </>
  );
}
