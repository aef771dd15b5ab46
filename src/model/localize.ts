import { type Locale, defaultLocale } from '../i18n/locales';
import { renderMarkdown } from './markdown';
import { parseDate } from './validate';
import { type Collection, isTranslated } from './types';
import { localizeItems } from './variants';

export interface LocalizedEntry {
  /** Field values for the locale, Markdown already rendered to `<name>Html`. */
  fields: Record<string, unknown>;
  /** Translated fields that fell back to the default locale. */
  fallbacks: string[];
}

type Sections = Record<string, Record<string, unknown> | undefined>;

/**
 * One locale's view of a single_file entry: shared fields from the default locale, translated
 * fields from the locale itself or, when missing, from the default locale.
 */
export function localizeEntry(collection: Collection, data: Sections, locale: Locale): LocalizedEntry {
  const base = data[defaultLocale] ?? {};
  const own = data[locale] ?? {};
  const fields: Record<string, unknown> = {};
  const fallbacks: string[] = [];
  for (const field of collection.fields) {
    let value = base[field.name];
    if (isTranslated(field) && locale !== defaultLocale) {
      const translated = own[field.name];
      const missing = translated === undefined || translated === null || translated === '';
      if (missing && value !== undefined && value !== null && value !== '') fallbacks.push(`${locale}.${field.name}`);
      else value = translated;
    }
    if (field.type === 'markdown') {
      fields[`${field.name}Html`] = typeof value === 'string' ? renderMarkdown(value) : null;
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
  return { fields, fallbacks };
}
