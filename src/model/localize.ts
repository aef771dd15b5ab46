import { type Locale, defaultLocale } from '../i18n/locales';
import { renderMarkdown } from './markdown';
import { isBlankGroup, parseDate } from './validate';
import { type Collection, type Field, isTranslated } from './types';
import { localizeItems } from './variants';

export interface LocalizedEntry {
  /** Field values for the locale, Markdown already rendered to `<name>Html`. */
  fields: Record<string, unknown>;
  /** Translated fields that fell back to the default locale. */
  fallbacks: string[];
}

/**
 * Where a localized entry notes the language each rendered Markdown field (`<name>Html`) is
 * written in: the locale's, or the default locale's when the text fell back. Not a field of the
 * content model (GraphQL types are not inferred), read where figures are put into the text
 * (service facts), so a fallen-back Chinese text gets Chinese words in it on any page.
 */
export const textLocales = 'textLocales';

/** The language `field`'s rendered Markdown (`<field>Html`) in `fields` is written in. */
export function textLocaleOf(fields: Record<string, unknown>, field: string, locale: Locale): Locale {
  const noted = (fields[textLocales] as Record<string, Locale> | undefined)?.[field];
  return noted ?? locale;
}

type Sections = Record<string, Record<string, unknown> | undefined>;

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A translated group, part by part: each missing text falls back to the default locale's. */
function mergeGroup(
  fields: Field[],
  base: unknown,
  own: unknown,
  path: string,
  fallbacks: string[],
): Record<string, unknown> {
  const from = isGroup(base) ? base : {};
  const mine = isGroup(own) ? own : {};
  const merged: Record<string, unknown> = {};
  for (const field of fields) {
    const where = `${path}.${field.name}`;
    if (field.type === 'object') {
      merged[field.name] = mergeGroup(field.fields, from[field.name], mine[field.name], where, fallbacks);
      continue;
    }
    const value = mine[field.name];
    if (isBlank(value) && !isBlank(from[field.name])) fallbacks.push(where);
    merged[field.name] = isBlank(value) ? (from[field.name] ?? null) : value;
  }
  return merged;
}

/**
 * One locale's view of a single_file entry: shared fields from the default locale, translated
 * fields from the locale itself or, when missing, from the default locale.
 */
export function localizeEntry(collection: Collection, data: Sections, locale: Locale): LocalizedEntry {
  const base = data[defaultLocale] ?? {};
  const own = data[locale] ?? {};
  const fields: Record<string, unknown> = {};
  const fallbacks: string[] = [];
  const written: Record<string, Locale> = {};
  for (const field of collection.fields) {
    if (field.type === 'object') {
      const translated = isTranslated(field) && locale !== defaultLocale;
      const where = `${locale}.${field.name}`;
      const merged = translated
        ? mergeGroup(field.fields, base[field.name], own[field.name], where, fallbacks)
        : mergeGroup(field.fields, {}, base[field.name], where, fallbacks);
      // An optional group left blank is absent (null), as validation treats it.
      if (isBlankGroup(field, merged)) {
        fields[field.name] = null;
        continue;
      }
      // A shared group's wording (a video's titleIn) gives the locale's title.
      [fields[field.name]] = localizeItems(field.fields, [merged], locale, (_index, name) =>
        fallbacks.push(`${where}.${name}`),
      );
      continue;
    }
    let value = base[field.name];
    let writtenIn = locale;
    if (isTranslated(field) && locale !== defaultLocale) {
      const translated = own[field.name];
      const missing = translated === undefined || translated === null || translated === '';
      if (missing && value !== undefined && value !== null && value !== '') {
        fallbacks.push(`${locale}.${field.name}`);
        writtenIn = defaultLocale;
      } else value = translated;
    }
    if (field.type === 'markdown') {
      fields[`${field.name}Html`] = typeof value === 'string' ? renderMarkdown(value) : null;
      written[`${field.name}Html`] = writtenIn;
    } else if (field.type === 'date') {
      fields[field.name] = parseDate(value)?.toISOString().slice(0, 10) ?? null;
    } else if (field.type === 'boolean') {
      fields[field.name] = typeof value === 'boolean' ? value : (field.default ?? false);
    } else if (field.type === 'list' && Array.isArray(field.of) && Array.isArray(value)) {
      const items = value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
      fields[field.name] = localizeItems(field.of, items, locale, (index, name) =>
        fallbacks.push(`${locale}.${field.name}[${index}].${name}`),
      );
    } else if (field.type === 'list' || (field.type === 'relation' && field.multiple)) {
      fields[field.name] = Array.isArray(value) ? value : [];
    } else {
      fields[field.name] = value ?? null;
    }
  }
  for (const field of collection.fields) {
    if (field.type === 'string' && field.publishedWhile && fields[field.publishedWhile] !== true) {
      fields[field.name] = null;
    }
  }
  fields[textLocales] = written;
  return { fields, fallbacks };
}
