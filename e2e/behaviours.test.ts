import type { Browser, Page } from 'playwright-core';
import { baseUrl, hydrated, launch, newPage } from './browser';

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
    await page.route('**/page-data/en/news/page-data.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'News' }).click();
    await page.locator('[data-testid="nav-progress"]').waitFor({ state: 'visible', timeout: 1400 });
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
    await Promise.all([page.waitForResponse('**/page-data/en/about/page-data.json'), link.hover()]);
    await page.waitForTimeout(500);
    await link.click();
    await page.waitForURL(`${baseUrl}/en/about/`);
    await page.waitForTimeout(800);
    expect(await progressShown(page)).toBe(false);
    await context.close();
  });
});

describe('chunk-load failure', () => {
  it('reloads once, and not again when the chunk fails again within 60 s', async () => {
    const { page, context } = await newPage(browser);
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.url() === `${baseUrl}/en/news/`) documents += 1;
    });
    await page.route('**/component---src-templates-news-list-tsx-*.js', (route) => route.abort());
    await page.goto('/en/news/');
    await page.waitForTimeout(4000);
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
    const { page, context } = await newPage(browser);
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
    await page.waitForTimeout(5500);
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
