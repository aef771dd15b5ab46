import { type Locale, locales } from '../../i18n/locales';
import { mergedMessages } from '../../i18n/catalogs';

/** The site's UI strings per locale, every namespace file merged as the site merges them. */
export const messages = Object.fromEntries(locales.map((locale) => [locale, mergedMessages(locale)])) as Record<
  Locale,
  Record<string, string>
>;
