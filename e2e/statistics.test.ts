import type { Browser, Page, Request } from 'playwright-core';
import { baseUrl, hydrated, launch, newPage, settled } from './browser';
import { type StatisticsConfig, providerOrigins, statisticsConfig } from '../src/statistics/providers';

// Site statistics against ONE build. The build under test has no provider (the shipped settings),
// so the first test checks that nothing leaves the site. For each provider, the test then does what
// a build with that provider does to a page: gatsby-ssr.tsx writes the configuration into the
// HTML (<script id="site-statistics">) and the server adds the provider's origins to the CSP
// (src/server/http/app.ts; unit-tested in statistics-csp.test.ts). The client code that reads it is
// the one of the build. The providers' origins are routed to local stubs that behave as the real
// scripts do (page views, Baidu's queue and automatic page view): no real network.

const origin = new URL(baseUrl).origin;

const baidu = statisticsConfig({ provider: 'baidu', baiduSiteId: '0123456789abcdef0123456789abcdef' })!;
const umami = statisticsConfig({
  provider: 'umami',
  umamiScriptUrl: 'https://stats.example.cn/script.js',
  umamiWebsiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
})!;
const plausible = statisticsConfig({ provider: 'plausible', plausibleDomain: 'www.example.cn' })!;

/** The providers' scripts as stubs: each sends its page views where and how the real one does. */
const stubScripts: Record<string, string> = {
  // hm.js: runs the queued commands, sends hm.gif image requests, sets its cookie.
  'https://hm.baidu.com/hm.js': `(function () {
    var auto = true;
    function send(path) { new Image().src = 'https://hm.baidu.com/hm.gif?u=' + encodeURIComponent(path); }
    function run(c) {
      if (c[0] === '_setAutoPageview') auto = c[1] !== false;
      if (c[0] === '_trackPageview') send(c[1]);
    }
    var queued = window._hmt || [];
    window._hmt = { push: function () { for (var i = 0; i < arguments.length; i++) run(arguments[i]); } };
    for (var i = 0; i < queued.length; i++) run(queued[i]);
    document.cookie = 'Hm_lvt_stub=1; path=/';
    if (auto) send(location.pathname);
  })();`,
  // Umami: counts the page itself unless data-auto-track="false"; umami.track() sends one.
  'https://stats.example.cn/script.js': `(function () {
    var script = document.currentScript;
    function track() {
      fetch('https://stats.example.cn/api/send', { method: 'POST', body: JSON.stringify({ type: 'event',
        payload: { website: script.getAttribute('data-website-id'), url: location.pathname } }) });
    }
    window.umami = { track: track };
    if (script.getAttribute('data-auto-track') !== 'false') track();
  })();`,
  // Plausible's manual script: plausible('pageview') sends one, the queue first.
  'https://plausible.io/js/script.manual.js': `(function () {
    var domain = document.currentScript.getAttribute('data-domain');
    var queued = (window.plausible && window.plausible.q) || [];
    window.plausible = function (name) {
      fetch('https://plausible.io/api/event', { method: 'POST', body: JSON.stringify({ n: name, u: location.href, d: domain }) });
    };
    for (var i = 0; i < queued.length; i++) window.plausible.apply(null, queued[i]);
  })();`,
};

/** Page-view requests of each provider. */
const isPageView = (url: string) =>
  /^https:\/\/hm\.baidu\.com\/hm\.gif\?/.test(url) ||
  url === 'https://stats.example.cn/api/send' ||
  url === 'https://plausible.io/api/event';

/** What a build with `config` serves: the configuration in the HTML, the provider's origins in the CSP. */
async function serveWithProvider(page: Page, config: StatisticsConfig) {
  const origins = providerOrigins(config);
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        `<script id="site-statistics" type="application/json">${JSON.stringify(config)}</script></body>`,
      );
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
      const csp = (headers['content-security-policy'] ?? '')
        .split(';')
        .map((directive) => {
          const [name] = directive.trim().split(/\s+/);
          const extra =
            name === 'script-src'
              ? origins.script
              : name === 'connect-src'
                ? origins.connect
                : name === 'img-src'
                  ? origins.img
                  : [];
          return [directive.trim(), ...extra].join(' ');
        })
        .join(';');
      await route.fulfill({
        status: response.status(),
        body: html,
        headers: { ...headers, 'content-security-policy': csp },
      });
    },
  );
}

/** The provider's origins answered by the stubs; every request to them is recorded. */
async function stubProviders(page: Page) {
  const seen: { url: string; at: number }[] = [];
  await page.route(/^https:\/\/(hm\.baidu\.com|stats\.example\.cn|plausible\.io)\//, async (route) => {
    const url = route.request().url();
    seen.push({ url, at: Date.now() });
    const script = stubScripts[url.split('?')[0]!];
    if (script) return route.fulfill({ contentType: 'text/javascript', body: script });
    if (url.includes('hm.gif')) {
      return route.fulfill({ contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
    }
    return route.fulfill({
      status: 202,
      contentType: 'text/plain',
      body: 'ok',
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  return {
    pageViews: () => seen.filter(({ url }) => isPageView(url)).map(({ url }) => url),
    scripts: () => seen.filter(({ url }) => Boolean(stubScripts[url.split('?')[0]!])).map(({ url }) => url),
  };
}

/** Remembers when the page hydrated and sums its layout shifts, from the first script on. */
async function watchHydrationAndShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { ___hydrated?: boolean; __hydratedAt?: number; __shift: number };
    w.__shift = 0;
    let value: boolean | undefined;
    Object.defineProperty(window, '___hydrated', {
      configurable: true,
      get: () => value,
      set: (next: boolean) => {
        value = next;
        w.__hydratedAt = performance.now();
      },
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** When the page started to fetch `url`, against when it hydrated (ms since navigation start). */
const loadedAfterHydration = (page: Page, url: string) =>
  page.evaluate((src) => {
    const [entry] = performance.getEntriesByName(src);
    const hydratedAt = (window as unknown as { __hydratedAt?: number }).__hydratedAt;
    return entry !== undefined && hydratedAt !== undefined && entry.startTime >= hydratedAt;
  }, url);

/** A client-side route change through the main navigation, waited for. */
async function navigate(page: Page, navigation: string, link: string, path: string) {
  await page.getByRole('navigation', { name: navigation }).getByRole('link', { name: link }).click();
  await page.waitForURL(`${baseUrl}${path}`);
}

const waitForPageViews = async (page: Page, views: () => string[], count: number) => {
  while (views().length < count) {
    await page.waitForEvent('requestfinished', { timeout: 10_000 });
  }
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('site statistics', () => {
  it('with no provider (as shipped), no request leaves the site and no statistics code is on the page', async () => {
    const { page, context } = await newPage(browser);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('/');
    await hydrated(page);
    await settled(page);
    expect(await page.locator('#site-statistics').count()).toBe(0);
    await navigate(page, '主导航', '新闻中心', '/news/');
    await settled(page);
    await page.goto('/en/');
    await hydrated(page);
    await settled(page);
    expect(await page.getByRole('region', { name: 'Visitor statistics' }).count()).toBe(0);
    const elsewhere = requests.map((request) => request.url()).filter((url) => !url.startsWith(`${origin}/`));
    expect(elsewhere).toEqual([]);
    expect(requests.length).toBeGreaterThan(5);
    await context.close();
  });

  it.each([
    ['Umami', umami, '/', '主导航', '新闻中心', '/news/'],
    ['Plausible', plausible, '/en/', 'Main navigation', 'News', '/en/news/'],
    ['Baidu Tongji on the Chinese site', baidu, '/', '主导航', '关于我们', '/about/'],
  ] as const)(
    '%s: its script loads after hydration, one page view, one more per route change',
    async (_name, config, start, nav, link, next) => {
      const { page, context } = await newPage(browser);
      await watchHydrationAndShifts(page);
      await serveWithProvider(page, config);
      const stub = await stubProviders(page);
      await page.goto(start);
      await hydrated(page);
      await waitForPageViews(page, stub.pageViews, 1);
      const [script] = stub.scripts();
      expect(await loadedAfterHydration(page, script!)).toBe(true);
      await settled(page);
      expect(stub.pageViews()).toHaveLength(1);
      expect(await page.getByRole('region', { name: /Visitor statistics|访问统计/ }).count()).toBe(0);
      await navigate(page, nav, link, next);
      await waitForPageViews(page, stub.pageViews, 2);
      await settled(page);
      expect(stub.pageViews()).toHaveLength(2);
      expect(stub.scripts()).toEqual([script]);
      if (config.provider === 'baidu') expect(stub.pageViews()[1]).toContain(encodeURIComponent(next));
      await context.close();
    },
  );

  it('Baidu Tongji on the English site: nothing before consent; Accept (keyboard) loads it, remembered; no layout shift', async () => {
    const { page, context } = await newPage(browser, { locale: 'en-US' });
    await watchHydrationAndShifts(page);
    await serveWithProvider(page, baidu);
    const stub = await stubProviders(page);
    await page.goto('/en/');
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Visitor statistics' });
    await banner.waitFor();
    await settled(page);
    expect(stub.scripts()).toEqual([]);
    expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'Hm_lvt_stub' }));
    // The banner takes no focus (not a dialog); a keyboard user reaches its buttons with Tab.
    expect(await banner.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    const accept = banner.getByRole('button', { name: 'Accept' });
    await accept.focus();
    expect(await accept.evaluate((element) => element.matches(':focus-visible') || element.matches(':focus'))).toBe(
      true,
    );
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'detached' });
    await waitForPageViews(page, stub.pageViews, 1);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    await navigate(page, 'Main navigation', 'News', '/en/news/');
    await waitForPageViews(page, stub.pageViews, 2);
    await settled(page);
    expect(stub.pageViews()).toHaveLength(2);
    // The choice is remembered: the next visit loads it without asking.
    await page.goto('/en/about/');
    await hydrated(page);
    await waitForPageViews(page, stub.pageViews, 3);
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('Baidu Tongji on the English site: Decline loads nothing, now and on the next page', async () => {
    const { page, context } = await newPage(browser, { locale: 'en-US' });
    await serveWithProvider(page, baidu);
    const stub = await stubProviders(page);
    await page.goto('/en/products/');
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Visitor statistics' });
    await banner.getByRole('button', { name: 'Decline' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.goto('/en/news/');
    await hydrated(page);
    await settled(page);
    expect(await banner.count()).toBe(0);
    expect(stub.scripts()).toEqual([]);
    expect(stub.pageViews()).toEqual([]);
    await context.close();
  });

  it.each([
    ['Do Not Track', 'doNotTrack', '1'],
    ['Global Privacy Control', 'globalPrivacyControl', true],
  ] as const)('%s: no script, no banner, no page view', async (_name, property, value) => {
    for (const [config, path] of [
      [umami, '/'],
      [baidu, '/en/'],
    ] as const) {
      const { page, context } = await newPage(browser);
      await page.addInitScript(
        ([name, signal]) => Object.defineProperty(Navigator.prototype, name, { configurable: true, get: () => signal }),
        [property, value] as const,
      );
      await serveWithProvider(page, config);
      const stub = await stubProviders(page);
      await page.goto(path);
      await hydrated(page);
      await settled(page);
      expect(await page.locator('#site-statistics').count()).toBe(1);
      expect(await page.getByRole('region', { name: 'Visitor statistics' }).count()).toBe(0);
      expect(stub.scripts()).toEqual([]);
      await context.close();
    }
  });
});
