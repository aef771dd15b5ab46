import { type Locale, localeInfo } from '../../i18n/locales';

/** The zone whose name a Chinese reader knows as 北京时间, named by a message rather than by Intl. */
const chinaZone = 'Asia/Shanghai';

/**
 * A time zone in the reader's words, as CLDR names it without summer or winter (Central European
 * Time), or null for a zone this runtime does not know. China's zone is left to the caller's
 * message (北京时间 / China Standard Time).
 */
export function zoneName(timeZone: string, locale: Locale): string | null {
  if (timeZone === chinaZone) return null;
  try {
    const parts = new Intl.DateTimeFormat(localeInfo[locale].intl, {
      timeZone,
      timeZoneName: 'longGeneric',
    }).formatToParts(new Date(Date.UTC(2026, 0, 15)));
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

/** 08:30 as a clock reads it: 8:30. */
export const clockTime = (time: string) => time.replace(/^0(?=\d:)/, '');

export const isChinaZone = (timeZone: string) => timeZone === chinaZone;
