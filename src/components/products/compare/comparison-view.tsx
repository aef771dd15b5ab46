import React, { useState } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../page-intro/page-intro';
import { type ComparedModel, ComparisonTable } from './comparison-table';
import { comparisonLimit } from './comparison-store';
import { readModels } from './compare-path';
import type { Locale } from '../../../i18n/locales';
import { localePath } from '../../../routes';
import { contactRequestHref } from '../../../contact/request-link';
import * as styles from './comparison-view.module.css';

export interface ComparisonViewProps {
  /** Every product of the locale; the address picks among them. */
  products: readonly ComparedModel[];
  locale: Locale;
  /** The query string once hydrated; null in the static HTML, which cannot know it. */
  search: string | null;
}

/** A product slug's shape (content/products/*.yml): lowercase letters and digits, inner hyphens. */
const modelSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const looksLikeModel = (value: string) => value.length <= 40 && modelSlug.test(value);

/** The comparison page: the models the address names side by side, or why there is nothing to compare. */
export function ComparisonView({ products, locale, search }: ComparisonViewProps) {
  const { t } = useTranslation();
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const wanted = search === null ? [] : readModels(search, comparisonLimit);
  const models = wanted.flatMap((slug) => products.filter((product) => product.slug === slug));
  // Repeated on the page only when it looks like a model's slug: the address is anyone's to write
  // ("?models=Call +1-555-0100 for a discount" would otherwise put their words on our page).
  const unknown = wanted.filter((slug) => looksLikeModel(slug) && !products.some((product) => product.slug === slug));
  const back = (
    <Link to={localePath('products', locale)} className={styles.back}>
      {t('products.compare.back')}
    </Link>
  );
  return (
    <div className={styles.page}>
      <PageIntro title={t('products.compare.title')} lead={t('products.compare.lead', { count: comparisonLimit })} />
      {unknown.length ? (
        <p className={styles.problem} role="status">
          {t('products.compare.unknown', { models: unknown.join(', ') })}
        </p>
      ) : null}
      {search === null ? null : models.length >= 2 ? (
        <>
          <div className={styles.controls}>
            <label className={styles.differencesToggle}>
              <input
                type="checkbox"
                checked={differencesOnly}
                onChange={(event) => setDifferencesOnly(event.target.checked)}
              />
              {t('products.compare.differencesOnly')}
            </label>
            <button type="button" className={styles.print} onClick={() => window.print()}>
              {t('products.compare.print')}
            </button>
            {back}
          </div>
          <ComparisonTable models={models} locale={locale} differencesOnly={differencesOnly} />
          {/* The next step once the models are side by side: one request naming them all. */}
          <p className={styles.next}>
            {t('products.compare.nextLead')}{' '}
            <Link
              className={styles.nextLink}
              to={contactRequestHref(locale, {
                requestType: 'quote',
                product: models.map((model) => model.model).join(' / '),
                message: t('products.compare.nextMessage', { models: models.map((model) => model.model).join(', ') }),
              })}
            >
              {t('products.compare.next')}
            </Link>
          </p>
        </>
      ) : (
        <div className={styles.nothing} role="status">
          <p>{t(models.length ? 'products.compare.tooFew' : 'products.compare.none', { count: comparisonLimit })}</p>
          {back}
        </div>
      )}
    </div>
  );
}
