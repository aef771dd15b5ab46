// The site's Content-Security-Policy (src/server/http/site-csp.ts) allows the build's inline
// scripts by hash, not 'unsafe-inline': every page must still run, with no violation reported,
// and a script injected into a page must not.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, hydrated, launch, newPage, settled } from './browser';
import { slugsOf } from './content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Collects the page's `securitypolicyviolation` events from before its first script runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI || 'inline'} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

const product = slugsOf('products')[0]!;
const pages = [
  '/',
  '/en/',
  '/products/',
  `/en/products/detail/${product}/`,
  `/products/compare/?models=${product}`,
  '/about/',
  '/en/news/',
  '/search/?q=激光',
  '/en/no-such-page/',
];

describe("the site's Content-Security-Policy", () => {
  it.each(pages)('lets %s run with no violation reported', async (path) => {
    const { page, context, errors } = await newPage(
      browser,
      { locale: path.startsWith('/en') ? 'en-US' : 'zh-CN' },
      { errorResponses: [/\/en\/no-such-page\/$/] },
    );
    const violations = await recordViolations(page);
    const response = await page.goto(path);
    const scripts = /script-src ([^;]*)/.exec(response!.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    expect(scripts).toMatch(/'sha256-/);
    expect(scripts).not.toContain("'unsafe-inline'");
    await hydrated(page);
    await settled(page);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('blocks an inline script injected into a page, and reports it', async () => {
    const { page, context } = await newPage(browser, {}, { consoleErrors: [/Content Security Policy/] });
    const violations = await recordViolations(page);
    await page.goto('/products/');
    await hydrated(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    await page.waitForFunction(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.length > 0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect((await violations())[0]).toMatch(/^script-src-elem inline/);
    await context.close();
  });
});

describe('the language switch on a not-found path', () => {
  it.each(['/en//evil.example/..%2f..%2fen/products/', '/en//evil.example/'])(
    'keeps the visitor on this site from %s',
    async (path) => {
      // With `..%2f` in the path Gatsby's loader also asks for /en/products/page-data.json and
      // the not-found page's text differs at hydration (React #418): known, and not what this checks.
      const { page, context } = await newPage(
        browser,
        { locale: 'en-US' },
        {
          errorResponses: [/evil\.example/, /\/en\/products\/page-data\.json$/],
          pageErrors: [/Minified React error #418/],
        },
      );
      await page.goto(`${baseUrl}${path}`);
      await hydrated(page);
      const link = page.getByRole('link', { name: '中文', exact: true });
      const href = await link.getAttribute('href');
      expect(new URL(href!, page.url()).origin).toBe(baseUrl);
      await link.click();
      await page.waitForFunction(() => document.documentElement.lang === 'zh-cn');
      expect(new URL(page.url()).origin).toBe(baseUrl);
      await context.close();
    },
  );
});
