import React from 'react';
import { Link, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import * as styles from './case-study.module.css';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import { notIndexed } from '../search/indexed';

export type CaseStudyData = NonNullable<Queries.SolutionCaseStudyFieldsFragment>;

/** A model the case study's customer used (the solution's `caseStudyProducts`). */
export interface CaseStudyModel {
  readonly slug: string;
  readonly model: string;
}

/**
 * One customer's project on a solution page: the problem, what we did, the lasers it used (links
 * to their pages, from the relation the build checks against the solution's products) and the
 * measured figures.
 */
export function CaseStudy({
  study,
  models = [],
  locale,
}: {
  study: CaseStudyData;
  models?: readonly CaseStudyModel[];
  locale?: Locale;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="case-study" className={styles.caseStudy}>
      <p className={styles.kicker}>{t('solutions.caseStudy')}</p>
      <h2 id="case-study" className={styles.customer}>
        {study.customer}
      </h2>
      <dl className={styles.story}>
        <div>
          {/* The labels stay out of the search index, which glued them to the text ("The challengeOnce…"). */}
          <dt {...notIndexed}>{t('solutions.challenge')}</dt>
          <dd>{study.challenge}</dd>
        </div>
        <div>
          <dt {...notIndexed}>{t('solutions.approach')}</dt>
          <dd>{study.approach}</dd>
        </div>
        {models.length && locale ? (
          <div>
            <dt>{t('solutions.caseStudyModels')}</dt>
            <dd>
              <ul className={styles.models}>
                {models.map((product) => (
                  <li key={product.slug}>
                    <Link to={localePath('products-detail-id', locale, { id: product.slug })}>{product.model}</Link>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      <h3 className={styles.resultsTitle}>{t('solutions.results')}</h3>
      <ul className={styles.results}>
        {study.results.map((result) => (
          <li key={result.label} className={styles.result}>
            <span className={styles.figure}>
              {result.value}
              {result.unit ? <span className={styles.unit}>{`\u202f${result.unit}`}</span> : null}
            </span>{' '}
            <span className={styles.label}>{result.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const caseStudyFields = graphql`
  fragment SolutionCaseStudyFields on SolutionCaseStudy {
    customer
    challenge
    approach
    results {
      value
      unit
      label
    }
  }
`;
