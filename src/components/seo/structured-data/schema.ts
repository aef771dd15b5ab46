import { siteUrl } from '../../../config/site';

/** A schema.org object as it goes into a page's head: `@context` and `@type` first. */
export type SchemaObject = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

/** The `@context` every top-level object carries. */
export const context = 'https://schema.org' as const;

/** An absolute URL for a site path, or the URL itself when it is one already. */
export const absoluteUrl = (pathOrUrl: string): string =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
