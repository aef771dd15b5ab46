import type { Browser } from 'playwright-core';
import { baseUrl, hydrated, launch, newPage, settled } from './browser';
import { slugsOf } from './content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('/admin', () => {
  it('answers with the CMS page, kept out of search engines', async () => {
    const response = await fetch(`${baseUrl}/admin/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toMatch(
      /<script src="\/admin\/cms-[0-9a-f]{20}\.js" data-preview-style="\/admin\/cms-[0-9a-f]{20}\.css">/,
    );
    expect(response.headers.get('content-security-policy')).toContain("'unsafe-eval'");
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin/');
  });

  it('is not localized: there is no /en/admin/', async () => {
    expect((await fetch(`${baseUrl}/en/admin/`)).status).toBe(404);
  });

  it('keeps the site pages strict (no unsafe-eval outside /admin)', async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.headers.get('content-security-policy')).not.toContain("'unsafe-eval'");
  });
});

describe('public pages load no CMS code', () => {
  const product = slugsOf('products')[0]!;
  it.each(['/', '/en/', `/products/detail/${product}/`, '/en/news/'])('%s', async (path) => {
    const { context, page } = await newPage(browser);
    const requests: string[] = [];
    const scripts: Promise<string>[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(path);
    await hydrated(page);
    // Idle-time prefetching too: wait until it has run and its requests have finished.
    await settled(page);
    const bodies = await Promise.all(scripts);
    await context.close();
    expect(requests.filter((url) => new URL(url).pathname.startsWith('/admin'))).toEqual([]);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => /decap|netlify-cms|CMS_MANUAL_INIT/i.test(body))).toEqual([]);
  });
});
