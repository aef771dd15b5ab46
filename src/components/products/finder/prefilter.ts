import { type FinderProduct, facetValues, finderFacets } from './facets';
import { cardAttribute } from './prefilter-names';

export { cardAttribute, prefilterStyleId, resetAttribute } from './prefilter-names';

// What the product list's markup gives the finder's prefilter (./prefilter-script.ts, inlined
// into the lists' <head> by gatsby-ssr.tsx): the names the two share. Small: the list ships it.

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
