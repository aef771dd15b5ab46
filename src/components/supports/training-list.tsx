import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import * as styles from './training-list.module.css';
import { optionKey } from '../../model/options/option-set';
import { trainingFormats } from '../../model/options/supports';

export interface Training {
  slug: string;
  format: string;
  title: string;
  duration: string;
  audience: string;
  summary: string;
}

/** Training Services tab: one card per course with its format, duration and audience. */
export function TrainingList({ trainings }: { trainings: readonly Training[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="training-heading">
      <h2 id="training-heading" className={styles.heading}>
        {t('supports.training.heading')}
      </h2>
      <p className={styles.lead}>{t('supports.training.lead')}</p>
      {trainings.length ? (
        <ul className={styles.grid}>
          {trainings.map((training) => (
            <li key={training.slug} className={styles.card}>
              <p className={styles.format}>{t(optionKey(trainingFormats, training.format))}</p>
              <h3 className={styles.title}>{training.title}</h3>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('supports.training.duration')}</dt>
                  <dd>{training.duration}</dd>
                </div>
                <div>
                  <dt>{t('supports.training.audience')}</dt>
                  <dd>{training.audience}</dd>
                </div>
              </dl>
              <p className={styles.summary}>{training.summary}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('supports.training.empty')}</p>
      )}
    </section>
  );
}

export const trainingListFields = graphql`
  fragment TrainingListItem on Training {
    slug
    format
    title
    duration
    audience
    summary
  }
`;
