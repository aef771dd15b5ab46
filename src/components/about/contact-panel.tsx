import React from 'react';
import { useTranslation } from 'react-i18next';
import { EmailLink, PhoneLink } from '../contact-link/contact-link';
import * as styles from './contact-panel.module.css';

/** How to reach the company, from the site settings. */
export interface CompanyContact {
  address: string;
  phone: string;
  email: string;
  hotline: string;
  hotlineHours: string;
}

/**
 * Contact Us tab: the company's contacts, then the mount point of the contact form. A plain
 * section, not a named region: the tab panel around it is the landmark, and in Chinese its
 * heading reads as the footer's region (联系方式), two landmarks of one name (axe landmark-unique).
 */
export function ContactPanel({ contact, form }: { contact: CompanyContact; form?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section>
      <h2 id="contact-heading" className={styles.heading}>
        {t('about.contact.heading')}
      </h2>
      <p className={styles.lead}>{t('about.contact.lead')}</p>
      <dl className={styles.contacts}>
        <div className={styles.contact}>
          <dt>{t('about.contact.address')}</dt>
          <dd>{contact.address}</dd>
        </div>
        <div className={styles.contact}>
          <dt>{t('about.contact.phone')}</dt>
          <dd>
            <PhoneLink number={contact.phone} />
          </dd>
        </div>
        <div className={styles.contact}>
          <dt>{t('about.contact.email')}</dt>
          <dd>
            <EmailLink address={contact.email} />
          </dd>
        </div>
        <div className={styles.contact}>
          <dt>{t('about.contact.hotline')}</dt>
          <dd>
            <PhoneLink number={contact.hotline} />
          </dd>
          <dd className={styles.hours}>{contact.hotlineHours}</dd>
        </div>
      </dl>
      {/* The contact form (another screen's component) mounts here. */}
      {form}
    </section>
  );
}
