import { type Locale, defaultLocale, isLocale } from '../../i18n/locales';
import { catalogs } from '../../i18n/catalogs';
import { translate } from '../../i18n/messages';

/** A contact message key in the request's language. */
export function contactText(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  return translate(catalogs[locale].contact, key, values);
}

/** The request's language: the locale the form sent, else Accept-Language, else the default locale. */
export function requestLocale(bodyLocale: unknown, acceptLanguage: string | undefined): Locale {
  if (isLocale(bodyLocale)) return bodyLocale;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase().split(/[-;]/)[0];
  return isLocale(first) ? first : defaultLocale;
}
