import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, hydrated, launch, newPage } from './browser';
import { newsByDate } from './content';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function open(path: string, locale = 'en-US') {
  const { page, context, errors } = await newPage(browser, { locale });
  await page.goto(path);
  await hydrated(page);
  return { page, context, errors };
}

const cardModels = (page: Page) => page.locator('main article p:first-child > span:first-child').allTextContents();

describe('products', () => {
  it('filters on the client by pulse regime and wavelength band, in the URL', async () => {
    const { page, context, errors } = await open('/en/products/');
    const all = await cardModels(page);
    expect(all.length).toBeGreaterThanOrEqual(10);
    await page
      .getByRole('group', { name: 'Pulse regime' })
      .getByRole('link', { name: /^Picosecond \d+$/ })
      .click();
    await page.waitForURL(`${baseUrl}/en/products/?regime=picosecond`);
    await page.waitForFunction((count) => document.querySelectorAll('main article').length < count, all.length);
    const picosecond = await cardModels(page);
    expect(picosecond.every((model) => model.startsWith('YC-PS') || model === 'YC-AMP-PS')).toBe(true);
    await page
      .getByRole('group', { name: 'Wavelength' })
      .getByRole('link', { name: /^Green \d+$/ })
      .click();
    await page.waitForURL(`${baseUrl}/en/products/?regime=picosecond&band=green`);
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 1);
    expect(await cardModels(page)).toEqual(['YC-PS50-GR']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('labels the state in Chinese on zh pages', async () => {
    const { page, context } = await open('/products/', 'zh-CN');
    const card = page.locator('main article').filter({ hasText: 'YC-PS15-UV' });
    await expect(card.getByText('停产', { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByText('在售', { exact: true }).count()).resolves.toBe(0);
    await context.close();
  });

  it('shows overview, scope of application, specifications, images and related solutions', async () => {
    const { page, context } = await open('/en/products/detail/yc-fs20-ir/');
    for (const heading of ['Overview', 'Scope of application', 'Specifications', 'Related solutions']) {
      await expect(page.getByRole('heading', { level: 2, name: heading }).count()).resolves.toBe(1);
    }
    await expect(page.getByRole('row', { name: /Wavelength 1030 nm/ }).count()).resolves.toBe(1);
    await expect(page.getByRole('row', { name: 'Cooling Water cooling' }).count()).resolves.toBe(1);
    // The image's box is reserved by its width and height (no layout shift); the first one is the
    // page's LCP picture: eager, fetched at high priority, a plain <picture> (no GatsbyImage wrapper).
    const main = page.locator('main picture > img[alt="20 W Infrared Femtosecond Laser"]');
    const box = (await main.boundingBox())!;
    expect(box.height / box.width).toBeCloseTo(0.75, 1);
    expect(await main.getAttribute('loading')).toBe('eager');
    expect(await main.getAttribute('fetchpriority')).toBe('high');
    await expect(page.locator('main [data-gatsby-image-wrapper]').count()).resolves.toBe(0);
    // The gallery lays out the pictures, not their <source> elements: the second one starts the next row.
    const second = (await page.locator('main picture > img[alt="20 W Infrared Femtosecond Laser (2)"]').boundingBox())!;
    expect(Math.round(second.x)).toBe(Math.round(box.x));
    expect(second.y).toBeGreaterThan(box.y + box.height);
    await context.close();
  });

  it('shows spec values in Chinese on the Chinese page', async () => {
    const { page, context } = await open('/products/detail/yc-fs20-ir/', 'zh-CN');
    await expect(page.getByRole('row', { name: '冷却方式 水冷' }).count()).resolves.toBe(1);
    await expect(page.getByRole('row', { name: '重复频率 1 MHz（单脉冲 – 2 MHz 可调）' }).count()).resolves.toBe(1);
    await expect(page.getByRole('table').textContent()).resolves.not.toMatch(/Water cooling|adjustable|single shot/);
    await context.close();
  });
});

describe('news', () => {
  it('pages through 10 at a time, changes the page size and filters by category', async () => {
    const { page, context } = await open('/en/news/');
    const items = page.locator('[data-testid=news-list] > li');
    expect(await items.count()).toBe(10);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('link', { name: 'Page 3' }).click();
    await page.waitForURL(`${baseUrl}/en/news/?page=3`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=news-list] > li').length === 6);
    await pager.getByRole('combobox').selectOption('20');
    await page.waitForURL(`${baseUrl}/en/news/?size=20`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=news-list] > li').length === 20);
    await page.getByRole('group', { name: 'Category' }).getByRole('link', { name: 'Industry news' }).click();
    await page.waitForURL(/category=industry/);
    // The list re-renders after the URL changes: wait for the filtered list, not the first read.
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('[data-testid=news-list] > li p span')].map(
        (span) => span.textContent,
      );
      return shown.length > 0 && shown.every((category) => category === 'Industry news');
    });
    const categories = await page.locator('[data-testid=news-list] > li p span').allTextContents();
    expect(new Set(categories)).toEqual(new Set(['Industry news']));
    await context.close();
  });

  it('links each story to the newer (previous) and older (next) one, and back to the list', async () => {
    const [newest, second] = newsByDate();
    const { page, context } = await open(`/en/news/detail/${newest}/`);
    await expect(page.getByText('This is the latest story').count()).resolves.toBe(1);
    await page.getByTestId('news-next').click();
    await page.waitForURL(`${baseUrl}/en/news/detail/${second}/`);
    await page.getByTestId('news-previous').waitFor();
    expect(await page.getByTestId('news-previous').getAttribute('href')).toBe(`/en/news/detail/${newest}/`);
    await page.getByRole('link', { name: '← Back to news' }).click();
    await page.waitForURL(`${baseUrl}/en/news/`);
    await context.close();
  });
});

describe('service support', () => {
  it('has four tabs, deep-linkable and keyboard-operable, with Unknown Size downloads', async () => {
    const { page, context } = await open('/en/supports/#downloads');
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual([
      'Technical Support',
      'Training Services',
      'Download Center',
      'Common Problem',
    ]);
    await expect(page.getByRole('tab', { name: 'Download Center' }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
    // Every download states its size; one without a size would say "Unknown Size" (the sample
    // content has none: the download-list unit test shows that case).
    expect(await page.getByRole('tabpanel').locator('a[href$=".pdf"]').count()).toBeGreaterThan(0);
    expect(await page.getByRole('tabpanel').getByText('Unknown Size').count()).toBe(0);
    await page.getByRole('tab', { name: 'Download Center' }).focus();
    await page.keyboard.press('ArrowRight');
    // The key press takes effect on the page's next render: wait for it, not read at once.
    await page.getByRole('tab', { name: 'Common Problem', selected: true }).waitFor();
    await page.waitForURL(`${baseUrl}/en/supports/#faq`);
    await page.keyboard.press('Home');
    await page.getByRole('tabpanel').getByText('8:30-17:30').first().waitFor();
    await context.close();
  });
});

describe('about', () => {
  it('opens the Contact Us tab from the header and lists job postings under Join Us', async () => {
    const { page, context } = await open('/en/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(`${baseUrl}/en/about/#contact`);
    await page.waitForFunction(
      () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Contact Us',
    );
    await page.getByRole('tab', { name: 'Join Us' }).click();
    await page.getByRole('tab', { name: 'Join Us', selected: true }).waitFor();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 }).count()).resolves.toBe(6);
    await context.close();
  });
});

describe('experts', () => {
  it('searches, filters and shows the empty states', async () => {
    const { page, context } = await open('/en/experts/');
    const search = page.getByRole('main').getByRole('searchbox');
    expect(await search.getAttribute('placeholder')).toBe('Search expert name, company or specialties...');
    const cards = page.getByRole('link', { name: 'View detail' });
    const total = await cards.count();
    // One card per expert entry in content/experts.
    expect(total).toBe(fs.readdirSync(path.join(__dirname, '..', 'content', 'experts')).length);
    await page.getByRole('button', { name: 'Active experts' }).click();
    await page.waitForFunction((all) => document.querySelectorAll('main a[href*="/experts/"]').length < all, total);
    await search.fill('no such person anywhere');
    await page.getByText('No experts match your search').waitFor();
    await page.getByRole('button', { name: /clear/i }).click();
    await search.fill('Zhou Hang');
    // The list filters as the visitor types: wait for it rather than read it at once.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('main a')].filter((a) => a.textContent?.startsWith('View detail')).length === 1,
    );
    await expect(cards.count()).resolves.toBe(1);
    await cards.first().click();
    await page.waitForURL(/\/en\/experts\/zhou-hang\//);
    await context.close();
  });

  it('shows the empty states of an expert without biography or products', async () => {
    const { page, context } = await open('/en/experts/deng-kai/');
    await page.getByText('No biography yet').waitFor();
    await context.close();
    const other = await open('/en/experts/xu-wenbo/');
    await other.page.getByText('No related products').waitFor();
    await other.context.close();
  });
});
