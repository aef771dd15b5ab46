import type { Browser, Page } from 'playwright-core';
import { hydrated, launch, newPage, settled } from './browser';

// The page's sections in the built site: React hydrates them in place (the server's nodes are
// kept, not rendered anew), so their links route on the client; a client-side navigation renders
// them in full; and a shared finder link paints its filtered list first
// (src/components/products/finder/prefilter*.ts), with no layout shift as the page hydrates.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const localeOf = (path: string) => (path.startsWith('/en') ? 'en-US' : 'zh-CN');

/** Before any script: marks every element of the page once parsed, so a test can tell server nodes from new ones. */
function markServerNodes() {
  document.addEventListener('DOMContentLoaded', () => {
    for (const element of document.querySelectorAll('#___gatsby *'))
      (element as Element & { __server?: true }).__server = true;
  });
  (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
}

/** Of the elements `selector` matches: how many there are, how many the server sent, how many React hydrated. */
function census(selector: string) {
  const elements = [...document.querySelectorAll(selector)];
  const hydratedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  return {
    count: elements.length,
    fromServer: elements.filter((element) => (element as Element & { __server?: true }).__server === true).length,
    hydrated: elements.filter(hydratedByReact).length,
  };
}

async function load(path: string, options = {}) {
  const { page, context } = await newPage(browser, { locale: localeOf(path), ...options });
  await page.addInitScript(markServerNodes);
  await page.goto(path);
  await hydrated(page);
  await settled(page);
  return { page, context };
}

const sections: [path: string, selector: string][] = [
  ['/products/detail/yc-fs20-ir/', 'footer a, #product-specifications ~ * td, #product-downloads ~ * li'],
  ['/en/products/detail/yc-fs20-ir/', 'footer a, #product-specifications ~ * td, #product-downloads ~ * li'],
  ['/about/', 'footer a, #about-honors ~ * li, #about-locations ~ * li'],
  ['/en/about/', 'footer a, #about-honors ~ * li, #about-locations ~ * li'],
  ['/', 'footer a, [aria-labelledby="home-products"] article a, [aria-labelledby="home-news"] li a'],
  ['/en/products/', 'footer a, footer li'],
];

describe('sections at first load', () => {
  it.each(sections)('%s hydrates the server’s nodes in place: %s', async (path, selector) => {
    const { page, context } = await load(path);
    const found = await page.evaluate(census, selector);
    await context.close();
    expect(found.count).toBeGreaterThan(3);
    expect(found).toEqual({ count: found.count, fromServer: found.count, hydrated: found.count });
  });
});

describe('the footer', () => {
  it('a footer link routes on the client (no page load)', async () => {
    const { page, context } = await load('/en/about/');
    const link = page.locator('footer nav a[href="/en/products/"]');
    await link.click();
    await page.waitForURL('**/en/products/');
    await page.locator('main article h2').first().waitFor();
    const same = await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);
    // The footer of the new page is rendered in full on the client.
    const footerLinks = await page.locator('footer a').count();
    await context.close();
    expect(same).toBe(true);
    expect(footerLinks).toBeGreaterThan(3);
  });

  it('keyboard: Tab into the footer and Enter follows the link on the client', async () => {
    const { page, context } = await load('/products/detail/yc-fs20-ir/');
    const link = page.locator('footer nav a[href="/solutions/"]');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/solutions/');
    const same = await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);
    await context.close();
    expect(same).toBe(true);
  });
});

describe('a client-side navigation', () => {
  it('renders the next page’s sections in full (a card link of the list, then the product’s tables)', async () => {
    const { page, context } = await load('/en/products/');
    await page.locator('main article h2 a[href="/en/products/detail/yc-fs20-ir/"]').click();
    await page.waitForURL('**/en/products/detail/yc-fs20-ir/');
    await page.locator('#product-specifications').waitFor();
    const found = await page.evaluate(() => ({
      same: (window as unknown as { __sameDocument?: boolean }).__sameDocument,
      specRows: document.querySelectorAll('#product-specifications ~ * tr').length,
      downloads: document.querySelectorAll('#product-downloads ~ * li').length,
      footer: document.querySelectorAll('footer a').length,
    }));
    // And the same page in the other language, through the switcher (same template, new texts).
    await page.locator('header a[data-locale="zh"]').click();
    await page.waitForURL('**/products/detail/yc-fs20-ir/');
    await page.waitForFunction(() => document.documentElement.lang.startsWith('zh'));
    const chinese = await page.evaluate(() => ({
      heading: document.getElementById('product-specifications')?.textContent,
      footer: document.querySelector('footer h2')?.textContent,
    }));
    await context.close();
    expect(found.same).toBe(true);
    expect(found.specRows).toBeGreaterThan(5);
    expect(found.downloads).toBeGreaterThan(0);
    expect(found.footer).toBeGreaterThan(3);
    expect(chinese.heading).toMatch(/[\u4e00-\u9fff]/);
    expect(chinese.footer).toMatch(/[\u4e00-\u9fff]/);
  });
});

/** Before any script: sums the layout shifts the page makes without input (what CLS counts). */
function recordShifts() {
  const page = window as unknown as { __shifts: { value: number; sources: string[] }[] };
  page.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      page.__shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map(
          (source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '',
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const shownModels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main article')]
      .filter((card) => card.offsetParent !== null)
      .map((card) => card.querySelector('p span')?.textContent ?? ''),
  );

const finderLinks: [path: string, viewport: { width: number; height: number }][] = [
  ['/products/?regime=picosecond', { width: 1280, height: 800 }],
  ['/en/products/?regime=femtosecond&band=infrared', { width: 1280, height: 800 }],
  ['/en/products/?series=component', { width: 390, height: 844 }],
  ['/products/?band=ultraviolet', { width: 390, height: 844 }],
];

describe('a shared finder link', () => {
  it.each(finderLinks)('%s paints the filtered list first: no layout shift (%o)', async (path, viewport) => {
    // What the first paint shows: the page with its scripts held back (only the inline ones run).
    const scripts = /\/(app|framework|webpack-runtime|component---)[^/]*\.js$/;
    const { page: still, context: stillContext } = await newPage(
      browser,
      { locale: localeOf(path), viewport },
      { failedRequests: [scripts] },
    );
    await still.route(scripts, (route) => route.abort());
    await still.goto(path, { waitUntil: 'load' });
    const painted = await shownModels(still);
    const reset = await still.locator('[data-finder-reset]').evaluate((link) => getComputedStyle(link).display);
    await stillContext.close();

    const { page, context } = await newPage(browser, { locale: localeOf(path), viewport });
    await page.addInitScript(recordShifts);
    await page.goto(path);
    await hydrated(page);
    await settled(page);
    const shown = await shownModels(page);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
    const rulesLeft = await page.evaluate(() => document.getElementById('finder-prefilter') !== null);
    await context.close();

    expect(shown.length).toBeGreaterThan(0);
    expect(painted).toEqual(shown);
    expect(shifts).toEqual([]);
    // The finder's own links decide from now on.
    expect(rulesLeft).toBe(false);
    // The reset link takes its room from the first paint (on a phone, inside the closed filters).
    expect(reset).not.toBe('none');
  });
});
