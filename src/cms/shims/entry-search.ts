// Decap's 搜索全部内容 (search all content) runs `fuzzy.filter(term, entries, { extract })` over
// every entry of every collection and keeps the hits that score above 5 (decap-cms-core 3.19,
// dist/esm/backend.js, `search`). Its extract reads the title it infers and the collection's
// summary variables from the default language only; for this site's collections that is the slug,
// and fuzzy scores a two-character term at most 4: 飞秒, 发布会, 9001 or "Micro LED" found nothing.
// scripts/build-cms.mjs resolves `fuzzy` to this module for that one importer (its canary:
// src/cms/__tests__/entry-search.test.ts); everything else in Decap keeps the real fuzzy.
import * as fuzzy from 'fuzzy';

interface FilterOptions<T> {
  extract?: (element: T) => string;
}

interface FilterResult<T> {
  string: string;
  score: number;
  index: number;
  original: T;
}

/** A Decap entry as its search hands it over: the default language in `data`, the others in `i18n`. */
interface SearchedEntry {
  data?: unknown;
  i18n?: unknown;
}

/** Above Decap's threshold (5); a hit in the title (what Decap's extract reads) ranks first. */
export const textHitScore = 10;
export const titleHitScore = 100;

/** Case, full-width forms (１８, ＬＥＤ) and compatibility characters folded, spaces collapsed. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ');
}

/** Every text and number of a value, in document order. */
function textsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (typeof value === 'number') into.push(String(value));
  else if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) textsOf(item, into);
  return into;
}

/** Decap's search hands over whole entries; its relation-field query hands over one field each. */
const isSearchedEntry = (element: unknown): element is SearchedEntry =>
  typeof element === 'object' && element !== null && 'data' in element && !('field' in element);

/**
 * What an entry's text holds of `term`: every word of the term (split at spaces) appears in the
 * entry's titles or text, in any of its languages, as written (case and width aside). Chinese
 * needs no word splitting: a term is found where its characters stand together.
 */
export function searchEntries<T>(term: string, entries: readonly T[], options: FilterOptions<T> = {}) {
  const words = foldForSearch(term).trim().split(' ').filter(Boolean);
  const results: FilterResult<T>[] = [];
  if (!words.length) return results;
  entries.forEach((entry, index) => {
    const searched = entry as SearchedEntry;
    const title = foldForSearch(options.extract?.(entry) ?? '');
    const text = foldForSearch(textsOf([searched.data, searched.i18n]).join('\n'));
    if (!words.every((word) => text.includes(word) || title.includes(word))) return;
    const score = words.every((word) => title.includes(word)) ? titleHitScore : textHitScore;
    results.push({ string: title, score, index, original: entry });
  });
  return results;
}

/** fuzzy's filter, with Decap's whole-entry search answered by `searchEntries`. */
export function filter<T>(pattern: string, array: readonly T[], options?: FilterOptions<T>): FilterResult<T>[] {
  if (array.length && array.every(isSearchedEntry)) return searchEntries(pattern, array, options);
  return fuzzy.filter(pattern, array as T[], options);
}

export const { match, simpleFilter, test } = fuzzy;
