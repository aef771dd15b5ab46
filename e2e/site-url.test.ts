// The build's SITE_URL in every absolute link it writes: canonical, hreflang alternates, sitemap,
// robots.txt and the feeds (src/config/site.ts). `npm test` builds for the origin of the site
// server it starts (scripts/lib/test-servers.mjs), so these links also point at the site being served.
import fs from 'node:fs';
import path from 'node:path';
import { baseUrl } from './browser';
import { locales } from '../src/i18n/locales';
import { homePath } from '../src/routes';

const siteUrl = process.env.E2E_SITE_URL ?? '';

async function text(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe('the site URL of the build', () => {
  it('is a real origin, not the placeholder', () => {
    expect(siteUrl).toMatch(/^https?:\/\/[^/]+$/);
    expect(siteUrl).not.toBe('https://www.example-ultrafast.cn');
  });

  it.each([
    ['/', '/en/'],
    ['/en/products/', '/products/'],
    ['/news/', '/en/news/'],
  ])('%s has its canonical and both alternates on it', async (path, other) => {
    const html = await text(path);
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}${path}"`);
    expect(html).toContain(`href="${siteUrl}${other}"`);
    expect(html).toMatch(new RegExp(`hrefLang="x-default" href="${siteUrl}/`));
  });

  it('writes it into robots.txt, the sitemap and the feeds', async () => {
    expect(await text('/robots.txt')).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
    const index = await text('/sitemap-index.xml');
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const sitemap of sitemaps) expect(sitemap.startsWith(`${siteUrl}/`)).toBe(true);
    const pages = await text(new URL(sitemaps[0]!).pathname);
    const locs = [...pages.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs).toContain(`${siteUrl}/en/about/`);
    for (const loc of locs) expect(loc.startsWith(`${siteUrl}/`)).toBe(true);
    expect(await text('/en/rss.xml')).toContain(`<link>${siteUrl}/en/news/</link>`);
  });
});

/** Every URL on this site that a text names (in attributes or between tags), once each. */
const siteUrlsIn = (text: string) =>
  [...new Set([...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((match) => match[0].replace(/&amp;/g, '&')))].filter(
    (url) => url.startsWith(`${siteUrl}/`),
  );

/** Requests each URL's path from the served build, a few at a time; returns those not answering 200. */
async function notOk(urls: string[]) {
  const failed: string[] = [];
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const { pathname, search } = new URL(url);
      const response = await fetch(`${baseUrl}${pathname}${search}`, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) failed.push(`${url}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return failed;
}

describe('every URL of the feeds and the sitemap', () => {
  it('answers 200 (they come from the route table)', async () => {
    // The feeds each home page announces, and every sitemap robots.txt leads to.
    const feeds = new Set<string>();
    for (const locale of locales) {
      const home = await text(homePath(locale));
      for (const [link] of home.matchAll(/<link[^>]+type="application\/(?:rss|atom)\+xml"[^>]*>/g)) {
        feeds.add(/href="([^"]+)"/.exec(link)![1]!);
      }
    }
    expect(feeds.size).toBeGreaterThanOrEqual(locales.length);
    const sitemapIndex = /^Sitemap:\s*(\S+)/m.exec(await text('/robots.txt'))![1]!;
    const index = await text(new URL(sitemapIndex).pathname);
    const sitemaps = siteUrlsIn(index);
    const documents = [...feeds, ...sitemaps.map((url) => new URL(url).pathname)];
    const urls = new Set<string>();
    for (const document of documents) for (const url of siteUrlsIn(await text(document))) urls.add(url);
    // Each locale's news list and at least one story per feed, every page of the sitemap.
    expect(urls.size).toBeGreaterThan(50);
    expect(await notOk([...urls])).toEqual([]);
  });
});

describe('the built files', () => {
  // The build the server serves (scripts/lib/build-steps.mjs switches it into .builds/current).
  const served = path.join(__dirname, '..', '.builds', 'current', 'public');
  const publicDir = fs.existsSync(served) ? served : path.join(__dirname, '..', 'public');
  // Source maps aside: they carry the sources, src/config/site.ts and its placeholder included.
  const textFile = /\.(html|js|mjs|json|xml|txt|css|webmanifest|svg)$/;

  it('never name the placeholder origin when SITE_URL is set', () => {
    const files = fs
      .readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && textFile.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(100);
    const naming = files.filter((file) => fs.readFileSync(file, 'utf8').includes('example-ultrafast.cn'));
    expect(naming.map((file) => path.relative(publicDir, file))).toEqual([]);
  });
});
