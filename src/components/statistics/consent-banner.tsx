import React from 'react';
import { type Locale, localeInfo } from '../../i18n/locales';
import { localePath } from '../../routes';
import { type Messages, translate } from '../../i18n/messages';
import type { StatisticsProvider } from './providers';
import * as styles from './consent-banner.module.css';

export interface ConsentBannerProps {
  locale: Locale;
  provider: StatisticsProvider;
  /** The statistics messages of the page's locale (locales/<locale>/statistics.json). */
  messages: Messages;
  onChoice: (choice: 'accepted' | 'declined') => void;
}

/**
 * Asks before a cookie-setting statistics provider loads. A labelled region, not a dialog: it
 * takes no focus and traps none, the page stays usable, and it sits fixed over the bottom edge
 * so that it moves nothing when it appears or goes.
 */
export function ConsentBanner({ locale, provider, messages, onChoice }: ConsentBannerProps) {
  const t = (key: string, values?: Record<string, string>) => translate(messages, `statistics.${key}`, values);
  return (
    <section
      className={styles.banner}
      aria-labelledby="statistics-consent-title"
      lang={localeInfo[locale].iso}
      data-statistics-consent=""
    >
      <h2 id="statistics-consent-title" className={styles.title}>
        {t('consent.title')}
      </h2>
      <p className={styles.text}>
        {t('consent.text', { provider: t(`provider.${provider}`) })}{' '}
        <a href={localePath('privacy', locale)}>{t('consent.privacy')}</a>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.accept} onClick={() => onChoice('accepted')}>
          {t('consent.accept')}
        </button>
        <button type="button" className={styles.button} onClick={() => onChoice('declined')}>
          {t('consent.decline')}
        </button>
      </div>
    </section>
  );
}
