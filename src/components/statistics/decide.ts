import { type Locale, localeInfo } from '../../i18n/locales';
import { type StatisticsConfig, setsCookies } from '../../statistics/providers';

/** What the visitor said in the consent banner, as remembered. */
export type Consent = 'accepted' | 'declined' | null;

/** load: load the script now; ask: show the consent banner first; off: load nothing. */
export type StatisticsDecision = 'load' | 'ask' | 'off';

export interface PrivacySignals {
  /** `navigator.doNotTrack` */
  doNotTrack?: string | null;
  /** `navigator.globalPrivacyControl` */
  globalPrivacyControl?: boolean;
}

/** Do Not Track or Global Privacy Control is on: nothing loads, no banner either. */
export const optedOut = (signals: PrivacySignals): boolean =>
  signals.doNotTrack === '1' || signals.globalPrivacyControl === true;

/**
 * Consent is asked where the locale table says so (the English site: visitors may be in the EU)
 * and only for a provider that sets cookies. The Chinese site loads Baidu Tongji with the privacy
 * notice, which names it (docs/configuration.md, "Site statistics and privacy").
 */
export const needsConsent = (config: StatisticsConfig, locale: Locale): boolean =>
  localeInfo[locale].statisticsConsent && setsCookies(config.provider);

/** Whether the page loads the statistics script, asks first, or loads nothing. */
export function decideStatistics(
  config: StatisticsConfig | null,
  locale: Locale,
  signals: PrivacySignals,
  consent: Consent,
): StatisticsDecision {
  if (!config || optedOut(signals)) return 'off';
  if (!needsConsent(config, locale)) return 'load';
  if (consent === 'accepted') return 'load';
  return consent === 'declined' ? 'off' : 'ask';
}

/** The localStorage key of the consent choice: per provider, so a new provider asks again. */
export const consentKey = (config: StatisticsConfig): string => `statistics-consent:${config.provider}`;

/** The remembered choice, null when none (or storage is blocked). */
export function readConsent(storage: Pick<Storage, 'getItem'> | null, config: StatisticsConfig): Consent {
  try {
    const value = storage?.getItem(consentKey(config));
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the choice; a blocked storage only means the banner asks again next time. */
export function writeConsent(
  storage: Pick<Storage, 'setItem'> | null,
  config: StatisticsConfig,
  consent: 'accepted' | 'declined',
): void {
  try {
    storage?.setItem(consentKey(config), consent);
  } catch {
    // private mode or storage disabled
  }
}
