import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { defaultLocale } from '../src/i18n/locales';
import { type RouteBase, localePath, routeBases, routeEntry } from '../src/routes';

/** The name of each route's page type, as bench/budget.json lists them (typed: a new route needs one). */
const typeNames: Record<RouteBase, string> = {
  index: 'home',
  about: 'about',
  experts: 'experts',
  news: 'news list',
  products: 'product list',
  solutions: 'solution list',
  supports: 'supports',
  'supports-service': 'service and returns',
  privacy: 'privacy',
  search: 'search',
  notes: 'note list',
  'products-compare': 'product compare',
  'news-detail-id': 'news detail',
  'products-detail-id': 'product detail',
  'solutions-detail-id': 'solution detail',
  'notes-detail-id': 'note detail',
  'experts-id': 'expert detail',
};

/** A known entry of each detail route's collection (content/), so the tests open a real page. */
const sampleIds: Partial<Record<RouteBase, string>> = {
  // A story with a cover: its <picture> must not bring gatsby-plugin-image's runtime.
  'news-detail-id': '2025-09-sic-wafer-dicing',
  'products-detail-id': 'yc-fs20-ir',
  'solutions-detail-id': 'display-glass',
  'notes-detail-id': 'utg-cutting-fs20',
  'experts-id': 'zhou-hang',
};

/** The default-locale path of one page of a route: detail routes show their sample entry. */
export function samplePath(base: RouteBase): string {
  if (!routeEntry(base).collection) return localePath(base, defaultLocale, {});
  const id = sampleIds[base];
  if (!id) throw new Error(`e2e/first-load-js.ts: no sample id for the detail route ${base}`);
  return localePath(base, defaultLocale, { id });
}

/**
 * The page types the sweeps visit: all of them, or those `E2E_PAGE_TYPES` names (route bases,
 * comma-separated), which `npm run test:changed` sets to the page types a content edit reaches.
 */
const sweptBases = process.env.E2E_PAGE_TYPES?.split(',').filter(Boolean);

/** One page of each type of the route table, the same in both locales (`/en` prefix added by the callers). */
export const pageTypes: Record<string, string> = Object.fromEntries(
  routeBases
    .filter((base) => !sweptBases || sweptBases.includes(base))
    .map((base) => [typeNames[base], samplePath(base)]),
);

/** Every page type's sample page in both locales, as [type, path] rows for `it.each`. */
export const pageTypesInBothLocales: [type: string, path: string][] = Object.entries(pageTypes).flatMap(
  ([type, route]) => [
    [type, route],
    [type, `/en${route}`],
  ],
);

/** The CMS has its own bundle under /admin; it never counts towards a page's weight. */
export const isSiteScript = (pathname: string) => pathname.endsWith('.js') && !pathname.startsWith('/admin');

/** Sizes measured so far: the shared chunks (framework, app) recur on every page of a run. */
const gzipSizes = new Map<string, number>();

/** gzip -9 size of a file the site serves, read from the build (what any host would compress). */
export function gzipSizeOf(publicDir: string, pathname: string): number {
  const file = path.join(publicDir, decodeURIComponent(pathname));
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/**
 * The first-load JS budget in bytes (gzipped), kept in bench/budget.json: one for every page type
 * since pictures stopped loading gatsby-plugin-image's runtime.
 */
export function firstLoadBudget(): number {
  const budget = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'bench', 'budget.json'), 'utf8')) as {
    firstLoadJsGzipKB: number;
  };
  return 1024 * budget.firstLoadJsGzipKB;
}

/**
 * Loads `url` (absolute) and lists the script files it requested until the network is idle, with their
 * gzip -9 sizes: what a first visit downloads before anything is scrolled or clicked.
 */
export async function firstLoadScripts(page: Page, url: string, publicDir: string) {
  const site = new URL(url).origin;
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const { origin, pathname } = new URL(request.url());
    if (origin === site && isSiteScript(pathname)) scripts.add(pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = [...scripts].sort().map((pathname) => ({ pathname, gzip: gzipSizeOf(publicDir, pathname) }));
  return { files, total: files.reduce((sum, file) => sum + file.gzip, 0) };
}
