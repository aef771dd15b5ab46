import { type Locale, defaultLocale, isLocale } from '../../i18n/locales';
import { catalogs } from '../../i18n/catalogs';
import { translate } from '../../i18n/messages';
import { acceptedLanguages, preferredLocale } from '../../i18n/detect';

/** A contact message key in the request's language. */
export function contactText(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  return translate(catalogs[locale].contact, key, values);
}

/**
 * The request's language: the locale the form sent, else the one Accept-Language chooses by the
 * home page's rule (src/i18n/detect.ts: no Chinese in the list means English), else the default locale.
 */
export function requestLocale(bodyLocale: unknown, acceptLanguage: string | undefined): Locale {
  if (isLocale(bodyLocale)) return bodyLocale;
  return preferredLocale(acceptedLanguages(acceptLanguage)) ?? defaultLocale;
}
