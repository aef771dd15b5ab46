import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PhoneLink } from '../contact-link/contact-link';
import * as styles from './location-list.module.css';
import { locationKinds } from '../../model/options/about';
import { optionKey } from '../../model/options/option-set';

/** A place of the company: headquarters, factory, sales office or service centre. */
export interface CompanyLocation {
  slug: string;
  kind: string;
  city: string;
  country: string;
  address: string;
  phone: string | null;
}

/** Locations as cards: kind, city and country, address, phone. */
export function LocationList({ locations, label }: { locations: readonly CompanyLocation[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid} aria-label={label}>
      {locations.map((location) => (
        <li key={location.slug} className={styles.card}>
          <p className={styles.kind}>{t(optionKey(locationKinds, location.kind))}</p>
          <h3 className={styles.city}>
            {t('about.location.place', { city: location.city, country: location.country })}
          </h3>
          <p className={styles.line}>{location.address}</p>
          {location.phone ? (
            <p className={styles.line}>
              {t('about.location.phone')} <PhoneLink number={location.phone} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export const locationListFields = graphql`
  fragment LocationListItem on Location {
    slug
    kind
    city
    country
    address
    phone
  }
`;
