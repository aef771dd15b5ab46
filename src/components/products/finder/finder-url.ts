import { type FinderFacet, type Selection, emptySelection, finderFacets, moduleOption } from './facets';

/** The query parameter of each facet: `?regime=femtosecond,picosecond&power=10-30`. */
export const facetParams: Record<FinderFacet, string> = {
  regime: 'regime',
  band: 'band',
  power: 'power',
  application: 'app',
};

/**
 * The finder's choices from a query string. Values it does not offer are dropped; a
 * parameter may be repeated or hold a comma list. Links of the previous list still work:
 * its `series` (one of femtosecond, picosecond, nanosecond, component) was the pulse regime
 * under another name, or the components, now the power facet's `module` option.
 */
export function readSelection(search: string, options: Record<FinderFacet, readonly string[]>): Selection {
  const params = new URLSearchParams(search);
  const wanted = Object.fromEntries(
    finderFacets.map((facet) => [facet, params.getAll(facetParams[facet]).flatMap((value) => value.split(','))]),
  ) as Record<FinderFacet, string[]>;
  for (const series of params.getAll('series')) {
    if (series === 'component') wanted.power.push(moduleOption);
    else wanted.regime.push(series);
  }
  const selection = { ...emptySelection };
  for (const facet of finderFacets) {
    selection[facet] = options[facet].filter((value) => wanted[facet].some((candidate) => candidate.trim() === value));
  }
  return selection;
}

/** The list's address for a selection: facets in a fixed order, empty facets left out. */
export function selectionHref(pathname: string, selection: Selection): string {
  const query = finderFacets
    .filter((facet) => selection[facet].length > 0)
    .map((facet) => `${facetParams[facet]}=${selection[facet].map(encodeURIComponent).join(',')}`)
    .join('&');
  return query ? `${pathname}?${query}` : pathname;
}
