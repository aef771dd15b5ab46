import type { Browser, Page } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { holdRequests, hydrated, launch, newPage } from './browser';
import { specKeys } from '../src/model/options';

/** The English parameter names, as the site labels the rows. */
const english = JSON.parse(fs.readFileSync(path.join(__dirname, '../locales/en/catalog.json'), 'utf8')) as Record<
  string,
  string
>;

// Product comparison in the built site: picks from the list or a product page,
// /products/compare/?models=a,b in both languages, aligned rows, differences, successor links.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

interface Table {
  caption: string;
  columns: string[];
  rows: { name: string; cells: string[]; differs: string | null; background: string }[];
}

async function table(page: Page): Promise<Table> {
  await page.locator('main table').waitFor();
  return page.locator('main table').evaluate((element) => ({
    caption: element.querySelector('caption')?.textContent ?? '',
    columns: [...element.querySelectorAll('thead th[scope="col"]')].map(
      (th) => th.querySelector('a')?.textContent ?? th.textContent ?? '',
    ),
    rows: [...element.querySelectorAll('tbody tr')].map((tr) => ({
      name: tr.querySelector('th[scope="row"]')?.firstChild?.textContent ?? '',
      cells: [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
      differs: tr.getAttribute('data-differs'),
      background: getComputedStyle(tr.querySelector('td')!).backgroundColor,
    })),
  }));
}

describe('product comparison', () => {
  it('compares two models picked in the list, rows aligned and differences highlighted (English)', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/en/products/');
    await hydrated(page);
    await page.getByRole('checkbox', { name: 'Compare YC-FS20-IR' }).check();
    await page.getByRole('checkbox', { name: 'Compare YC-PS15-UV' }).check();
    const tray = page.getByRole('complementary', { name: 'Comparison' });
    await tray.getByText('Compare (2)').waitFor();
    await tray.getByRole('link', { name: 'Compare now' }).click();
    await page.waitForURL(/\/en\/products\/compare\/\?models=yc-fs20-ir,yc-ps15-uv$/);
    const compared = await table(page);
    expect(compared.caption).toBe('Specifications compared: YC-FS20-IR · YC-PS15-UV');
    expect(compared.columns).toEqual(['Parameter', 'YC-FS20-IR', 'YC-PS15-UV']);
    expect(compared.rows.every((row) => row.cells.length === 2)).toBe(true);
    // Every parameter of an industrial laser, in the canonical order of the model (src/model/), then
    // delivery: the lead time of the model on sale; the discontinued one is not delivered.
    expect(compared.rows.map((row) => row.name)).toEqual([
      ...specKeys.options.map((key) => english[`spec.${key}`]),
      english['products.compare.delivery'],
    ]);
    expect(compared.rows.at(-1)!.cells).toEqual(['Lead time: about 6 weeks', '—not specified']);
    const wavelength = compared.rows.find((row) => row.name === 'Wavelength')!;
    expect(wavelength.cells).toEqual(['1030\u00a0nm', '355\u00a0nm']);
    expect(wavelength.differs).toBe('true');
    const cooling = compared.rows.find((row) => row.name === 'Cooling')!;
    expect(cooling.differs).toBe('false');
    expect(wavelength.background).not.toBe(cooling.background);
    // The discontinued model names its successor in its column.
    await page
      .getByRole('columnheader')
      .getByRole('link', { name: /YC-PS30-UV/ })
      .waitFor();
    await page.getByRole('checkbox', { name: 'Show differences only' }).check();
    await page.getByRole('rowheader', { name: /^Cooling/ }).waitFor({ state: 'hidden' });
    await context.close();
  });

  it('shows the same comparison in Chinese from its address', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/products/compare/?models=yc-fs20-ir,yc-ps15-uv');
    await hydrated(page);
    const compared = await table(page);
    expect(compared.caption).toBe('技术参数对比：YC-FS20-IR · YC-PS15-UV');
    expect(compared.columns).toEqual(['参数', 'YC-FS20-IR', 'YC-PS15-UV']);
    const wavelength = compared.rows.find((row) => row.name === '中心波长')!;
    expect(wavelength.cells).toEqual(['1030\u00a0nm', '355\u00a0nm']);
    expect(wavelength.differs).toBe('true');
    expect(compared.rows.find((row) => row.name === '冷却方式')!.cells).toEqual(['水冷', '水冷']);
    await context.close();
  });

  it('adds models from their product pages; the pick survives navigation', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/products/detail/yc-fs20-ir/');
    await hydrated(page);
    const add = page.getByRole('button', { name: '加入对比' });
    await add.click();
    await page.getByRole('button', { name: '已加入对比' }).waitFor();
    await expect(page.getByRole('button', { name: '已加入对比' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.goto('/products/detail/yc-ps30-uv/');
    await hydrated(page);
    await page.getByRole('complementary', { name: '对比栏' }).getByText('对比（1）').waitFor();
    await page.getByRole('button', { name: '加入对比' }).click();
    await page.getByRole('link', { name: '开始对比' }).click();
    await page.waitForURL(/\/products\/compare\/\?models=yc-fs20-ir,yc-ps30-uv$/);
    expect((await table(page)).columns).toEqual(['参数', 'YC-FS20-IR', 'YC-PS30-UV']);
    await context.close();
  });

  it('refuses a fifth model with a message', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/en/products/');
    await hydrated(page);
    for (const model of ['YC-FS5-UV', 'YC-FS10-GR', 'YC-FS20-IR', 'YC-FS50-IR', 'YC-FS100-IR'])
      await page.getByRole('checkbox', { name: `Compare ${model}` }).click();
    await page.getByText('You can compare up to 4 models. Remove one first.').waitFor();
    await expect(page.getByRole('checkbox', { name: 'Compare YC-FS100-IR' }).isChecked()).resolves.toBe(false);
    await page.getByText('Compare (4)').waitFor();
    await context.close();
  });

  it('without models says so and links back to the list', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/en/products/compare/?models=nope');
    await hydrated(page);
    await page.getByText('These models were not found: nope').waitFor();
    await page.getByText('No models chosen yet. Tick 2–4 models in the product list.').waitFor();
    await page.getByRole('link', { name: 'Back to products to choose models' }).click();
    await page.waitForURL(/\/en\/products\/$/);
    await context.close();
  });

  // The static HTML cannot know the address's models, so the table or the empty state appears at
  // hydration. The page's scripts are held until the static page has painted, as on a slow phone.
  it.each([
    ['/products/compare/', 'main [role="status"]'],
    ['/en/products/compare/?models=yc-fs20-ir,yc-ps15-uv', 'main table'],
  ])('%s on a phone: nothing visible moves when the comparison appears', async (route, appears) => {
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const release = await holdRequests(page, '**/*.js');
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    // Two frames: the static page has been painted (the footer included, where it first stands).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    release();
    await hydrated(page);
    await page.locator(appears).first().waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
    await context.close();
  });

  it('prints the table alone, on A4 landscape', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/en/products/compare/?models=yc-fs20-ir,yc-ps15-uv,yc-ps30-uv,yc-ns30-uv');
    await hydrated(page);
    await table(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first().isVisible()).resolves.toBe(false);
    await expect(page.locator('footer').first().isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
    // A4 landscape is 297 mm wide, 277 mm inside the margins: about 1047 CSS px.
    const width = await page.locator('main table').evaluate((element) => element.getBoundingClientRect().width);
    await page.setViewportSize({ width: 1047, height: 740 });
    const printed = await page.locator('main table').evaluate((element) => element.scrollWidth);
    expect(printed).toBeLessThanOrEqual(1047);
    expect(width).toBeGreaterThan(0);
    await context.close();
  });
});
