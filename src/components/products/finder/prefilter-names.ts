// The names the product list's markup and the finder's prefilter share (./prefilter.ts,
// ./prefilter-script.ts). No imports: gatsby-ssr.tsx reaches it on every page.

/** The id of the style element the prefilter adds (the list removes it once it shows the same by itself). */
export const prefilterStyleId = 'finder-prefilter';
/** Marks a product card's list item; `data-<facet>` lists its values, space-separated. */
export const cardAttribute = 'data-finder-card';
/**
 * Marks each of the finder's options (`data-<facet>` its value): they come before the reset link,
 * the count and the cards, so the prefilter can tell a value the finder offers while the page is
 * still arriving.
 */
export const optionAttribute = 'data-finder-option';
/** Marks the finder's reset link, rendered hidden while nothing is chosen. */
export const resetAttribute = 'data-finder-reset';
