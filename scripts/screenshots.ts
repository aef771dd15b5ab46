// `npm run screenshots`: full-page screenshots of the current build (run `npm run build` first), at
// 390 px (a phone) and 1440 px (a desktop) in both languages, served by our own server.
//   SCREENSHOT_PAGES  which pages (default home,product): home, product, calculator (the product page with
//                     its pulse calculator open), discontinued, finder (a shared finder link), finder-empty, compare, solution, solution-pv,
//                     expert, search, search-femtosecond, supports, service, note, notes, events (the news
//                     page's trade shows and webinars), downloads, about, news-line, news-audit,
//                     solution-glass; and parts of a page: contact
//                     (About's contact form), contact-errors (the same after an empty submit), video (the
//                     product page's video with its poster), certificates (About's honors and certifications)
//   SCREENSHOT_DIR    where to write them (default docs/screenshots, the committed set)
// Files are named <page>-<locale>-<width>.jpg. Lazy images are loaded before each shot.
import fs from 'node:fs';
import path from 'node:path';
import { launch } from '../e2e/browser';
import { localeInfo, locales as siteLocales } from '../src/i18n/locales';
import { root } from './lib/project.mjs';
import { startServer } from './lib/test-servers.mjs';

/** A page's path without the locale prefix; a search names its query in each language. */
const routes: Record<string, string | Record<string, string>> = {
  home: '/',
  product: '/products/detail/yc-fs20-ir/',
  calculator: '/products/detail/yc-fs20-ir/',
  discontinued: '/products/detail/yc-ps15-uv/',
  finder: '/products/?regime=femtosecond&band=infrared',
  'finder-empty': '/products/?regime=femtosecond&app=photovoltaic',
  compare: '/products/compare/?models=yc-fs20-ir,yc-ps30-uv',
  solution: '/solutions/detail/photovoltaic-scribing/',
  expert: '/experts/zhou-hang/',
  search: '/search/?q=%E9%A3%9E%E7%A7%92',
  supports: '/supports/',
  service: '/supports/service/',
  note: '/notes/detail/utg-cutting-fs20/',
  notes: '/notes/',
  events: '/news/#events',
  about: '/about/',
  downloads: '/supports/#downloads',
  'solution-pv': '/solutions/detail/photovoltaic-scribing/',
  'news-line': '/news/detail/2026-06-phase-two-production/',
  contact: '/about/#contact',
  'contact-errors': '/about/#contact',
  video: '/products/detail/yc-fs20-ir/',
  certificates: '/about/',
  'solution-glass': '/solutions/detail/display-glass/',
  'news-audit': '/news/detail/2026-09-iso-audit/',
  'search-femtosecond': { zh: `/search/?q=${encodeURIComponent('飞秒激光器')}`, en: '/search/?q=femtosecond' },
};

/** Pages shot as one element of the page rather than the whole page. */
const parts: Record<string, string> = {
  contact: '[data-testid="contact-form"]',
  'contact-errors': '[data-testid="contact-form"]',
  video: 'figure[data-video]',
  certificates: 'section[aria-labelledby="about-honors"]',
};

/** What a page needs done before its shot: open the calculator, wait for the results. */
const prepare: Record<string, (page: import('playwright-core').Page) => Promise<void>> = {
  calculator: async (page) => {
    await page.locator('#product-calculator ~ button, section[aria-labelledby="product-calculator"] button').click();
    await page.getByTestId('pulse-calculator').waitFor();
  },
  search: async (page) => {
    await page.locator('#search-status[data-state="done"]').waitFor({ state: 'attached' });
  },
  'search-femtosecond': async (page) => {
    await page.locator('#search-status[data-state="done"]').waitFor({ state: 'attached' });
  },
  'finder-empty': async (page) => {
    await page.locator('a[href*="request=general"]').first().waitFor();
  },
  compare: async (page) => {
    await page.locator('table').first().waitFor();
  },
  'contact-errors': async (page) => {
    const form = page.getByTestId('contact-form');
    await page.locator('#contact-form').scrollIntoViewIfNeeded();
    await form.locator('button[type="submit"]').click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
  },
  video: async (page) => {
    await page.locator('figure[data-video]').scrollIntoViewIfNeeded();
    await page.locator('figure[data-video][data-hydrated]').waitFor();
  },
};
const widths = [390, 1440];
// Every language of the locale table, each under its own prefix.
const locales = siteLocales.map((locale) => ({ locale, prefix: localeInfo[locale].prefix }));

async function main() {
  const pages = (process.env.SCREENSHOT_PAGES ?? 'home,product').split(',').map((name) => name.trim());
  for (const name of pages)
    if (!routes[name]) throw new Error(`Unknown page "${name}": ${Object.keys(routes).join(', ')}`);
  const outDir = path.resolve(root, process.env.SCREENSHOT_DIR ?? 'docs/screenshots');
  fs.mkdirSync(outDir, { recursive: true });

  const server = await startServer();
  const browser = await launch();
  try {
    for (const width of widths)
      for (const { locale, prefix } of locales) {
        // A visitor whose browser speaks this language (the site sends others to their own).
        const context = await browser.newContext({
          viewport: { width, height: width < 600 ? 844 : 900 },
          locale: localeInfo[locale].intl,
        });
        const page = await context.newPage();
        for (const name of pages) {
          const route = routes[name]!;
          await page.goto(`${server.url}${prefix}${typeof route === 'string' ? route : route[locale]}`, {
            waitUntil: 'load',
          });
          await prepare[name]?.(page);
          // The contact form loads once it nears the viewport (home, About): bring it in first.
          const form = page.locator('#contact-form');
          if (await form.isVisible()) {
            await form.scrollIntoViewIfNeeded();
            await page.getByTestId('contact-form').waitFor();
            await page.evaluate(() => window.scrollTo(0, 0));
          }
          // Lazy images below the fold: load them all, then wait until every one has decoded.
          await page.evaluate(async () => {
            for (const image of document.querySelectorAll('img')) image.loading = 'eager';
            await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
            await document.fonts.ready;
          });
          const file = path.join(outDir, `${name}-${locale}-${width}.jpg`);
          const options = { path: file, type: 'jpeg', quality: 60, animations: 'disabled' } as const;
          const part = parts[name];
          // A part is shot where it lies in the page: the sticky header and the phone's contact bar would cover it.
          if (part)
            await page
              .locator(part)
              .screenshot({ ...options, style: 'header, [data-testid="contact-bar"] { visibility: hidden; }' });
          else await page.screenshot({ ...options, fullPage: true });
          console.log(`${path.relative(root, file)} ${Math.round(fs.statSync(file).size / 1024)} KB`);
        }
        await context.close();
      }
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
