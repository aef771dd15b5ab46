import { type Locale, defaultLocale, localeInfo, localeOfPath, locales } from './i18n/locales';

/** What a route entry declares. `routes.ts` runs in the browser: it names things, `src/node/pages.ts` resolves them. */
export interface RouteEntry {
  /** Path pattern without locale prefix: `:name` is a param, `:name?` an optional one. */
  readonly path: string;
  /** The template that renders the route, a file name under src/templates (without `.tsx`). */
  readonly template: string;
  /** Detail routes: the content node type whose slugs (default locale, in list order) become pages. */
  readonly collection?: string;
  /** Detail routes: each page gets the previous and next entry of its list (`previousId`, `nextId`). */
  readonly neighbours?: boolean;
  /** Optional id: without one the visitor is sent to this list route (see `optionalIdRedirects`). */
  readonly listOf?: string;
  /** Main navigation and footer: the entry's place (1 = first) and the message key of its label. */
  readonly nav?: { readonly order: number; readonly label: string };
}

/**
 * The route table of the site (docs/requirements.md, Pages and routes), the one source of page
 * creation, navigation and the browser tests' page lists. Every route exists once per locale: the default locale without
 * prefix, the others under their prefix (src/i18n/locales.ts). Paths end with a slash, as Gatsby
 * emits them. Route names follow `<base>___<locale>`.
 */
export const routeTable = {
  index: { path: '/', template: 'home' },
  about: { path: '/about', template: 'about', nav: { order: 5, label: 'nav.about' } },
  experts: { path: '/experts', template: 'experts' },
  news: { path: '/news', template: 'news-list', nav: { order: 4, label: 'nav.news' } },
  products: { path: '/products', template: 'products', nav: { order: 1, label: 'nav.products' } },
  solutions: { path: '/solutions', template: 'solutions', nav: { order: 2, label: 'nav.solutions' } },
  supports: { path: '/supports', template: 'supports', nav: { order: 3, label: 'nav.supports' } },
  /** Service and returns: the RMA procedure, the return addresses and the service request form. */
  'supports-service': { path: '/supports/service', template: 'service' },
  /** The privacy notice of the contact form (PIPL / GDPR). */
  privacy: { path: '/privacy', template: 'privacy' },
  /** Site search results: `?q=` and `?type=` hold its state. */
  search: { path: '/search', template: 'search' },
  /** Application notes: process notes with their laser's parameters, linked from products and solutions. */
  notes: { path: '/notes', template: 'notes' },
  /** Models side by side: `?models=a,b` names them, read in the browser. */
  'products-compare': { path: '/products/compare', template: 'product-compare' },
  'news-detail-id': {
    path: '/news/detail/:id?',
    template: 'news-detail',
    collection: 'News',
    neighbours: true,
    listOf: 'news',
  },
  'products-detail-id': {
    path: '/products/detail/:id?',
    template: 'product-detail',
    collection: 'Product',
    listOf: 'products',
  },
  'solutions-detail-id': {
    path: '/solutions/detail/:id?',
    template: 'solution-detail',
    collection: 'Solution',
    listOf: 'solutions',
  },
  'notes-detail-id': {
    path: '/notes/detail/:id?',
    template: 'note-detail',
    collection: 'Note',
    listOf: 'notes',
  },
  'experts-id': { path: '/experts/:id', template: 'expert-detail', collection: 'Expert' },
} as const satisfies Record<string, RouteEntry>;

export type RouteBase = keyof typeof routeTable;
export type RouteName = `${RouteBase}___${Locale}`;

type ParamsOf<P extends string> = P extends `${string}:${infer Name}?${infer Rest}`
  ? { [K in Name]?: string } & ParamsOf<Rest>
  : P extends `${string}:${infer Name}/${infer Rest}`
    ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
    : P extends `${string}:${infer Name}`
      ? { [K in Name]: string }
      : unknown;

export type RouteParams<B extends RouteBase> = ParamsOf<(typeof routeTable)[B]['path']>;

/** Routes whose params are all optional may be called without them. */
type ParamsArg<B extends RouteBase> =
  Record<string, never> extends RouteParams<B> ? [params?: RouteParams<B>] : [params: RouteParams<B>];

export const routeBases = Object.keys(routeTable) as RouteBase[];

/** A route's entry, seen through the common shape (optional fields readable on every route). */
export function routeEntry(base: RouteBase): RouteEntry {
  return routeTable[base];
}

export interface NavItem {
  /** Message key of the label. */
  key: string;
  route: RouteBase;
  hash?: string;
}

/**
 * The main navigation (header and footer), in order: the route entries that have `nav`, then the
 * contact item, which is the contact area of the About page.
 */
export const navItems: readonly NavItem[] = [
  ...routeBases
    .flatMap((base) => {
      const { nav } = routeEntry(base);
      return nav ? [{ order: nav.order, item: { key: nav.label, route: base } }] : [];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item),
  { key: 'nav.contact', route: 'about', hash: 'contact' },
];

interface Segment {
  name: string;
  param: boolean;
  optional: boolean;
}

function segmentsOf(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':')
        ? { name: part.replace(/^:|\?$/g, ''), param: true, optional: part.endsWith('?') }
        : { name: part, param: false, optional: false },
    );
}

const compiled = routeBases.map((base) => ({ base, segments: segmentsOf(routeTable[base].path) }));

/** `base___locale`, the route's name. */
export function routeName(base: RouteBase, locale: Locale): RouteName {
  return `${base}___${locale}`;
}

/** Splits a route name into its base and locale, or null when it is not one of ours. */
export function parseRouteName(name: string): { base: RouteBase; locale: Locale } | null {
  const [base, locale, ...rest] = name.split('___');
  if (rest.length || !base || !locale) return null;
  if (!(base in routeTable) || !(locales as readonly string[]).includes(locale)) return null;
  return { base: base as RouteBase, locale: locale as Locale };
}

/** Adds the locale's prefix to a path that starts with `/`. */
export function withLocalePrefix(path: string, locale: Locale): string {
  const { prefix } = localeInfo[locale];
  return prefix ? `${prefix}${path}` : path;
}

/**
 * The localized path of a route, with a trailing slash: `localePath('news-detail-id', 'en',
 * { id: 'a b' })` is `/en/news/detail/a%20b/`. Throws when a required param is missing.
 */
export function localePath<B extends RouteBase>(base: B, locale: Locale, ...[params]: ParamsArg<B>): string {
  const values = (params ?? {}) as Record<string, string | undefined>;
  const { segments } = compiled.find((route) => route.base === base)!;
  const parts: string[] = [];
  for (const segment of segments) {
    if (!segment.param) {
      parts.push(segment.name);
      continue;
    }
    const value = values[segment.name];
    if (value === undefined || value === '') {
      if (segment.optional) break;
      throw new Error(`Route "${base}" needs the param "${segment.name}"`);
    }
    parts.push(encodeURIComponent(value));
  }
  const path = parts.length ? `/${parts.join('/')}/` : '/';
  return withLocalePrefix(path, locale);
}

export interface RouteMatch {
  base: RouteBase;
  locale: Locale;
  name: RouteName;
  params: Record<string, string>;
}

function stripLocale(pathname: string): { locale: Locale; rest: string } {
  const locale = localeOfPath(pathname);
  const { prefix } = localeInfo[locale];
  const rest = pathname.slice(prefix.length) || '/';
  return { locale, rest };
}

/** The inverse of `localePath`: which route and params a pathname is, or null. */
export function matchPath(pathname: string): RouteMatch | null {
  const { locale, rest } = stripLocale(pathname);
  const parts = rest.split('/').filter(Boolean);
  for (const { base, segments } of compiled) {
    const params = matchSegments(segments, parts);
    if (params) return { base, locale, name: routeName(base, locale), params };
  }
  return null;
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  const required = segments.filter((segment) => !segment.optional).length;
  if (parts.length < required || parts.length > segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index];
    if (part === undefined) return segment.optional ? params : null;
    if (!segment.param) {
      if (part !== segment.name) return null;
      continue;
    }
    try {
      params[segment.name] = decodeURIComponent(part);
    } catch {
      return null;
    }
  }
  return params;
}

/**
 * A path of this site, whatever it was built from. Browsers drop tabs and line breaks anywhere
 * in a URL and read `\` as `/` in an http(s) path, so `//host/x`, `/\host/x` and `/<tab>/host/x`
 * all name another host: those are read the way a browser reads them, then the leading slashes
 * become one, so the result is always a path on the current host.
 */
export function sitePath(path: string): string {
  const asBrowserReads = path.replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
  return `/${asBrowserReads.replace(/^\/+/, '')}`;
}

/**
 * The same page in another locale. Paths outside the route table (a 404, say) keep their
 * rest and only change prefix, so the visitor lands on the other locale's not-found page; the
 * result is always a path of this site (`sitePath`), even for `/en//evil.example/`.
 */
export function switchLocalePath(pathname: string, target: Locale): string {
  const match = matchPath(pathname);
  if (match) {
    return localePath(match.base, target, match.params as never);
  }
  return sitePath(withLocalePrefix(sitePath(stripLocale(pathname).rest), target));
}

/** The localized home of a locale. */
export function homePath(locale: Locale = defaultLocale): string {
  return localePath('index', locale);
}

export interface RouteRedirect {
  fromPath: string;
  toPath: string;
}

/**
 * Detail routes whose id is optional never 404 without one: their bare path sends the visitor
 * to the list it belongs to, in the same locale.
 */
export function optionalIdRedirects(): RouteRedirect[] {
  return routeBases.flatMap((base) => {
    const list = routeEntry(base).listOf as RouteBase | undefined;
    if (!list) return [];
    return locales.map((locale) => ({
      fromPath: localePath(base, locale, {}),
      toPath: localePath(list, locale, {}),
    }));
  });
}
