import type { Browser } from 'playwright-core';
import { baseUrl, hydrated, launch, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const yearSeconds = 365 * 24 * 60 * 60;

describe('switching language', () => {
  it('keeps route, params and hash, sets the cookie with the spec attributes, and switches back', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/news/detail/2026-09-iso-audit/#top');
    await hydrated(page);
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL(`${baseUrl}/en/news/detail/2026-09-iso-audit/#top`);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Annual ISO 9001 surveillance audit passed without findings',
    );

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
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect((await context.cookies()).find((entry) => entry.name === 'i18n_redirected')?.value).toBe('en');
    await context.close();
  });

  it('leaves an English browser on /products/', async () => {
    const { page, context } = await newPage(browser, { locale: 'en-US' });
    await page.goto('/products/');
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${baseUrl}/products/`);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-cn');
    await context.close();
  });

  it('lets the cookie win over the browser language', async () => {
    const { page, context } = await newPage(browser, { locale: 'en-US' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'zh', url: baseUrl }]);
    await page.goto('/');
    await hydrated(page);
    await page.waitForTimeout(300);
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
