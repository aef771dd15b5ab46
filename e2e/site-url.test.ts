// The build's SITE_URL in every absolute link it writes: canonical, hreflang alternates, sitemap,
// robots.txt and the feeds (src/config/site.ts). `npm test` builds for the origin of the site
// server it starts (scripts/lib/setup.mjs), so these links also point at the site being served.
import { baseUrl } from './browser';

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
