import type { Browser, Page } from 'playwright-core';
import { hydrated, launch, newPage } from './browser';

// The product finder in the built site: orthogonal facets, counts, the empty
// list that says why, reset, the phone's filter button, the state in the address.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const models = (page: Page) =>
  page.locator('main article').evaluateAll((cards) => cards.map((card) => card.querySelector('p span')?.textContent));

async function open(path: string, options = {}) {
  const { page, context } = await newPage(browser, options);
  await page.goto(path);
  await hydrated(page);
  return { page, context };
}

/** Waits for the list to show `count` products (the polite status line says so). */
const showing = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

describe('product finder', () => {
  it('femtosecond + picosecond shows both regimes, chosen by clicks, kept in the address, undone by Back', async () => {
    const { page, context } = await open('/en/products/');
    await showing(page, 'Products shown: 12');
    const regime = page.getByRole('group', { name: 'Pulse regime' });
    await regime.getByRole('link', { name: /^Femtosecond \d+$/ }).click();
    await page.waitForURL(/\?regime=femtosecond$/);
    await showing(page, 'Products shown: 6');
    await regime.getByRole('link', { name: /^Picosecond \d+$/ }).click();
    await page.waitForURL(/\?regime=femtosecond,picosecond$/);
    await showing(page, 'Products shown: 11');
    const shown = await models(page);
    expect(shown).toEqual(expect.arrayContaining(['YC-FS20-IR', 'YC-PS30-UV', 'YC-SEED-FS', 'YC-AMP-PS']));
    expect(shown).not.toContain('YC-NS30-UV');
    await page.goBack();
    await page.waitForURL(/\?regime=femtosecond$/);
    await showing(page, 'Products shown: 6');
    await page.goForward();
    await page.waitForURL(/\?regime=femtosecond,picosecond$/);
    await showing(page, 'Products shown: 11');
    await context.close();
  });

  it('still opens the addresses of the previous filters (series and regime together meant either)', async () => {
    const { page, context } = await open('/products/?series=femtosecond&regime=picosecond');
    await showing(page, '共 11 款产品');
    const { page: components } = await open('/products/?series=component');
    await showing(components, '共 2 款产品');
    expect(await models(components)).toEqual(['YC-SEED-FS', 'YC-AMP-PS']);
    await context.close();
    await components.context().close();
  });

  it('counts each option and shows one that would empty the list disabled with its 0', async () => {
    const { page, context } = await open('/en/products/?regime=nanosecond');
    await showing(page, 'Products shown: 1');
    const band = page.getByRole('group', { name: 'Wavelength' });
    await expect(band.getByRole('link', { name: 'Ultraviolet 1' }).count()).resolves.toBe(1);
    const green = band.locator('[aria-disabled="true"]', { hasText: 'Green' });
    await expect(green.textContent()).resolves.toMatch(/Green\s*0/);
    await expect(band.getByRole('link', { name: /Green/ }).count()).resolves.toBe(0);
    await context.close();
  });

  it('an empty list (from an address) says why, offers the facet to drop, and clears everything', async () => {
    const { page, context } = await open('/en/products/?regime=femtosecond&band=green&power=gt60');
    await showing(page, 'Products shown: 0');
    await page.getByText('No product combines Femtosecond, Green, and > 60 W.').waitFor();
    await page.getByRole('link', { name: 'Remove the Wavelength filter to see 1 product' }).click();
    await page.waitForURL(/\?regime=femtosecond&power=gt60$/);
    await showing(page, 'Products shown: 1');
    expect(await models(page)).toEqual(['YC-FS100-IR']);
    await page.goto('/products/?regime=femtosecond&band=green&power=gt60');
    await hydrated(page);
    await page.getByText('没有产品同时满足飞秒、绿光和> 60 W。').waitFor();
    await page.getByRole('link', { name: '清除全部筛选条件' }).click();
    await showing(page, '共 12 款产品');
    await context.close();
  });

  it('resets every filter', async () => {
    const { page, context } = await open('/products/?band=ultraviolet&power=10-30');
    await showing(page, '共 3 款产品');
    await page.getByRole('link', { name: '重置筛选' }).click();
    await page.waitForURL((url) => url.search === '');
    await showing(page, '共 12 款产品');
    await context.close();
  });

  it('on a phone the filters wait behind a "Filter (n)" button and the first product is in the first screen', async () => {
    const { page, context } = await open('/en/products/?band=infrared', { viewport: { width: 390, height: 844 } });
    const toggle = page.getByRole('button', { name: 'Filter (1)' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(toggle.getAttribute('aria-controls')).resolves.toBe('product-filters');
    await expect(page.locator('#product-filters').isVisible()).resolves.toBe(false);
    const first = await page.locator('main article').first().boundingBox();
    expect(first!.y).toBeLessThan(844);
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.locator('#product-filters').waitFor({ state: 'visible' });
    // Big enough to touch.
    const chip = await page.getByRole('group', { name: 'Wavelength' }).getByRole('link').first().boundingBox();
    expect(chip!.height).toBeGreaterThanOrEqual(44);
    const { page: desktop } = await open('/en/products/', { viewport: { width: 1440, height: 900 } });
    await expect(desktop.getByRole('button', { name: 'Filter' }).isVisible()).resolves.toBe(false);
    await expect(desktop.locator('#product-filters').isVisible()).resolves.toBe(true);
    await context.close();
    await desktop.context().close();
  });
});
