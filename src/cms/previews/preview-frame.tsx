import React, { type ReactNode, useMemo } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { type Locale, defaultLocale, isLocale, localeInfo } from '../../i18n/locales';
import { messages } from './messages';
import * as styles from './preview-frame.module.css';

/** The preview's language: the locale Decap shows (its `locale` prop), else the default one. */
export const previewLocale = (locale: unknown): Locale =>
  typeof locale === 'string' && isLocale(locale) ? locale : defaultLocale;

function createI18n(locale: Locale) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { translation: messages[locale] } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    showSupportNotice: false,
    initAsync: false,
  });
  return i18n;
}

/** Wraps a site view as a page does: the real UI strings of the locale and the main column. */
export function PreviewFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(locale), [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <div className={styles.page} lang={localeInfo[locale].iso}>
        {children}
      </div>
    </I18nextProvider>
  );
}
