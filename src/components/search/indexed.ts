/**
 * What a search result is (the site search, scripts/lib/search-index.mjs); each indexed page
 * region declares one with `indexedAs`.
 */
export const searchTypes = [
  'product',
  'solution',
  'news',
  'note',
  'expert',
  'download',
  'faq',
  'service',
  'location',
] as const;
export type SearchType = (typeof searchTypes)[number];

/**
 * Attributes that put an element into the site search index (Pagefind, scripts/lib/search-index.mjs)
 * as content of `type`. Pages without such an element are not indexed at all.
 */
export function indexedAs(type: SearchType) {
  return { 'data-pagefind-body': '', 'data-pagefind-filter': `type:${type}` } as const;
}

/** The element id of an FAQ on the supports page: search results point at it. */
export const faqAnchor = (slug: string) => `faq-${slug}`;

/** Leaves an element (breadcrumbs, back links) out of the index: it would match every page. */
export const notIndexed = { 'data-pagefind-ignore': 'all' } as const;
