import type { Browser } from 'playwright-core';
import { type RouteBase, localePath } from '../src/routes';
import { locales, localeInfo } from '../src/i18n/locales';
import { baseUrl, hydrated, launch, newPage } from './browser';
import { slugsOf } from './content';

const listRoutes: RouteBase[] = [
  'index',
  'about',
  'experts',
  'news',
  'products',
  'products-compare',
  'solutions',
  'supports',
  'supports-service',
  'privacy',
];
const detailRoutes: [RouteBase, string][] = [
  ['news-detail-id', 'news'],
  ['products-detail-id', 'products'],
  ['solutions-detail-id', 'solutions'],
  ['experts-id', 'experts'],
];

const paths = locales.flatMap((locale) => [
  ...listRoutes.map((base) => [locale, localePath(base, locale, {})] as const),
  ...detailRoutes.flatMap(([base, collection]) =>
    slugsOf(collection).map((id) => [locale, localePath(base, locale, { id })] as const),
  ),
]);

async function fetchPage(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

describe('every route in both locales', () => {
  it.each(paths)('%s %s answers 200 with its language, title, canonical and alternates', async (locale, path) => {
    const { status, html } = await fetchPage(path);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${localeInfo[locale].iso}"`));
    expect(html).toMatch(/<title[^>]*>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="`);
    for (const hreflang of ['zh-cn', 'en', 'x-default']) expect(html).toContain(`hrefLang="${hreflang}"`);
    expect(html).toContain('<meta name="theme-color" content="#0f3f95"');
  });

  it.each([
    ['/news/detail/', '/news/'],
    ['/en/products/detail/', '/en/products/'],
    ['/solutions/detail/', '/solutions/'],
  ])('%s without an id goes to its list %s', async (path, list) => {
    const { status, headers } = await fetchPage(path);
    expect(status).toBe(302);
    expect(headers.get('location')).toBe(list);
  });

  it.each(['/experts/no-such-expert/', '/en/news/detail/no-such-item/', '/en/no/such/page/'])(
    '%s is a 404',
    async (path) => {
      expect((await fetchPage(path)).status).toBe(404);
    },
  );
});

describe('the not-found page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it.each([
    ['/en/does-not-exist/', 'en', 'This page could not be found', 'Go back to home', '/en/'],
    ['/does-not-exist/', 'zh-cn', '抱歉，您访问的页面不存在或已被移除', '返回首页', '/'],
  ])('%s shows the %s page with a link home', async (path, lang, message, linkText, home) => {
    // The page itself answers 404, and so does Gatsby's request for its page data.
    const { page, context, errors } = await newPage(browser, {}, { errorResponses: [/\/does-not-exist/] });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    await page.getByRole('heading', { level: 1, name: message }).waitFor();
    const link = page.getByRole('link', { name: linkText });
    expect(await link.getAttribute('href')).toBe(home);
    await link.click();
    await page.waitForURL(`${baseUrl}${home}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the root redirect', () => {
  const redirectBase = process.env.E2E_REDIRECT_BASE_URL;
  const status = Number(process.env.E2E_REDIRECT_STATUS ?? 301);

  it('answers / with the configured status and target, and nothing else', async () => {
    expect(redirectBase).toBeTruthy();
    const response = await fetch(`${redirectBase}/`, { redirect: 'manual' });
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(process.env.E2E_REDIRECT_TARGET ?? '/en/');
    expect((await fetch(`${redirectBase}/products/`, { redirect: 'manual' })).status).toBe(200);
  });

  it('is off by default', async () => {
    expect((await fetch(`${baseUrl}/`, { redirect: 'manual' })).status).toBe(200);
  });
});
