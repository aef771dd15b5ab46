import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { contactRequestHref } from '../../contact/request-link';
import { notIndexed } from '../search/indexed';
import * as styles from './request-actions.module.css';

export interface RequestActionsProps {
  locale: Locale;
  /** The product model or the solution's title: the form starts with it, the visitor can change it. */
  product: string;
}

/**
 * "Request a quote" and "Free sample processing" on product and solution pages: each opens the
 * contact form with its request type and the product filled in.
 */
export function RequestActions({ locale, product }: RequestActionsProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.actions} aria-label={t('contact.action.label')} {...notIndexed}>
      <Link
        className={`${styles.action} ${styles.primary}`}
        to={contactRequestHref(locale, { requestType: 'quote', product })}
      >
        {t('contact.action.quote')}
      </Link>
      <Link className={styles.action} to={contactRequestHref(locale, { requestType: 'sample', product })}>
        {t('contact.action.sample')}
      </Link>
    </nav>
  );
}
