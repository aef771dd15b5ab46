import React from 'react';
import { useTranslation } from 'react-i18next';
import { splitAtValue } from '../../i18n/split-at-value';
import { type JobPosting, JobPostingCard } from './job-posting-card';
import * as styles from './join-panel.module.css';

/** Join Us tab: the editors' lead, every open position, then how to apply (to the careers mailbox). */
export function JoinPanel({ jobs, email, lead }: { jobs: readonly JobPosting[]; email: string; lead: string }) {
  const { t } = useTranslation();
  const [beforeEmail, afterEmail] = splitAtValue(t, 'about.join.apply', 'email');
  return (
    <section aria-labelledby="join-heading">
      <h2 id="join-heading" className={styles.heading}>
        {t('about.join.heading')}
      </h2>
      <p className={styles.lead}>{lead}</p>
      {jobs.length ? (
        <ul className={styles.list}>
          {jobs.map((job) => (
            <li key={job.slug}>
              <JobPostingCard job={job} email={email} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('about.join.empty')}</p>
      )}
      <p className={styles.apply}>
        {beforeEmail}
        <a href={`mailto:${email}`}>{email}</a>
        {afterEmail}
      </p>
    </section>
  );
}
