import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import {
  type FinderProduct,
  type Selection,
  emptySelection,
  finderFacets,
  optionLabelKey,
  relaxations,
} from './facets';
import { selectionHref } from './finder-url';
import { type Locale, localeInfo } from '../../../i18n/locales';
import { contactRequestHref } from '../../../contact/request-link';
import * as styles from './empty-results.module.css';

/**
 * An empty list says why: which choices no product has together, which single facet to
 * clear to see products again (and how many), a way to clear them all, and a way forward
 * without giving anything up: asking the application lab, with the choices in the message.
 */
export function EmptyResults({
  products,
  selection,
  pathname,
  locale,
}: {
  products: readonly FinderProduct[];
  selection: Selection;
  pathname: string;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const chosen = finderFacets
    .filter((facet) => selection[facet].length > 0)
    .map((facet) => selection[facet].map((value) => t(optionLabelKey(facet, value))).join(t('products.finder.or')));
  return (
    <div className={styles.empty} role="status">
      <p className={styles.why}>
        {chosen.length
          ? t('products.finder.emptyWhy', {
              filters: new Intl.ListFormat(localeInfo[locale].intl, { type: 'conjunction' }).format(chosen),
            })
          : t('products.empty')}
      </p>
      <ul className={styles.ways}>
        {relaxations(products, selection).map(({ facet, count }) => (
          <li key={facet}>
            <Link to={selectionHref(pathname, { ...selection, [facet]: emptySelection[facet] })}>
              {t('products.finder.relax', { facet: t(`products.filter.${facet}`), count })}
            </Link>
          </li>
        ))}
        <li>
          <Link to={pathname}>{t('products.finder.clear')}</Link>
        </li>
      </ul>
      <p className={styles.ask}>
        {t('products.finder.askLead')}{' '}
        <Link
          className={styles.askLink}
          to={contactRequestHref(locale, {
            requestType: 'general',
            message: t('products.finder.askMessage', { filters: chosen.join(t('products.finder.askSeparator')) }),
          })}
        >
          {t('products.finder.ask')}
        </Link>
      </p>
    </div>
  );
}
