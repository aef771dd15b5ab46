import React, { useState } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { FacetGroup } from './facet-group';
import {
  type FacetOption,
  type FinderFacet,
  type Selection,
  chosenCount,
  finderFacets,
  optionLabelKey,
  toggled,
} from './facets';
import { selectionHref } from './finder-url';
import { resetAttribute } from './prefilter';
import * as styles from './product-finder.module.css';

export interface ProductFinderProps {
  counts: Record<FinderFacet, FacetOption[]>;
  selection: Selection;
  pathname: string;
}

/**
 * The finder's filters: one group per facet, a reset link, and on phones a "Filter (n)" button
 * that shows and hides them so the first product is in the first screen.
 */
export function ProductFinder({ counts, selection, pathname }: ProductFinderProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chosen = chosenCount(selection);
  return (
    <div className={styles.finder}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="product-filters"
        onClick={() => setOpen(!open)}
      >
        {chosen ? t('products.finder.toggleCount', { count: chosen }) : t('products.finder.toggle')}
      </button>
      <div id="product-filters" className={styles.panel} data-open={open}>
        {finderFacets
          .filter((facet) => counts[facet].length > 0)
          .map((facet) => (
            <FacetGroup
              key={facet}
              facet={facet}
              label={t(`products.filter.${facet}`)}
              choices={counts[facet].map((option) => ({
                ...option,
                label: t(optionLabelKey(facet, option.value)),
                to: selectionHref(pathname, toggled(selection, facet, option.value)),
              }))}
            />
          ))}
        {/* Rendered while nothing is chosen too (not displayed then): a shared finder link's
            prefilter shows it before hydration, so it takes its room from the first paint. */}
        <Link
          to={pathname}
          className={chosen ? styles.reset : `${styles.reset} ${styles.idle}`}
          {...{ [resetAttribute]: '' }}
        >
          {t('products.finder.reset')}
        </Link>
      </div>
    </div>
  );
}
