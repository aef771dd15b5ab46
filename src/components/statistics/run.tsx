import React from 'react';
import { createRoot } from 'react-dom/client';
import { type Locale, localeOfPath } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { ConsentBanner } from './consent-banner';
import { decideStatistics, readConsent, writeConsent } from './decide';
import type { StatisticsConfig } from '../../statistics/providers';
import { type Tracker, installProvider } from './tracker';

// The statistics code proper: loaded (src/components/statistics/boot.ts) only on pages whose
// build configured a provider, once the page is interactive and idle.

// statistics.json holds only what the banner says, loaded for the page's language when the banner
// is to be shown (one small chunk per language, so a language added to the locale table needs no
// change here); the privacy notice's paragraphs live with the privacy page's strings (privacy.json).
type BannerMessages = Messages;
const bannerMessages = (locale: Locale): Promise<BannerMessages> =>
  import(/* webpackChunkName: "statistics-messages" */ `../../../locales/${locale}/statistics.json`).then(
    (module: { default: BannerMessages }) => module.default,
  );

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The statistics of one page load: the provider once loaded, and the last location counted. */
export function createStatistics() {
  let tracker: Tracker | null = null;
  let counted: string | null = null;

  /** One page view per location: the first page once, whatever runs twice on hydration. */
  const count = () => {
    const here = `${window.location.pathname}${window.location.search}`;
    if (!tracker || here === counted) return;
    counted = here;
    tracker.pageview();
  };

  const load = (config: StatisticsConfig) => {
    installProvider(config).then(
      (installed) => {
        tracker = installed;
        count();
      },
      // Blocked by an extension or the network: the site works on without statistics.
      () => undefined,
    );
  };

  const askFirst = async (config: StatisticsConfig, locale: Locale) => {
    const messages = await bannerMessages(locale);
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const choose = (choice: 'accepted' | 'declined') => {
      writeConsent(storage(), config, choice);
      root.unmount();
      host.remove();
      if (choice === 'accepted') load(config);
    };
    root.render(<ConsentBanner locale={locale} provider={config.provider} messages={messages} onChoice={choose} />);
  };

  return {
    /** Starts statistics on this page as the visitor's signals and earlier choice allow. */
    start: (config: StatisticsConfig) => {
      const locale = localeOfPath(window.location.pathname);
      const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
      const signals = { doNotTrack: nav.doNotTrack, globalPrivacyControl: nav.globalPrivacyControl };
      const decision = decideStatistics(config, locale, signals, readConsent(storage(), config));
      if (decision === 'load') load(config);
      else if (decision === 'ask') void askFirst(config, locale);
    },
    /** A client-side route change: one page view, once the provider is there. */
    routeChanged: count,
  };
}

const statistics = createStatistics();
export const startStatistics = statistics.start;
export const statisticsRouteChanged = statistics.routeChanged;
