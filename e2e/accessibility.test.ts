import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { hydrated, launch, newPage } from './browser';
import { pageTypes } from './first-load-js';
import { localeInfo, localeOfPath, locales } from '../src/i18n/locales';
import { withLocalePrefix } from '../src/routes';

// One page of every route (e2e/first-load-js.ts), the contact area, and a not-found page, in both locales.
const pages = [...Object.values(pageTypes), '/about/#contact', '/does-not-exist/'].flatMap((path) =>
  locales.map((locale) => withLocalePrefix(path, locale)),
);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('accessibility (axe)', () => {
  it.each(pages)('%s has no violation', async (path) => {
    const { page, context } = await newPage(
      browser,
      { locale: localeInfo[localeOfPath(path)].intl },
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
    const { violations } = await new AxeBuilder({ page }).analyze();
    // Every impact counts, moderate and minor too (heading order...): Lighthouse scores them all.
    const found = violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(found).toEqual([]);
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
