import type { Browser, Page } from 'playwright-core';
import { baseUrl, hydrated, launch, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const yearSeconds = 365 * 24 * 60 * 60;

/** The documents the page's main frame asks for: a redirect shows up as a second one. */
function documentsOf(page: Page) {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  return documents;
}

/**
 * Detection is an inline script in the head of `/` only, run before any bundle (gatsby-ssr.tsx):
 * once the page has loaded and hydrated, a redirect would have been asked for.
 */
async function stayed(page: Page) {
  await hydrated(page);
  await page.waitForFunction(() => document.readyState === 'complete');
}

describe('switching language', () => {
  it('keeps route, params and hash, sets the cookie with the spec attributes, and switches back', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/news/detail/2026-09-iso-audit/#top');
    await hydrated(page);
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL(`${baseUrl}/en/news/detail/2026-09-iso-audit/#top`);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page
      .getByRole('heading', { level: 1, name: 'ISO 9001 recertification audit passed without findings' })
      .waitFor();

    const cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', secure: false, httpOnly: false });
    expect(Math.abs(cookie!.expires - Date.now() / 1000 - yearSeconds)).toBeLessThan(120);

    await page.getByRole('link', { name: '中文', exact: true }).click();
    await page.waitForURL(`${baseUrl}/news/detail/2026-09-iso-audit/#top`);
    await page.waitForFunction(() => document.documentElement.lang === 'zh-cn');
    expect((await context.cookies()).find((entry) => entry.name === 'i18n_redirected')?.value).toBe('zh');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works without JavaScript through the real link', async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto('/products/');
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL(`${baseUrl}/en/products/`);
    await context.close();
  });
});

describe('browser-language detection', () => {
  it('sends an English browser from / to /en/ and remembers it', async () => {
    const { page, context } = await newPage(browser, { locale: 'en-US' });
    await page.goto('/');
    await page.waitForURL(`${baseUrl}/en/`);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect((await context.cookies()).find((entry) => entry.name === 'i18n_redirected')?.value).toBe('en');
    await context.close();
  });

  it('leaves an English browser on /products/', async () => {
    const { page, context } = await newPage(browser, { locale: 'en-US' });
    const documents = documentsOf(page);
    await page.goto('/products/');
    await stayed(page);
    expect(documents).toEqual([`${baseUrl}/products/`]);
    expect(page.url()).toBe(`${baseUrl}/products/`);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-cn');
    await context.close();
  });

  it('lets the cookie win over the browser language', async () => {
    const { page, context } = await newPage(browser, { locale: 'en-US' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'zh', url: baseUrl }]);
    const documents = documentsOf(page);
    await page.goto('/');
    await stayed(page);
    expect(documents).toEqual([`${baseUrl}/`]);
    expect(page.url()).toBe(`${baseUrl}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-cn');
    await context.close();
  });

  it('sends a Chinese browser with an English cookie to /en/', async () => {
    const { page, context } = await newPage(browser, { locale: 'zh-CN' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl }]);
    await page.goto('/');
    await page.waitForURL(`${baseUrl}/en/`);
    await context.close();
  });
});
