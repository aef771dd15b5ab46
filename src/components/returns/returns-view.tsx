import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import { Link } from 'gatsby';
import { EmailLink, PhoneLink } from '../contact-link/contact-link';
import { dialOrder } from '../contact-link/dial-order';
import type { SupportContact } from '../supports/technical-support';
import { returnRegions } from './return-regions';
import { indexedAs, notIndexed } from '../search/indexed';
import * as styles from './returns-view.module.css';

/** A location that accepts returns, with the regions it serves (short Chinese names). */
export interface ReturnAddress {
  slug: string;
  city: string;
  country: string;
  address: string;
  phone: string | null;
  serves: readonly (string | null)[] | null;
}

export interface ReturnsPageContent {
  title: string;
  summary: string;
  whenToCallHtml: string | null;
  sendItems: readonly (string | null)[];
  packing: readonly (string | null)[];
  returnLocations: readonly ReturnAddress[];
}

export interface ReturnsViewProps {
  locale: Locale;
  page: ReturnsPageContent;
  contact: SupportContact;
  /** The service request form (the contact form's slot), below the procedure. */
  form?: React.ReactNode;
}

const items = (list: readonly (string | null)[]) => list.filter((item): item is string => Boolean(item));

/** The id of the service request form's section: the supports page links to it. */
export const serviceFormAnchor = 'service-request';

/**
 * The service and returns page: when to call (with the hotline), what to send, how to pack, the
 * return address for each region, then the service request form.
 */
export function ReturnsView({ locale, page, contact, form }: ReturnsViewProps) {
  const { t } = useTranslation();
  return (
    <article className={styles.page} {...indexedAs('service')}>
      <p className={styles.back} {...notIndexed}>
        <Link to={localePath('supports', locale)} className={styles.backLink}>
          ← {t('nav.supports')}
        </Link>
      </p>
      <h1 className={styles.title}>{page.title}</h1>
      <p className={styles.lead}>{page.summary}</p>

      <section aria-labelledby="returns-when" className={styles.section}>
        <h2 id="returns-when">{t('supports.returns.when')}</h2>
        {page.whenToCallHtml ? (
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: page.whenToCallHtml }} />
        ) : null}
        <dl className={styles.contacts}>
          {dialOrder(locale, contact).map((entry, index) => (
            <div key={entry.kind} className={styles.contact}>
              <dt>{t(`supports.support.${entry.kind}`)}</dt>
              <dd className={styles.number}>
                <PhoneLink number={entry.number} />
              </dd>
              {index === 0 ? <dd>{contact.hotlineHours}</dd> : null}
            </div>
          ))}
          <div className={styles.contact}>
            <dt>{t('supports.support.email')}</dt>
            <dd className={styles.number}>
              <EmailLink address={contact.serviceEmail} />
            </dd>
          </div>
        </dl>
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="returns-send" className={styles.section}>
          <h2 id="returns-send">{t('supports.returns.send')}</h2>
          <ul className={styles.list}>
            {items(page.sendItems).map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="returns-packing" className={styles.section}>
          <h2 id="returns-packing">{t('supports.returns.packing')}</h2>
          <ol className={styles.list}>
            {items(page.packing).map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="returns-addresses" className={styles.section}>
        <h2 id="returns-addresses">{t('supports.returns.addresses')}</h2>
        <p className={styles.note}>{t('supports.returns.addressesLead')}</p>
        <ul className={styles.addresses} data-testid="return-addresses">
          {page.returnLocations.map((location) => {
            const regions = returnRegions(location.serves, locale);
            return (
              <li key={location.slug} className={styles.address}>
                <h3 className={styles.city}>
                  {t('about.location.place', { city: location.city, country: location.country })}
                </h3>
                <p className={styles.regions}>
                  {regions.length
                    ? t('supports.returns.serves', { regions: regions.join(t('supports.returns.separator')) })
                    : t('supports.returns.servesOthers')}
                </p>
                <p>{location.address}</p>
                {location.phone ? (
                  <p>
                    {t('about.location.phone')} <PhoneLink number={location.phone} />
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      {form ? (
        <section id={serviceFormAnchor} aria-labelledby="returns-form" className={styles.section} {...notIndexed}>
          <h2 id="returns-form">{t('supports.returns.form')}</h2>
          <p className={styles.note}>{t('supports.returns.formLead')}</p>
          {form}
        </section>
      ) : null}
    </article>
  );
}
