import type { Locale } from '../../i18n/locales';
import { placeName } from '../../i18n/place-name';
import { countryNames, isCountryCode, placeCode, provinceNames } from '../../region/region-names';

/**
 * The regions a return address takes lasers from, in the page's language: the places the location
 * `serves` (short Chinese names, as the nearest-office lookup reads them), or none when it lists
 * none: such a location takes every other region (the view says so).
 */
export function returnRegions(serves: readonly (string | null)[] | null | undefined, locale: Locale): string[] {
  return (serves ?? []).flatMap((name) => {
    if (!name) return [];
    const code = placeCode(name);
    if (!code) return [name];
    if (isCountryCode(code)) return [placeName(countryNames[code], locale, code)];
    return [placeName(provinceNames[code], locale)];
  });
}
