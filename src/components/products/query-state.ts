/** Reads the list filters from a query string; unknown values fall back to "all". */
export function readFilters<K extends string>(
  search: string,
  allowed: Record<K, readonly string[]>,
): Record<K, string> {
  const params = new URLSearchParams(search);
  const filters = {} as Record<K, string>;
  for (const key of Object.keys(allowed) as K[]) {
    const value = params.get(key) ?? 'all';
    filters[key] = allowed[key].includes(value) ? value : 'all';
  }
  return filters;
}

/** The same path with one filter changed; "all" and page 1 disappear from the URL. */
export function withQuery(pathname: string, current: Record<string, string>, change: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...current, ...change })) {
    if (value && value !== 'all' && !(key === 'page' && value === '1')) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
