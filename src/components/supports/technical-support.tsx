import React from 'react';
import { useTranslation } from 'react-i18next';
import { EmailLink, PhoneLink } from '../contact-link/contact-link';
import { dialOrder } from '../contact-link/dial-order';
import type { Locale } from '../../i18n/locales';
import { LocationMap, type MappedLocation } from '../location-map/location-map';
import { indexedAs } from '../search/indexed';
import { Link } from 'gatsby';
import { localePath } from '../../routes';
import * as styles from './technical-support.module.css';

/** The contacts the support tab needs, from the site settings. */
export interface SupportContact {
  hotline: string;
  /** The +86 landline: shown first on the English site (a 400 number cannot be dialled from abroad). */
  phone: string;
  hotlineHours: string;
  /** The service mailbox (not sales'). */
  serviceEmail: string;
}

/** A service promise or a step of the service process, as editors write it in the site settings. */
export interface ServiceItem {
  title: string;
  text: string;
}

export interface TechnicalSupportProps {
  locale: Locale;
  contact: SupportContact;
  /** Offices, service centres and distributors, in display order: the map and its list. */
  locations: readonly MappedLocation[];
  /** Remote diagnosis, on-site service...: what the company promises. */
  promises: readonly ServiceItem[];
  /** The service process, in order. */
  steps: readonly ServiceItem[];
}

/** Technical Support tab: hotline, remote and on-site service, the service process, where to find us. */
export function TechnicalSupport({ locale, contact, locations, promises, steps }: TechnicalSupportProps) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="support-contact" className={styles.section}>
        <h2 id="support-contact">{t('supports.support.heading')}</h2>
        <p className={styles.lead}>{t('supports.support.lead')}</p>
        <dl className={styles.contacts}>
          {dialOrder(locale, contact).map((entry, index) => (
            <div key={entry.kind} className={styles.contact}>
              <dt>{t(`supports.support.${entry.kind}`)}</dt>
              <dd className={styles.hotline}>
                <PhoneLink number={entry.number} />
              </dd>
              {index === 0 ? <dd>{contact.hotlineHours}</dd> : null}
            </div>
          ))}
          <div className={styles.contact}>
            <dt>{t('supports.support.email')}</dt>
            <dd className={styles.hotline}>
              <EmailLink address={contact.serviceEmail} />
            </dd>
          </div>
        </dl>
        <p className={styles.returns}>
          <Link to={localePath('supports-service', locale)} className={styles.returnsLink}>
            {t('supports.returns.link')}
          </Link>
          <span className={styles.returnsLead}>{t('supports.returns.linkLead')}</span>
        </p>
      </section>
      <section aria-labelledby="support-service" className={styles.section}>
        <h2 id="support-service">{t('supports.service.heading')}</h2>
        <div className={styles.services}>
          {promises.map((promise, index) => (
            <div key={index}>
              <h3>{promise.title}</h3>
              <p>{promise.text}</p>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="support-process" className={styles.section}>
        <h2 id="support-process">{t('supports.process.heading')}</h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={index} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      {locations.length ? (
        <section aria-labelledby="support-locations" className={styles.section} {...indexedAs('location')}>
          <h2 id="support-locations">{t('supports.locations.heading')}</h2>
          <p className={styles.lead}>{t('supports.locations.lead')}</p>
          <LocationMap locations={locations} locale={locale} />
        </section>
      ) : null}
    </>
  );
}
