import type { Browser, Page } from 'playwright-core';
import { holdRequests, hydrated, launch, newPage } from './browser';

// What a visitor on a slow phone does at first paint, before the page is live, takes effect once
// it is, exactly once (src/browser/early-input.ts). Each test opens the page as a mid-range phone
// (390 px, the CPU slowed 4×) and acts on the server's markup: in the first group while the
// page's scripts are held back (so the action certainly comes before React listens), in the last
// as soon as the control is painted, whatever the scripts are doing by then.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const phone = { width: 390, height: 844 };

/** A phone-sized page with its CPU slowed 4×, as a mid-range phone runs the site. */
async function slowPhone(locale: 'zh-CN' | 'en-US') {
  const opened = await newPage(browser, { viewport: phone, locale, hasTouch: true });
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return opened;
}

/** Opens `path` with every script held back: the page is painted from the server's HTML and nothing is live. */
async function openBeforeScripts(page: Page, path: string) {
  const release = await holdRequests(page, /\.js(\?|$)/);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => (window as unknown as { ___hydrated?: boolean }).___hydrated)).toBeUndefined();
  return release;
}

/** Opens `path` and returns once its first frame is painted (the scripts load meanwhile, untouched). */
async function openAtFirstPaint(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0, undefined, { polling: 16 });
}

const videos = [
  ['zh', 'zh-CN', '/about/', /^播放视频：/],
  ['en', 'en-US', '/en/about/', /^Play video: /],
] as const;

/** The video on the page plays: its player is there, has not been paused, and time moves. */
async function videoPlays(page: Page) {
  await page.locator('figure[data-video="playing"] video').waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('figure[data-video] video');
      return Boolean(video && !video.paused && video.currentTime > 0);
    },
    undefined,
    { timeout: 30_000 },
  );
}

describe.each(videos)('the About video (%s), pressed once before the page is live', (_name, locale, path, button) => {
  it('plays once the page is live', async () => {
    const { page, context } = await slowPhone(locale);
    const release = await openBeforeScripts(page, path);
    const play = page.getByRole('button', { name: button });
    await play.scrollIntoViewIfNeeded();
    await play.click();
    release();
    await hydrated(page);
    await videoPlays(page);
    // Once: one player, and no second press was needed.
    expect(await page.locator('figure[data-video] video').count()).toBe(1);
    await context.close();
  });
});

const expertPages = [
  ['en', 'en-US', '/en/experts/', 'Search experts', 'Expert list', 'zhou'],
  ['zh', 'zh-CN', '/experts/', '搜索专家', '专家列表', '周'],
] as const;

/** The names on the expert cards listed, in order. */
const listed = (page: Page, list: string) =>
  page.getByRole('list', { name: list, exact: true }).locator(':scope > li h3, :scope > li h2').allInnerTexts();

describe.each(expertPages)(
  'the experts search (%s), typed into before the page is live',
  (_n, locale, path, label, list, query) => {
    it('narrows the list to what the same query finds', async () => {
      // What the list shows for this query, asked through the address of a live page.
      const reference = await newPage(browser, { locale });
      await reference.page.goto(`${path}?q=${encodeURIComponent(query)}`);
      await hydrated(reference.page);
      // The address's query applies right after hydration: the list has narrowed from the server's.
      await reference.page.waitForFunction(
        ([name, all]) => document.querySelectorAll(`ul[aria-label="${name}"] > li`).length < all,
        [list, 13] as const,
      );
      const expected = await listed(reference.page, list);
      await reference.context.close();

      const { page, context } = await slowPhone(locale);
      const release = await openBeforeScripts(page, path);
      const all = await listed(page, list);
      expect(expected.length).toBeGreaterThan(0);
      expect(all.length).toBeGreaterThan(expected.length);
      await page.getByRole('searchbox', { name: label }).pressSequentially(query);
      release();
      await hydrated(page);
      await page.waitForFunction(() => new URLSearchParams(location.search).has('q'));
      await expect(listed(page, list)).resolves.toEqual(expected);
      expect(await page.getByRole('searchbox', { name: label }).inputValue()).toBe(query);
      expect(new URL(page.url()).searchParams.get('q')).toBe(query);
      await context.close();
    });
  },
);

const tabs = [
  ['zh', 'zh-CN', '/supports/', '常见问题'],
  ['en', 'en-US', '/en/supports/', 'Common Problem'],
] as const;

describe.each(tabs)('the support tabs (%s), one chosen before the page is live', (_n, locale, path, name) => {
  it('opens that tab once live', async () => {
    const { page, context } = await slowPhone(locale);
    const release = await openBeforeScripts(page, path);
    const tab = page.getByRole('tab', { name });
    await tab.click();
    release();
    await hydrated(page);
    await page.waitForFunction(
      (id) => document.getElementById(id)?.getAttribute('aria-selected') === 'true',
      (await tab.getAttribute('id')) ?? '',
    );
    expect(new URL(page.url()).hash).toBe('#faq');
    await context.close();
  });
});

const menus = [
  ['zh', 'zh-CN', '/', '菜单'],
  ['en', 'en-US', '/en/', 'Menu'],
] as const;

describe.each(menus)('the header menu (%s), pressed before the page is live', (_n, locale, path, name) => {
  it('is open once live, not toggled twice', async () => {
    const { page, context } = await slowPhone(locale);
    const release = await openBeforeScripts(page, path);
    const toggle = page.getByRole('button', { name, exact: true });
    await toggle.click();
    release();
    await hydrated(page);
    await page.waitForFunction(
      () => document.querySelector('[aria-controls="site-nav"]')?.getAttribute('aria-expanded') === 'true',
    );
    await expect(page.locator('#site-nav').isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe.each(videos)(
  'the About video (%s) on a slow phone, pressed as soon as it is painted',
  (_n, locale, path, button) => {
    it('plays', async () => {
      const { page, context } = await slowPhone(locale);
      await openAtFirstPaint(page, path);
      const play = page.getByRole('button', { name: button });
      await play.scrollIntoViewIfNeeded();
      await play.click();
      await videoPlays(page);
      expect(await page.locator('figure[data-video] video').count()).toBe(1);
      await context.close();
    });
  },
);

describe.each(expertPages)(
  'the experts search (%s) on a slow phone, typed into at first paint',
  (_n, locale, path, label, list, query) => {
    it('narrows the list', async () => {
      const { page, context } = await slowPhone(locale);
      await openAtFirstPaint(page, path);
      const box = page.getByRole('searchbox', { name: label });
      const all = await listed(page, list);
      await box.pressSequentially(query);
      await hydrated(page);
      await page.waitForFunction((q) => new URLSearchParams(location.search).get('q') === q, query);
      const shown = await listed(page, list);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThan(all.length);
      await expect(box.inputValue()).resolves.toBe(query);
      await context.close();
    });
  },
);

const finders = [
  ['zh', 'zh-CN', '/products/', '筛选', '对比栏', '对比'],
  ['en', 'en-US', '/en/products/', 'Filter', 'Comparison', 'Compare'],
] as const;

describe.each(finders)(
  'the product list (%s), used before the page is live',
  (_n, locale, path, filter, tray, pick) => {
    it('opens the filters pressed and keeps the product ticked for comparison', async () => {
      const { page, context } = await slowPhone(locale);
      const release = await openBeforeScripts(page, path);
      await page.getByRole('button', { name: filter }).click();
      const box = page.getByRole('checkbox', { name: new RegExp(`^${pick}`) }).first();
      await box.check();
      release();
      await hydrated(page);
      await page.waitForFunction(
        () => document.querySelector('[aria-controls="product-filters"]')?.getAttribute('aria-expanded') === 'true',
      );
      // Counted once: the tray lists the one product ticked, and the box stays ticked.
      const picked = page.getByRole('complementary', { name: tray });
      await picked.waitFor();
      await expect(picked.getByRole('listitem').count()).resolves.toBe(1);
      await expect(box.isChecked()).resolves.toBe(true);
      await context.close();
    });
  },
);

const calculators = [
  ['zh', 'zh-CN', '/products/detail/yc-fs20-ir/', '打开计算器', '计算参数'],
  ['en', 'en-US', '/en/products/detail/yc-fs20-ir/', 'Open the calculator', 'Calculator inputs'],
] as const;

describe.each(calculators)(
  'the pulse calculator (%s), opened before the page is live',
  (_n, locale, path, open, inputs) => {
    it('opens once live', async () => {
      const { page, context } = await slowPhone(locale);
      const release = await openBeforeScripts(page, path);
      const button = page.getByRole('button', { name: open });
      await button.scrollIntoViewIfNeeded();
      await button.click();
      release();
      await hydrated(page);
      await page.getByRole('form', { name: inputs }).waitFor();
      await context.close();
    });
  },
);
