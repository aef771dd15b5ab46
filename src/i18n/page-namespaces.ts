import type { Namespace } from './catalogs';

/**
 * The UI-string namespaces (locales/<lng>/<namespace>.json) each page template loads into its page
 * data, the one source of these lists. gatsby-plugin-react-i18next builds a page's i18next from what
 * the page query returns, so a page carries only these files (and finds a key in any of them). A
 * template's query repeats its list literally (GraphQL cannot interpolate):
 * `allLocale(filter: { language: { eq: $language }, ns: { in: [...] } })`, and
 * src/i18n/__tests__/page-namespaces.test.ts holds the two equal and checks that every key the
 * code reachable from a template can render is in one of its namespaces.
 *
 * Where a key goes: `common` if the layout renders it on every page (header, footer, offline
 * notice, toasts, search box); otherwise the namespace of the pages that render it (`catalog`:
 * products, solutions, news, home; `contact`: the contact form, on Home and About; `supports`:
 * downloads, support and the service page, which has the contact form too; `about`, `experts`, `search`, `privacy`). `statistics` ships inside the
 * consent banner's chunk and `datasheet` is read at build time only (src/documents/): no page
 * loads them.
 */
export const pageNamespaces = {
  about: ['common', 'about', 'contact'],
  'expert-detail': ['common', 'experts'],
  experts: ['common', 'experts'],
  home: ['common', 'catalog', 'contact'],
  'news-detail': ['common', 'catalog'],
  'news-list': ['common', 'catalog'],
  'not-found': ['common'],
  'note-detail': ['common', 'catalog'],
  notes: ['common', 'catalog'],
  privacy: ['common', 'privacy'],
  'product-compare': ['common', 'catalog'],
  'product-detail': ['common', 'catalog', 'supports'],
  products: ['common', 'catalog'],
  search: ['common', 'search'],
  'solution-detail': ['common', 'catalog'],
  solutions: ['common', 'catalog'],
  supports: ['common', 'supports', 'about'],
  service: ['common', 'supports', 'about', 'contact'],
} as const satisfies Record<string, readonly Namespace[]>;

export type PageTemplate = keyof typeof pageNamespaces;
