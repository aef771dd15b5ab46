import { type Locale, defaultLocale } from '../i18n/locales';
import type { Field, ObjectField } from './types';

type Item = Record<string, unknown>;

const given = (value: unknown) => value !== undefined && value !== null && value !== '';
/** Chinese characters: a shared value with them needs the other locales' wording. */
const han = /\p{Script=Han}/u;

/** Whether a field holds the other locales' wording of a field beside it (see `ObjectField.localeMap`). */
export const isWording = (field: Field): field is ObjectField & { localeMap: { wordingOf: string } } =>
  field.type === 'object' && field.localeMap?.wordingOf !== undefined;

/**
 * The items of a shared list (or a shared group) as `locale` shows them: the item's wording for
 * `locale` replaces its field, and the wording groups are dropped. `missing` gets the index and
 * field of every item whose value has Chinese words but no wording for a non-default locale (the
 * page then shows the Chinese).
 */
export function localizeItems(
  fields: Field[],
  items: readonly Item[],
  locale: Locale,
  missing?: (index: number, field: string) => void,
): Item[] {
  const wordings = fields.filter(isWording);
  if (!wordings.length) return [...items];
  return items.map((item, index) => {
    const shown: Item = { ...item };
    for (const wording of wordings) delete shown[wording.name];
    if (locale === defaultLocale) return shown;
    for (const wording of wordings) {
      const target = wording.localeMap.wordingOf;
      const map = item[wording.name];
      const own = typeof map === 'object' && map !== null ? (map as Item)[locale] : undefined;
      if (given(own)) shown[target] = own;
      else if (typeof item[target] === 'string' && han.test(item[target])) missing?.(index, target);
    }
    return shown;
  });
}
