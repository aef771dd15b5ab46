import React, { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { progressLabelId } from '../../browser/progress';
import { Header } from '../header/header';
import { Footer } from '../footer/footer';
import { OfflineNotice } from '../offline-notice/offline-notice';
import { ContactBar } from '../contact-bar/contact-bar';
import * as styles from './layout.module.css';

export interface LayoutProps {
  locale: Locale;
  /** Current location, so the language switcher keeps route, query and hash. */
  location: { pathname: string; search?: string; hash?: string };
  children: ReactNode;
  /** The language links lead to each locale's home: the page has no counterpart (the not-found page). */
  languageToHome?: boolean;
}

/** The frame of every page: skip link, header, the page itself, footer, and the phone's contact bar. */
export function Layout({ locale, location, children, languageToHome = false }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#main">
        {t('a11y.skipToContent')}
      </a>
      <Header locale={locale} location={location} languageToHome={languageToHome} />
      <OfflineNotice />
      <main id="main" className={styles.main} data-page tabIndex={-1}>
        {children}
      </main>
      <Footer locale={locale} />
      <ContactBar locale={locale} />
      <span id={progressLabelId} hidden>
        {t('progress.label')}
      </span>
    </div>
  );
}
