// The results page's URL state and the query rules, apart from the results code: the header's
// search form (on every page) needs only these.
import { type SearchType, searchTypes } from './indexed';

/** The longest query the search runs: longer input is cut (Pagefind's cost grows with the words). */
export const maxQueryLength = 100;

/** What the results page keeps in its URL: `?q=<query>&type=<type>`. */
export interface SearchState {
  query: string;
  type: SearchType | null;
}

const isSearchType = (value: string | null): value is SearchType =>
  value !== null && (searchTypes as readonly string[]).includes(value);

/** Tidies a visitor's query: whitespace collapsed, capped at `maxQueryLength` characters. */
export function cleanQuery(raw: string): string {
  return [...raw.replace(/\s+/g, ' ').trimStart()].slice(0, maxQueryLength).join('').trimEnd();
}

/** Reads the state from a location's search string; unknown types are ignored. */
export function parseSearchState(search: string): SearchState {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  return { query: cleanQuery(params.get('q') ?? ''), type: isSearchType(type) ? type : null };
}

/** The search string of a state, `?q=...&type=...` (empty parts left out). */
export function searchString({ query, type }: SearchState): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (type) params.set('type', type);
  const text = params.toString();
  return text ? `?${text}` : '';
}
