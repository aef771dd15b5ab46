import React from 'react';

/** What a search result is (issue 13); each indexed page region declares one with `indexedAs`. */
export const searchTypes = ['product', 'solution', 'news', 'expert', 'download', 'faq'] as const;
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

/**
 * The glued spellings of a model, `YCFS20IR`, `YCFS20`, `FS20IR`: Pagefind splits `YC-FS20-IR` at its
 * hyphens itself (so `FS20` and `YC FS20` find it), but cannot know a visitor may leave them out.
 */
export function modelAliases(model: string): string[] {
  const parts = model.split(/[\s\-_/.]+/).filter(Boolean);
  const aliases = new Set<string>();
  for (let start = 0; start < parts.length; start += 1) {
    for (let end = start + 2; end <= parts.length; end += 1) aliases.add(parts.slice(start, end).join(''));
  }
  return [...aliases];
}

/**
 * Words the index should know that the page does not show (model spellings, a name in the other
 * script), weighted like a title. `hidden`: not displayed nor read out, but Pagefind reads the HTML.
 */
export function SearchAliases({ terms }: { terms: readonly string[] }) {
  if (!terms.length) return null;
  return (
    <p hidden data-pagefind-weight="10">
      {terms.join(' · ')}
    </p>
  );
}
