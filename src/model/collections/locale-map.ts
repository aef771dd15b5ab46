import { type Locale, defaultLocale, localeInfo, locales } from '../../i18n/locales';
import type { Field, Label, ObjectField } from '../types';

/** A part of a per-language field, without its name (the locale code names it). */
type Part = Omit<Field, 'name' | 'label' | 'hint'> & Partial<Pick<Field, 'name'>>;

interface LocaleMapOptions {
  name: string;
  label: Label;
  hint?: Label;
  /** The part of one locale, labelled and hinted with the language's name in each editor language. */
  part: (language: Label, locale: Locale) => Part & { label: Label; hint?: Label };
}

const partsFor = (codes: readonly Locale[], part: LocaleMapOptions['part']): Field[] =>
  codes.map((locale) => ({ ...part(localeInfo[locale].languageName, locale), name: locale }) as Field);

/**
 * A field with one part per locale of the table (a video's captions: `captions: { zh: …, en: … }`).
 * Read when the model is loaded, so a language added to the locale table gets its part.
 */
export function localeMap({ name, label, hint, part }: LocaleMapOptions): ObjectField {
  return { name, type: 'object', i18n: false, label, hint, fields: partsFor(locales, part), localeMap: {} };
}

/**
 * The other locales' wording of field `of` of the same group or list item, for shared values that
 * sometimes hold words (a spec value 水冷 → `valueIn: { en: Water cooling }`). One part per locale
 * but the default one, which writes `of` itself.
 */
export function wordingIn(of: string, { name, label, hint, part }: LocaleMapOptions): ObjectField {
  const others = locales.filter((locale) => locale !== defaultLocale);
  return {
    name,
    type: 'object',
    i18n: false,
    label,
    hint,
    fields: partsFor(others, part),
    localeMap: { wordingOf: of },
  };
}
