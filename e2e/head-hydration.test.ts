// The same head before and after JavaScript: search engines run the scripts, so the
// head React renders at hydration (Gatsby's Head API) must say what the served HTML says: the same
// canonical link, hreflang alternates, og:url, share image and JSON-LD, on the build's SITE_URL.
// The served head is read with JavaScript off; the hydrated one once Gatsby has rendered the page's
// Head in the browser (it sets <html lang> then: the init script below waits for that write).
import type { Browser, Page } from 'playwright-core';
import { baseUrl, hydrated, launch, newPage, settled } from './browser';
import { pageTypesInBothLocales } from './first-load-js';

const siteUrl = process.env.E2E_SITE_URL ?? '';
const placeholder = 'example-ultrafast.cn';

/** Unknown paths, served the not-found page of their locale with status 404. */
const notFound: [string, string][] = [
  ['not found', '/no-such-page/'],
  ['not found', '/en/no-such-page/'],
];
const pages = [...pageTypesInBothLocales, ...notFound];
// The page itself, Gatsby's HEAD check of it and its page-data.json answer 404.
const expectNotFound = { errorResponses: [/\/no-such-page/] };

/** The page's head as sorted lines: html attributes, title, meta, links, and JSON-LD (parsed). */
function readHead() {
  const lines: string[] = [];
  const html = document.documentElement;
  lines.push(`html lang=${html.getAttribute('lang')} dir=${html.getAttribute('dir')}`);
  lines.push(`title ${document.title}`);
  for (const meta of document.head.querySelectorAll('meta[name], meta[property]')) {
    lines.push(`meta ${meta.getAttribute('name') ?? meta.getAttribute('property')}=${meta.getAttribute('content')}`);
  }
  for (const link of document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"], link[rel="icon"]')) {
    const attributes = ['rel', 'hreflang', 'type', 'title', 'href'].map((name) => `${name}=${link.getAttribute(name)}`);
    lines.push(`link ${attributes.join(' ')}`);
  }
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) {
    lines.push(`json-ld ${JSON.stringify(JSON.parse(script.textContent ?? 'null'))}`);
  }
  return lines.sort();
}

/**
 * Before any script: notes when Gatsby has rendered the page's Head in the browser (it sets the
 * attributes of <html> then, whether or not they change). The parser's own attributes make no record.
 */
function watchHeadRender() {
  const page = window as unknown as { __headRendered?: boolean };
  new MutationObserver((records) => {
    if (records.some((record) => record.target === document.documentElement)) page.__headRendered = true;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['lang'] });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const localeOf = (route: string) => (route.startsWith('/en') ? 'en-US' : 'zh-CN');
const problemsOf = (type: string) => (type === 'not found' ? expectNotFound : undefined);

async function servedHead(route: string, type: string) {
  const { page, context } = await newPage(
    browser,
    { locale: localeOf(route), javaScriptEnabled: false },
    problemsOf(type),
  );
  await page.goto(`${baseUrl}${route}`);
  const head = await page.evaluate(readHead);
  await context.close();
  return head;
}

async function hydratedPage(route: string, type: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await newPage(browser, { locale: localeOf(route) }, problemsOf(type));
  await page.addInitScript(watchHeadRender);
  await page.goto(`${baseUrl}${route}`);
  await hydrated(page);
  await page.waitForFunction(() => (window as unknown as { __headRendered?: boolean }).__headRendered === true);
  await settled(page);
  return { page, close: () => context.close() };
}

describe('the head after hydration is the served head', () => {
  it('is built for a real origin', () => {
    expect(siteUrl).toMatch(/^https?:\/\/[^/]+$/);
    expect(siteUrl).not.toContain(placeholder);
  });

  it.each(pages)('%s %s', async (type, route) => {
    const served = await servedHead(route, type);
    const { page, close } = await hydratedPage(route, type);
    const after = await page.evaluate(readHead);
    const html = await page.content();
    await close();
    expect(after).toEqual(served);
    expect(served.join('\n')).not.toContain(placeholder);
    expect(html).not.toContain(placeholder);
    // Every page can be shared with a picture (served by the build) and its description.
    const meta = (name: string) =>
      served.find((line) => line.startsWith(`meta ${name}=`))?.slice(`meta ${name}=`.length);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('og:image')).toMatch(new RegExp(`^${siteUrl}/`));
    expect(meta('og:image:alt')?.trim()).toBeTruthy();
    const image = new URL(meta('og:image')!);
    const response = await fetch(`${baseUrl}${image.pathname}`);
    await response.arrayBuffer();
    expect([response.status, response.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^image\//)]);
    if (type === 'not found') return;
    expect(served).toContain(`link rel=canonical hreflang=null type=null title=null href=${siteUrl}${route}`);
    expect(meta('og:url')).toBe(`${siteUrl}${route}`);
  });
});

describe('the not-found page', () => {
  it.each(notFound)(
    '%s %s names no canonical or alternates, and its language link leads to a page',
    async (_, route) => {
      const served = await servedHead(route, 'not found');
      expect(served).toContain('meta robots=noindex');
      expect(served.filter((line) => /^link rel=(canonical|alternate) hreflang=(?!null)/.test(line))).toEqual([]);
      expect(served.some((line) => line.startsWith('link rel=canonical'))).toBe(false);
      expect(served.some((line) => line.startsWith('meta og:url='))).toBe(false);
      const { page, close } = await hydratedPage(route, 'not found');
      const otherHome = route.startsWith('/en/') ? '/' : '/en/';
      const link = page.locator('header a[data-locale]');
      await expect(link.getAttribute('href')).resolves.toBe(otherHome);
      const response = await fetch(`${baseUrl}${otherHome}`);
      expect(response.status).toBe(200);
      // With JavaScript, the switch goes there too.
      await Promise.all([page.waitForURL(`${baseUrl}${otherHome}`), link.click()]);
      await close();
    },
  );
});
