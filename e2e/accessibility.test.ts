import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { hydrated, launch, newPage } from './browser';

const pages = [
  '/',
  '/products/',
  '/products/detail/yc-fs20-ir/',
  '/news/',
  '/experts/',
  '/about/',
  '/about/#contact',
  '/supports/',
  '/solutions/',
  '/solutions/detail/display-glass/',
  '/news/detail/2025-09-sic-wafer-dicing/', // a story with a cover
  '/experts/zhou-hang/',
  '/privacy/',
  '/does-not-exist/',
].flatMap((path) => [path, `/en${path}`]);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('accessibility (axe)', () => {
  it.each(pages)('%s has no serious or critical violation', async (path) => {
    const { page, context } = await newPage(
      browser,
      { locale: path.startsWith('/en') ? 'en-US' : 'zh-CN' },
      // The not-found pages answer 404, and so do Gatsby's requests for their page data.
      { errorResponses: [/\/does-not-exist/] },
    );
    await page.goto(path);
    await hydrated(page);
    // The contact form (home and About) loads near the viewport: check it too.
    if (await page.locator('#contact-form').isVisible()) {
      await page.locator('#contact-form').scrollIntoViewIfNeeded();
      await page.getByTestId('contact-form').waitFor();
    }
    const { violations } = await new AxeBuilder({ page } as never).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    await context.close();
  });

  it('moves focus visibly through the skip link, navigation and language switch', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto('/en/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    const outline = await skip.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#main$/);
    await context.close();
  });
});
