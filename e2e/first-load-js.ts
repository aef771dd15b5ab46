import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** One page of each type, the same in both locales (`/en` prefix added by the callers). */
export const pageTypes: Record<string, string> = {
  home: '/',
  'product list': '/products/',
  'product detail': '/products/detail/yc-fs20-ir/',
  'solution list': '/solutions/',
  'solution detail': '/solutions/detail/display-glass/',
  'news list': '/news/',
  // A story with a cover: its <picture> must not bring gatsby-plugin-image's runtime.
  'news detail': '/news/detail/2025-09-sic-wafer-dicing/',
  experts: '/experts/',
  'expert detail': '/experts/zhou-hang/',
  supports: '/supports/',
  about: '/about/',
};

/** The CMS has its own bundle under /admin; it never counts towards a page's weight. */
export const isSiteScript = (pathname: string) => pathname.endsWith('.js') && !pathname.startsWith('/admin');

/** gzip -9 size of a file the site serves, read from the build (what any host would compress). */
export function gzipSizeOf(publicDir: string, pathname: string): number {
  const file = path.join(publicDir, decodeURIComponent(pathname));
  return gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** The first-load JS budget of a page type in bytes (gzipped), kept in bench/budget.json. */
export function firstLoadBudget(pageType: string): number {
  const budget = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'bench', 'budget.json'), 'utf8')) as {
    firstLoadJsGzipKB: number;
    withoutImagesKB: number;
    withoutImages: string[];
  };
  return 1024 * (budget.withoutImages.includes(pageType) ? budget.withoutImagesKB : budget.firstLoadJsGzipKB);
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
