import React from 'react';
import { useTranslation } from 'react-i18next';
import { EmailLink, PhoneLink } from '../contact-link/contact-link';
import { type CompanyLocation, LocationList } from '../about/location-list';
import * as styles from './technical-support.module.css';

/** The contacts the support tab needs, from the site settings. */
export interface SupportContact {
  hotline: string;
  hotlineHours: string;
  email: string;
}

const steps = ['report', 'diagnose', 'onsite', 'followUp'] as const;

/** Technical Support tab: hotline, remote and on-site service, the service process, where we are. */
export function TechnicalSupport({ contact, locations }: { contact: SupportContact; locations: CompanyLocation[] }) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="support-contact" className={styles.section}>
        <h2 id="support-contact">{t('supports.support.heading')}</h2>
        <p className={styles.lead}>{t('supports.support.lead')}</p>
        <dl className={styles.contacts}>
          <div className={styles.contact}>
            <dt>{t('supports.support.hotline')}</dt>
            <dd className={styles.hotline}>
              <PhoneLink number={contact.hotline} />
            </dd>
            <dd>{contact.hotlineHours}</dd>
          </div>
          <div className={styles.contact}>
            <dt>{t('supports.support.email')}</dt>
            <dd className={styles.hotline}>
              <EmailLink address={contact.email} />
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="support-service" className={styles.section}>
        <h2 id="support-service">{t('supports.service.heading')}</h2>
        <div className={styles.services}>
          <div>
            <h3>{t('supports.service.remoteTitle')}</h3>
            <p>{t('supports.service.remoteText')}</p>
          </div>
          <div>
            <h3>{t('supports.service.onsiteTitle')}</h3>
            <p>{t('supports.service.onsiteText')}</p>
          </div>
        </div>
      </section>
      <section aria-labelledby="support-process" className={styles.section}>
        <h2 id="support-process">{t('supports.process.heading')}</h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step} className={styles.step}>
              <h3 className={styles.stepTitle}>{t(`supports.process.${step}.title`)}</h3>
              <p>{t(`supports.process.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      {locations.length ? (
        <section aria-labelledby="support-locations" className={styles.section}>
          <h2 id="support-locations">{t('supports.locations.heading')}</h2>
          <LocationList locations={locations} label={t('supports.locations.heading')} />
        </section>
      ) : null}
    </>
  );
}
