import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { useNearestOffice } from './use-nearest-office';
import * as styles from './nearest-office.module.css';

/**
 * "Nearest office: Suzhou · +86 512 …" under the form's title, from the visitor's region as the
 * server resolves it (a distributor by its company name, where none of our own sites serves it). The line's height is reserved from the first render, so nothing moves when
 * the answer arrives; an unknown region leaves it empty.
 */
export function NearestOffice({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const office = useNearestOffice(locale);
  return (
    <p className={styles.line} aria-live="polite" data-testid="nearest-office">
      {office ? (
        <>
          {office.company
            ? t('contact.nearestDistributor', { company: office.company, city: office.city })
            : t('contact.nearestOffice', { city: office.city })}
          {office.phone ? (
            <>
              <span className={styles.separator} aria-hidden="true">
                {' · '}
              </span>
              <a className={styles.phone} href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>
                {t('contact.nearestOfficePhone', { phone: office.phone })}
              </a>
            </>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
