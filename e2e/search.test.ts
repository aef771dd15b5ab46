import type { Browser, Page } from 'playwright-core';
import { baseUrl, hydrated, launch, newPage } from './browser';

// Site search in the built site: Pagefind's index of public/pagefind/, per locale.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

interface Hit {
  href: string;
  type: string;
  title: string;
  excerpt: string;
  marks: string[];
}

/** Waits until the list shows the results of `query` (the status names the finished search). */
async function results(page: Page, query: string): Promise<Hit[]> {
  await page.waitForFunction(
    (wanted) => {
      const status = document.querySelector<HTMLElement>('#search-status');
      return status?.dataset.state === 'done' && status.dataset.query === wanted;
    },
    query,
    { timeout: 15_000 },
  );
  return page.locator('a[data-hit]').evaluateAll((links) =>
    links.map((link) => {
      const [type = '', title = '', excerpt = ''] = [...link.children].map((child) => child.textContent ?? '');
      return {
        href: link.getAttribute('href') ?? '',
        type,
        title,
        excerpt,
        marks: [...link.querySelectorAll('mark')].map((mark) => mark.textContent ?? ''),
      };
    }),
  );
}

async function search(page: Page, prefix: string, query: string, type?: string) {
  const params = new URLSearchParams({ q: query, ...(type ? { type } : {}) });
  await page.goto(`${prefix}/search/?${params.toString()}`);
  await hydrated(page);
  return results(page, query);
}

const locales = [
  {
    prefix: '',
    lang: 'zh-CN',
    product: '产品',
    solution: '解决方案',
    faq: '常见问题',
    note: '应用笔记',
    thinGlass: '超薄柔性玻璃',
    femtosecond: '飞秒',
    glass: '玻璃切割',
    question: '激光器对冷却水和冷水机有什么要求？',
    none: '产品中心',
    contact: '联系我们',
  },
  {
    prefix: '/en',
    lang: 'en-US',
    product: 'Product',
    solution: 'Solution',
    faq: 'FAQ',
    note: 'Application notes',
    thinGlass: 'ultra-thin glass',
    femtosecond: 'femtosecond',
    glass: 'glass cutting',
    question: 'What do you require of the cooling water and chiller?',
    none: 'our products',
    contact: 'contact us',
  },
];

describe.each(locales)('search in $lang', (locale) => {
  const { prefix } = locale;
  let page: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await newPage(browser, { locale: locale.lang });
    page = opened.page;
    close = () => opened.context.close();
  });
  afterAll(() => close());

  it.each(['FS20', 'fs20', 'YC FS20'])('finds YC-FS20-IR by part of its model: %s', async (query) => {
    const [first] = await search(page, prefix, query);
    expect(first).toMatchObject({ href: `${prefix}/products/detail/yc-fs20-ir/`, type: locale.product });
    expect(first!.title).toContain('YC-FS20-IR');
    // The page's own words, not the hidden line of model spellings that made it findable.
    expect(first!.excerpt).not.toMatch(/YCFS20|FS20IR/);
  });

  it('finds femtosecond products by the term, products first', async () => {
    const hits = await search(page, prefix, locale.femtosecond);
    expect(hits.slice(0, 3).map((hit) => hit.type)).toEqual([locale.product, locale.product, locale.product]);
    for (const hit of hits.slice(0, 3)) expect(hit.title.toLowerCase()).toContain(locale.femtosecond);
    expect(hits[0]!.marks.length).toBeGreaterThan(0);
  });

  it('finds the glass-cutting solution', async () => {
    const hits = await search(page, prefix, locale.glass);
    expect(hits.slice(0, 3).map((hit) => hit.href)).toContain(`${prefix}/solutions/detail/display-glass/`);
  });

  it('finds an application note by its material', async () => {
    const [first] = await search(page, prefix, locale.thinGlass);
    expect(first).toMatchObject({ href: `${prefix}/notes/detail/utg-cutting-fs20/`, type: locale.note });
  });

  it('finds by specification: 1030 nm and 515', async () => {
    const [first] = await search(page, prefix, '1030 nm');
    expect(first!.type).toBe(locale.product);
    expect(first!.marks).toContain('1030');
    const [green] = await search(page, prefix, '515');
    expect(green!.href).toBe(`${prefix}/products/detail/yc-fs10-gr/`);
  });

  it.each(['周航', 'Zhou Hang'])('finds an expert by name in either script: %s', async (query) => {
    const [first] = await search(page, prefix, query);
    expect(first!.href).toBe(`${prefix}/experts/zhou-hang/`);
  });

  it('finds an FAQ by its question and opens it, answer shown, on its tab', async () => {
    const hits = await search(page, prefix, locale.question);
    const hit = hits.find((candidate) => candidate.title === locale.question);
    expect(hit).toMatchObject({ type: locale.faq });
    expect(hit!.href.startsWith(`${prefix}/supports/#faq-`)).toBe(true);
    expect(hits.indexOf(hit!)).toBeLessThan(3);
    await page.locator(`a[data-hit][href="${hit!.href}"]`).first().click();
    await page.waitForURL(`${baseUrl}${hit!.href}`);
    // The question's own disclosure, open: its answer is on screen.
    const question = page.locator(`details${new URL(hit!.href, baseUrl).hash}[open]`);
    await question.locator('summary').getByText(locale.question, { exact: true }).waitFor({ state: 'visible' });
  });

  it('filters by type, kept in the URL', async () => {
    const hits = await search(page, prefix, locale.glass, 'solution');
    expect(hits.length).toBeGreaterThan(0);
    expect(new Set(hits.map((hit) => hit.type))).toEqual(new Set([locale.solution]));
    await page.getByRole('button', { name: locale.product, exact: true }).click();
    const products = await results(page, locale.glass);
    expect(products.length).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('type')).toBe('product');
    expect(new Set(products.map((hit) => hit.type))).toEqual(new Set([locale.product]));
  });

  it('types a query, moves through the results with the arrows and opens one with Enter', async () => {
    await page.goto(`${prefix}/search/`);
    await hydrated(page);
    await expect(page.locator('a[data-hit]').count()).resolves.toBe(0);
    await page.keyboard.press('/');
    await page.keyboard.type(locale.femtosecond);
    const hits = await results(page, locale.femtosecond);
    expect(hits.length).toBeGreaterThan(2);
    expect(new URL(page.url()).searchParams.get('q')).toBe(locale.femtosecond);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe(hits[0]!.href);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}${hits[0]!.href}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('suggests the product list and the contact form when nothing matches', async () => {
    const hits = await search(page, prefix, 'zzqxjvw');
    expect(hits).toEqual([]);
    await expect(page.locator('main').getByRole('link', { name: locale.none }).getAttribute('href')).resolves.toBe(
      `${prefix}/products/`,
    );
    await expect(
      page.locator('main').getByRole('link', { name: locale.contact, exact: true }).getAttribute('href'),
    ).resolves.toBe(`${prefix}/about/#contact`);
  });

  it('shows special characters as text and caps very long queries', async () => {
    const query = '<img src=x onerror="window.__injected=1">&amp;"\'';
    await search(page, prefix, query);
    await expect(page.locator('main img[src="x"]').count()).resolves.toBe(0);
    await expect(page.evaluate(() => 'injected' in window || '__injected' in window)).resolves.toBe(false);
    await expect(page.locator('#search-status').textContent()).resolves.toContain(query);
    const long = 'laser '.repeat(100);
    await page.goto(`${prefix}/search/?q=${encodeURIComponent(long)}`);
    await hydrated(page);
    const value = await page.locator('#search-query').inputValue();
    expect(value.length).toBeLessThanOrEqual(100);
    expect(long.startsWith(value)).toBe(true);
    await results(page, value);
  });
});

describe('header search', () => {
  it('loads no search code until search is opened; `/` focuses the box, Enter shows the results', async () => {
    const { page, context } = await newPage(browser, { locale: 'en-US' });
    const searchFiles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) searchFiles.push(request.url());
    });
    await page.goto('/en/products/');
    await hydrated(page);
    await page.keyboard.press('/');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('header-search');
    await page.keyboard.type('YC FS20');
    expect(searchFiles).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/en/search/?q=YC+FS20`);
    const [first] = await results(page, 'YC FS20');
    expect(first!.href).toBe('/en/products/detail/yc-fs20-ir/');
    expect(searchFiles.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
    await context.close();
  });

  it('works without JavaScript: the form opens the results page', async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto('/');
    await page.locator('#header-search').fill('飞秒');
    await page.locator('#header-search').press('Enter');
    await page.waitForURL(`${baseUrl}/search/?q=${encodeURIComponent('飞秒')}`);
    await expect(page.locator('#search-query').count()).resolves.toBe(1);
    await context.close();
  });
});
