import { type Locale, localeInfo } from '../../i18n/locales';

const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A file size as people read it, in binary steps of 1024 with the locale's digits:
 * 88064 → "86 KB", 1258291 → "1.2 MB" (one decimal below 10, none above).
 */
export function formatBytes(bytes: number, locale: Locale): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  let value = bytes;
  let unit = 0;
  const round = (n: number) => (n < 10 && unit > 0 ? Math.round(n * 10) / 10 : Math.round(n));
  // Step up while the rounded figure would read 1024 or more ("1024 KB" is "1 MB").
  while (unit < units.length - 1 && round(value) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(localeInfo[locale].iso, { maximumFractionDigits: 1 }).format(round(value));
  return `${number} ${units[unit]}`;
}
