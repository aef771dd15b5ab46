// Rules across entries, checked by hand: unique ids, file names that match them, relations that
// name existing entries, and (for a delete) the entries that still point at one.
import { defaultLocale, locales } from '../../i18n/locales';
import type { Collection, Field, RelationField } from '../types';
import { type Path, type Record_, isEmpty, isObject } from './problem';

/** Every relation value of a section, at any depth: the field, where it is, and the ids it names. */
export function relationValues(
  fields: Field[],
  section: Record_,
  path: Path = [],
): { field: RelationField; path: Path; ids: string[] }[] {
  const found: { field: RelationField; path: Path; ids: string[] }[] = [];
  for (const field of fields) {
    const value = section[field.name];
    const where = [...path, field.name];
    if (isEmpty(value)) continue;
    if (field.type === 'relation') {
      const ids = (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string');
      found.push({ field, path: where, ids });
    } else if (field.type === 'object' && isObject(value)) {
      found.push(...relationValues(field.fields, value, where));
    } else if (field.type === 'list' && Array.isArray(field.of) && Array.isArray(value)) {
      const of = field.of;
      value.forEach((item, index) => {
        if (isObject(item)) found.push(...relationValues(of, item, [...where, index]));
      });
    }
  }
  return found;
}

/** One entry as the rules across entries see it. */
export interface EntryData {
  collection: Collection;
  /** The whole file: `{ zh: {...}, en: {...} }`. */
  data: unknown;
}

/** The default-locale section of an entry's file. */
export const baseOf = (data: unknown): Record_ | null =>
  isObject(data) && isObject(data[defaultLocale]) ? data[defaultLocale] : null;

/** The entry's id (slug) when its file has one. */
export function idOf(entry: EntryData): string | undefined {
  const id = entry.collection.idField ? baseOf(entry.data)?.[entry.collection.idField] : undefined;
  return typeof id === 'string' ? id : undefined;
}

/** How problems name an entry: its id, its display name, and its own name in each other language. */
export function entryNames(entry: EntryData): { entry?: string; title?: string; titles?: Record<string, string> } {
  const id = idOf(entry);
  const title = titleOf(entry);
  // Other languages' own names only (titleOf falls back to the default language's).
  const field = entry.collection.titleField;
  const titles = Object.fromEntries(
    locales.flatMap((locale) => {
      const section = isObject(entry.data) ? entry.data[locale] : undefined;
      const own = locale !== defaultLocale && isObject(section) ? section[field] : undefined;
      return typeof own === 'string' && own !== '' ? [[locale, own]] : [];
    }),
  );
  return {
    ...(id === undefined ? {} : { entry: id }),
    ...(title === undefined ? {} : { title }),
    ...(Object.keys(titles).length ? { titles } : {}),
  };
}

/** The entry's display name in `locale` (its title field, falling back to the default locale). */
export function titleOf(entry: EntryData, locale: string = defaultLocale): string | undefined {
  const field = entry.collection.titleField;
  const own = isObject(entry.data) && isObject(entry.data[locale]) ? entry.data[locale][field] : undefined;
  const title = typeof own === 'string' && own !== '' ? own : baseOf(entry.data)?.[field];
  return typeof title === 'string' && title !== '' ? title : undefined;
}

/** An entry that points at another, and through which field. */
export interface Reference {
  collection: Collection;
  id: string | undefined;
  /** The display name in each locale of the site. */
  title: Record<string, string | undefined>;
  field: RelationField;
  path: Path;
}

/**
 * The entries of `entries` whose relations name `id` of `target`: what deleting that entry would
 * break (the build refuses a relation to a missing entry). An entry pointing at itself is left out.
 */
export function referencesTo(
  target: string,
  id: string,
  entries: EntryData[],
  locales: readonly string[],
): Reference[] {
  return entries.flatMap((entry) => {
    const base = baseOf(entry.data);
    if (!base) return [];
    const own = idOf(entry);
    if (entry.collection.name === target && own === id) return [];
    return relationValues(entry.collection.fields, base)
      .filter(({ field, ids }) => field.collection === target && ids.includes(id))
      .map(({ field, path }) => ({
        collection: entry.collection,
        id: own,
        title: Object.fromEntries(locales.map((locale) => [locale, titleOf(entry, locale)])),
        field,
        path,
      }));
  });
}
