import React from 'react';

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
