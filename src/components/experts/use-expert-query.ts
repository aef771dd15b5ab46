import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { type ExpertQuery, expertQuerySearch, parseExpertQuery } from './filter-experts';

// The URL is the state: a shared link opens the same results, and there is no copy to keep in sync.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentSearch = () => window.location.search;
// The server (and hydration) renders the whole list; the URL's query applies right after.
const serverSearch = () => '';

/** The experts query kept in the URL (`?q=...&filter=active`), and a function to change it. */
export function useExpertQuery(): [ExpertQuery, (change: Partial<ExpertQuery>) => void] {
  const search = useSyncExternalStore(subscribe, currentSearch, serverSearch);
  const query = useMemo(() => parseExpertQuery(search), [search]);
  const update = useCallback((change: Partial<ExpertQuery>) => {
    const { pathname, search: previous, hash } = window.location;
    const next = expertQuerySearch(previous, { ...parseExpertQuery(previous), ...change });
    // replaceState keeps Gatsby's history entry (its state holds the scroll key): typing adds no entries.
    window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
    listeners.forEach((listener) => listener());
  }, []);
  return [query, update];
}
