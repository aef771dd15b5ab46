import { withPrefix } from 'gatsby';
import type { PagefindResultData } from './search-hits';

/** The part of Pagefind's browser API (public/pagefind/pagefind.js) the search page uses. */
export interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  debouncedSearch(
    query: string,
    options?: { filters?: Record<string, string> },
    timeout?: number,
  ): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
}

let loading: Promise<Pagefind | null> | null = null;

/**
 * Loads Pagefind and, on the first search, this locale's index (it reads <html lang>). Only the
 * search page calls it, so no other page pays for it. Null when there is no index: `gatsby develop`
 * has none (it is written after `gatsby build`, scripts/lib/search-index.mjs).
 */
export function loadPagefind(): Promise<Pagefind | null> {
  loading ??= import(/* webpackIgnore: true */ withPrefix('/pagefind/pagefind.js')).then(
    async (module: Pagefind) => {
      await module.options({ excerptLength: 24 });
      return module;
    },
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}
