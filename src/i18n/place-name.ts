import { type Locale, localeInfo } from './locales';

/** Names the site curates for a place: in Chinese and in English (scripts/make-countries.ts). */
export interface CuratedNames {
  zh: string;
  en: string;
}

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A place's name for a page or message in `locale`. The curated name when the locale's language is
 * one the names are curated in; otherwise, for a country or region (its ISO 3166-1 code given), the
 * curated Chinese name when the locale table says the language writes Chinese place names, else
 * the name CLDR gives in the locale's language (Intl.DisplayNames), and the curated Latin name for
 * a place CLDR does not name (a Chinese province).
 */
export function placeName(names: CuratedNames, locale: Locale, countryCode?: string): string {
  if (Object.hasOwn(names, locale)) return names[locale];
  const { intl, placeNames } = localeInfo[locale];
  if (placeNames === 'chinese') return names.zh;
  if (countryCode) {
    let display = displayNames.get(intl);
    if (!display) {
      display = new Intl.DisplayNames([intl], { type: 'region', fallback: 'none' });
      displayNames.set(intl, display);
    }
    const name = display.of(countryCode);
    if (name) return name;
  }
  return names.en;
}
