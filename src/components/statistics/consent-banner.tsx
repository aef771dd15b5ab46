import React, { useEffect, useRef } from 'react';
import { type Locale, localeInfo } from '../../i18n/locales';
import { localePath } from '../../routes';
import { type Messages, translate } from '../../i18n/messages';
import type { StatisticsProvider } from '../../statistics/providers';
import * as styles from './consent-banner.module.css';

export interface ConsentBannerProps {
  locale: Locale;
  provider: StatisticsProvider;
  /** The statistics messages of the page's locale (locales/<locale>/statistics.json). */
  messages: Messages;
  onChoice: (choice: 'accepted' | 'declined') => void;
}

/** The custom property that gives the page room under its footer (src/styles/global.css). */
export const bannerSpaceProperty = '--consent-banner-space';

/**
 * Keeps the end of the page readable under the banner: the page grows by the banner's height
 * (and its distance from the edge) while it shows, so the footer's last lines can be scrolled
 * above it. Only the page's end grows, so nothing on screen moves.
 */
function useRoomBelow(banner: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const bottom = window.innerHeight - element.getBoundingClientRect().bottom;
      root.style.setProperty(bannerSpaceProperty, `${Math.ceil(element.offsetHeight + 2 * Math.max(bottom, 0))}px`);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(bannerSpaceProperty);
    };
  }, [banner]);
}

/**
 * Asks before a cookie-setting statistics provider loads. A labelled region, not a dialog: it
 * takes no focus and traps none, the page stays usable, and it sits fixed over the bottom edge
 * so that it moves nothing when it appears or goes.
 */
export function ConsentBanner({ locale, provider, messages, onChoice }: ConsentBannerProps) {
  const t = (key: string, values?: Record<string, string>) => translate(messages, `statistics.${key}`, values);
  const banner = useRef<HTMLElement>(null);
  useRoomBelow(banner);
  return (
    <section
      ref={banner}
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
