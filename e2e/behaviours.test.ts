import type { Browser, Page } from 'playwright-core';
import { baseUrl, holdRequests, hydrated, launch, newPage, settled } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Records, from the first script on, whether the progress bar was ever visible. */
async function watchProgress(page: Page) {
  await page.addInitScript(() => {
    const seen = { shown: false };
    (window as unknown as { __progress: typeof seen }).__progress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('[data-testid="nav-progress"]');
      if (bar && !bar.hidden) seen.shown = true;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
  });
}

const progressShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { __progress: { shown: boolean } }).__progress.shown);

describe('navigation progress bar', () => {
  it('appears when a navigation takes longer than 200 ms, and hides once the page is ready', async () => {
    const { page, context } = await newPage(browser);
    await watchProgress(page);
    await page.goto('/en/');
    await hydrated(page);
    // The page's data is held back until the bar has shown: a navigation as slow as it takes.
    const release = await holdRequests(page, '**/page-data/en/news/page-data.json');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'News' }).click();
    await page.locator('[data-testid="nav-progress"]').waitFor({ state: 'visible' });
    release();
    await page.waitForURL(`${baseUrl}/en/news/`);
    await page.locator('[data-testid="nav-progress"]').waitFor({ state: 'hidden', timeout: 3000 });
    await context.close();
  });

  it('does not appear on a fast navigation', async () => {
    const { page, context } = await newPage(browser);
    await watchProgress(page);
    await page.goto('/en/');
    await hydrated(page);
    const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About Us' });
    // Hovering loads the page's data and code, so the click itself is instant.
    await link.hover();
    await page.waitForFunction(() => {
      // Gatsby's loader answers synchronously once the page's data and component are loaded.
      const loader = (window as unknown as { ___loader?: { loadPageSync?: (path: string) => unknown } }).___loader;
      try {
        return Boolean(loader?.loadPageSync?.('/en/about/'));
      } catch {
        return false;
      }
    });
    const homeHeading = await page.locator('h1').first().textContent();
    await link.click();
    await page.waitForURL(`${baseUrl}/en/about/`);
    // The new page has rendered (and the navigation finished): the bar had its chance to show.
    await page.waitForFunction((before) => {
      const heading = document.querySelector('h1');
      return heading !== null && heading.textContent !== before;
    }, homeHeading);
    expect(await progressShown(page)).toBe(false);
    await context.close();
  });
});

describe('chunk-load failure', () => {
  it('reloads once, and not again when the chunk fails again within 60 s', async () => {
    const chunk = /component---src-templates-news-list-tsx-.*\.js$/;
    const { page, context } = await newPage(
      browser,
      {},
      {
        failedRequests: [chunk],
        pageErrors: [/^Loading chunk \d+ failed/],
        consoleErrors: [/^page resources for \/en\/news\/ not found/],
      },
    );
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.url() === `${baseUrl}/en/news/`) documents += 1;
    });
    let aborted = 0;
    let secondFailure = () => {};
    const failedTwice = new Promise<void>((resolve) => {
      secondFailure = resolve;
    });
    await page.route(chunk, async (route) => {
      await route.abort();
      aborted += 1;
      if (aborted === 2) secondFailure();
    });
    await page.goto('/en/news/');
    await failedTwice;
    // The reloaded page's load event comes after its failed chunk's error was handled: a second
    // reload would have been asked for by then.
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(
      await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
    ).toBe('reload');
    expect(documents).toBe(2);
    // The static HTML still shows the page to the visitor.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('News');
    await context.close();
  });
});

describe('scrolling', () => {
  it('goes to the top on a new page and to the hash target when there is one', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 500 } });
    await page.goto('/en/products/');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('link', { name: 'Solution' }).last().click();
    await page.waitForURL(`${baseUrl}/en/solutions/`);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(`${baseUrl}/en/about/#contact`);
    await page.waitForFunction(() => {
      // The section appears when the About page has rendered: until then, keep waiting (a throwing
      // predicate would reject at once instead of retrying).
      const top = document.getElementById('contact')?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < window.innerHeight / 2;
    });
    await context.close();
  });
});

describe('online state', () => {
  it('shows a notice while offline and a toast when back', async () => {
    // Prefetching stops offline (src/browser/prefetch.ts), but a request already under way fails.
    const { page, context } = await newPage(browser, {}, { failedRequests: [/./] });
    await page.goto('/en/about/');
    await hydrated(page);
    expect(await page.getByTestId('offline-notice').count()).toBe(0);
    await context.setOffline(true);
    await page.getByTestId('offline-notice').waitFor();
    expect(await page.getByTestId('offline-notice').textContent()).toContain('You are offline');
    await context.setOffline(false);
    await page.getByTestId('offline-notice').waitFor({ state: 'detached' });
    await page.getByText('You are back online').waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('You are back online').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('prefetching', () => {
  async function pageDataRequests(saveData: boolean) {
    const { page, context } = await newPage(browser);
    if (saveData) {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
      });
    }
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/page-data/') && !request.url().includes('/page-data/en/page-data.json')) {
        requested.push(request.url());
      }
    });
    await page.goto('/en/');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Product' }).hover();
    // Hover prefetch starts at once, viewport prefetch at the next idle moment; in data-saver
    // mode both are refused on the spot (src/browser/prefetch.ts). Once the page is quiet, every
    // prefetch that would happen has been requested.
    await settled(page);
    await context.close();
    return requested.filter((url) => !url.includes('/sq/') && !url.includes('app-data.json'));
  }

  it('prefetches visible links normally', async () => {
    expect((await pageDataRequests(false)).length).toBeGreaterThan(0);
  });

  it('prefetches nothing, not even on hover, in data-saver mode', async () => {
    expect(await pageDataRequests(true)).toEqual([]);
  });
});
