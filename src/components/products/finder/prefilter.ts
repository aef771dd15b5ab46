import { type FinderProduct, facetValues, finderFacets } from './facets';

// What the product list's markup gives the finder's prefilter (./prefilter-script.ts, inlined
// into the lists' <head> by gatsby-ssr.tsx): the names the two share. Small: the list ships it.

/** The id of the style element the prefilter adds (the list removes it once it shows the same by itself). */
export const prefilterStyleId = 'finder-prefilter';
/** Marks a product card's list item; `data-<facet>` lists its values, space-separated. */
export const cardAttribute = 'data-finder-card';
/** Marks the finder's reset link, rendered hidden while nothing is chosen. */
export const resetAttribute = 'data-finder-reset';

/**
 * A card's facet values as attributes of its list item (`data-regime="femtosecond"`,
 * `data-application="display pcb"`), which the prefilter's rules select.
 */
export function facetAttributes(product: FinderProduct): Record<string, string> {
  const values = facetValues(product);
  const attributes: Record<string, string> = { [cardAttribute]: '' };
  for (const facet of finderFacets) attributes[`data-${facet}`] = values[facet].join(' ');
  return attributes;
}
