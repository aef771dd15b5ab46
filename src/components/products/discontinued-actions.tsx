import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import { contactRequestHref } from '../../contact/request-link';
import { notIndexed } from '../search/indexed';
import type { Successor } from './successor-link';
import * as styles from '../contact/request-actions.module.css';

/**
 * What a discontinued model's page offers instead of a quote or a sample: its successor first, then
 * spare parts and service for the units still running (both open the contact form as a service
 * request for this model, the spare-parts one with its message begun).
 */
export function DiscontinuedActions({
  model,
  successor,
  locale,
}: {
  model: string;
  successor: Successor | null | undefined;
  locale: Locale;
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.actions} aria-label={t('products.discontinued.label')} {...notIndexed}>
      {successor ? (
        <Link
          className={`${styles.action} ${styles.primary}`}
          to={localePath('products-detail-id', locale, { id: successor.slug })}
        >
          {t('products.discontinued.successor', { model: successor.model })}
        </Link>
      ) : null}
      <Link
        className={`${styles.action} ${successor ? '' : styles.primary}`.trim()}
        to={contactRequestHref(locale, {
          requestType: 'service',
          product: model,
          message: t('products.discontinued.partsMessage', { model }),
        })}
      >
        {t('products.discontinued.parts')}
      </Link>
      <Link className={styles.action} to={contactRequestHref(locale, { requestType: 'service', product: model })}>
        {t('products.discontinued.service')}
      </Link>
    </nav>
  );
}
