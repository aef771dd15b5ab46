import React from 'react';
import { Link, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import { EmailLink, PhoneLink } from '../contact-link/contact-link';
import { ExpertAvatar } from '../experts/expert-avatar';
import { notIndexed } from '../search/indexed';
import * as styles from './application-lead.module.css';

/** The expert who leads a solution's applications, as the solution page shows them. */
export type ApplicationLeadData = NonNullable<Queries.SolutionApplicationLeadFragment>;

/**
 * Who a buyer talks to about this process: the solution's application lead (a current expert, the
 * build refuses one who has left), with position, contact and a link to their page.
 */
export function ApplicationLead({ lead, locale }: { lead: ApplicationLeadData; locale: Locale }) {
  const { t } = useTranslation();
  return (
    // Left out of the search index: the solution is found for its own text, the person on their page.
    <section aria-labelledby="solution-lead" className={styles.lead} {...notIndexed}>
      <h2 id="solution-lead" className={styles.heading}>
        {t('solutions.lead.heading')}
      </h2>
      <p className={styles.intro}>{t('solutions.lead.intro')}</p>
      <div className={styles.person}>
        <ExpertAvatar name={lead.name} />
        <div>
          <p className={styles.name}>
            <Link className={styles.profile} to={localePath('experts-id', locale, { id: lead.slug })}>
              {lead.name}
            </Link>
          </p>
          <p className={styles.position}>
            {lead.position} · {lead.department}
          </p>
          {lead.email || lead.phone ? (
            <p className={styles.contact}>
              {lead.email ? <EmailLink address={lead.email} /> : null}
              {lead.phone ? <PhoneLink number={lead.phone} /> : null}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export const applicationLeadFields = graphql`
  fragment SolutionApplicationLead on Expert {
    slug
    name
    position
    department
    email
    phone
  }
`;
