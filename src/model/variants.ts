import { type Locale, defaultLocale } from '../i18n/locales';
import type { Field, StringField } from './types';

type Item = Record<string, unknown>;

const given = (value: unknown) => value !== undefined && value !== null && value !== '';
/** Chinese characters: a shared value with them needs an English variant. */
const han = /\p{Script=Han}/u;

/** Whether a field is another field's wording for one locale (see `StringField.variantOf`). */
export const isVariant = (field: Field): field is StringField & { variantOf: { field: string; locale: Locale } } =>
  field.type === 'string' && field.variantOf !== undefined;

/**
 * The items of a shared list as `locale` shows them: a variant given for `locale` replaces its
 * field, and variant fields are dropped. `missing` gets the index and field of every item whose
 * value has Chinese words but no variant for a non-default locale (the page then shows Chinese).
 */
export function localizeItems(
  fields: Field[],
  items: readonly Item[],
  locale: Locale,
  missing?: (index: number, field: string) => void,
): Item[] {
  const variants = fields.filter(isVariant);
  if (!variants.length) return [...items];
  return items.map((item, index) => {
    const shown: Item = { ...item };
    for (const variant of variants) delete shown[variant.name];
    if (locale === defaultLocale) return shown;
    for (const variant of variants.filter((candidate) => candidate.variantOf.locale === locale)) {
      const target = variant.variantOf.field;
      if (given(item[variant.name])) shown[target] = item[variant.name];
      else if (typeof item[target] === 'string' && han.test(item[target])) missing?.(index, target);
    }
    return shown;
  });
}
