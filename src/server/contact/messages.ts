import zh from '../../../locales/zh/contact.json';
import en from '../../../locales/en/contact.json';
import { type Locale, isLocale } from '../../i18n/locales';
import { translate } from '../../i18n/messages';

const catalogs: Record<Locale, Record<string, string>> = { zh, en };

/** A contact message key in the request's language. */
export function contactText(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  return translate(catalogs[locale], key, values);
}

/** The request's language: the locale the form sent, else Accept-Language, else Chinese. */
export function requestLocale(bodyLocale: unknown, acceptLanguage: string | undefined): Locale {
  if (isLocale(bodyLocale)) return bodyLocale;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase().split(/[-;]/)[0];
  return isLocale(first) ? first : 'zh';
}
