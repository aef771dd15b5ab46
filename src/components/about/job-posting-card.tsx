import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import * as styles from './job-posting-card.module.css';
import { employmentTypes } from '../../model/options/about';
import { optionKey } from '../../model/options/option-set';

export interface JobPosting {
  slug: string;
  title: string;
  department: string;
  headcount: number;
  education: string;
  workplace: string;
  /** "full-time" or "intern". */
  employmentType: string;
  /** YYYY-MM-DD. */
  postedDate: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
}

/**
 * The e-mail an application starts as: to the careers mailbox (never to sales), the position in
 * the subject as the apply line asks.
 */
export function applicationHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** One open position with every field of the posting, and how to apply for it. */
export function JobPostingCard({ job, email }: { job: JobPosting; email: string }) {
  const { t } = useTranslation();
  const headingId = `job-${job.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {job.title}
        </h3>
        <p className={styles.headcount}>{t('about.join.headcount', { count: job.headcount })}</p>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('about.join.department')}</dt>
          <dd>{job.department}</dd>
        </div>
        <div>
          <dt>{t('about.join.education')}</dt>
          <dd>{job.education}</dd>
        </div>
        <div>
          <dt>{t('about.join.workplace')}</dt>
          <dd>{job.workplace}</dd>
        </div>
        <div>
          <dt>{t('about.join.employmentType')}</dt>
          <dd>{t(optionKey(employmentTypes, job.employmentType))}</dd>
        </div>
        <div>
          <dt>{t('about.join.postedDate')}</dt>
          <dd>
            <time dateTime={job.postedDate}>{job.postedDate}</time>
          </dd>
        </div>
      </dl>
      <div className={styles.lists}>
        <div>
          <h4 className={styles.listTitle}>{t('about.join.responsibilities')}</h4>
          <ul className={styles.list}>
            {job.responsibilities.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className={styles.listTitle}>{t('about.join.requirements')}</h4>
          <ul className={styles.list}>
            {job.requirements.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      {email ? (
        <p className={styles.apply}>
          <a href={applicationHref(email, t('about.join.applySubject', { title: job.title }))}>
            {t('about.join.applyFor', { title: job.title })}
          </a>
        </p>
      ) : null}
    </article>
  );
}

export const jobPostingCardFields = graphql`
  fragment JobPostingCardFields on JobPosting {
    slug
    headcount
    postedDate(formatString: "YYYY-MM-DD")
    employmentType
    title
    department
    education
    workplace
    responsibilities
    requirements
  }
`;
