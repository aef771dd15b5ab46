import React from 'react';
import { useTranslation } from 'react-i18next';
import { EmailLink, PhoneLink } from '../contact-link/contact-link';
import { ExpertSection } from './expert-section';
import * as styles from './expert-contact.module.css';

/** The expert's e-mail and phone as links; a missing one is left out, and with neither the section is. */
export function ExpertContact({ email, phone }: { email?: string | null; phone?: string | null }) {
  const { t } = useTranslation();
  if (!email && !phone) return null;
  return (
    <ExpertSection title={t('experts.detail.contact')}>
      <dl className={styles.list}>
        {email ? (
          <div className={styles.row}>
            <dt className={styles.term}>{t('experts.detail.email')}</dt>
            <dd className={styles.value}>
              <EmailLink address={email} />
            </dd>
          </div>
        ) : null}
        {phone ? (
          <div className={styles.row}>
            <dt className={styles.term}>{t('experts.detail.phone')}</dt>
            <dd className={styles.value}>
              <PhoneLink number={phone} />
            </dd>
          </div>
        ) : null}
      </dl>
    </ExpertSection>
  );
}
