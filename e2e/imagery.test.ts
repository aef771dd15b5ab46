import type { Browser, Page } from 'playwright-core';
import { launch, newPage } from './browser';
import { slugsOf } from './content';
import { pageTypes } from './first-load-js';
import { locales } from '../src/i18n/locales';
import { localePath, withLocalePrefix } from '../src/routes';

// Issue 14 item 7: every product, solution, news story and honor shows its drawn image; every
// image states its size (no layout shift) and has an alt text; raster images are sharp on a
// phone (a source at least twice the width they are shown at on a 390 px, 2× screen).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

interface Shown {
  src: string;
  alt: string | null;
  sized: boolean;
  shownWidth: number;
  naturalWidth: number;
  svg: boolean;
}

/** Every <img> of the page once all have loaded (lazy ones included), with what a reader needs of it. */
async function imagesOf(page: Page, path: string): Promise<Shown[]> {
  await page.goto(path);
  return page.evaluate(async () => {
    // gatsby-plugin-image's placeholders (data: URIs, hidden from readers) are not pictures.
    const all = [...document.querySelectorAll('img')].filter((image) => !image.src.startsWith('data:'));
    for (const image of all) image.loading = 'eager';
    await Promise.all(all.map((image) => image.decode().catch(() => undefined)));
    /** The pixels of the file the browser chose (naturalWidth of a srcset image is in CSS px). */
    const pixels = async (url: string) => {
      const probe = new Image();
      probe.src = url;
      await probe.decode().catch(() => undefined);
      return probe.naturalWidth;
    };
    return Promise.all(
      all.map(async (image) => ({
        src: image.currentSrc || image.src,
        alt: image.getAttribute('alt'),
        // Its own width and height, or gatsby-plugin-image's wrapper, which reserves the box.
        sized:
          (image.hasAttribute('width') && image.hasAttribute('height')) ||
          image.closest('.gatsby-image-wrapper') !== null,
        shownWidth: image.getBoundingClientRect().width,
        naturalWidth: await pixels(image.currentSrc || image.src),
        svg: /\.svg(\?|$)/.test(image.currentSrc || image.src),
      })),
    );
  });
}

const problemsOf = (images: Shown[]) =>
  images.flatMap((image) => [
    ...(image.alt === null ? [`${image.src}: no alt`] : []),
    ...(image.sized ? [] : [`${image.src}: no width and height`]),
    ...(image.naturalWidth === 0 ? [`${image.src}: did not load`] : []),
    ...(!image.svg && image.shownWidth > 0 && image.naturalWidth < image.shownWidth * 2 - 1
      ? [`${image.src}: ${image.naturalWidth} px source shown ${Math.round(image.shownWidth)} px wide`]
      : []),
  ]);

describe('imagery', () => {
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };

  it.each(Object.values(pageTypes).flatMap((path) => locales.map((locale) => withLocalePrefix(path, locale))))(
    '%s: every image is sized, has an alt text and is sharp at 2×',
    async (path) => {
      const { page, context } = await newPage(browser, phone);
      expect(problemsOf(await imagesOf(page, path))).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['products', 'products-detail-id'],
    ['solutions', 'solutions-detail-id'],
    ['news', 'news-detail-id'],
  ] as const)('every entry of %s shows its image', async (collection, route) => {
    const { page, context } = await newPage(browser, phone);
    const missing: string[] = [];
    for (const id of slugsOf(collection)) {
      const path = localePath(route, 'zh', { id });
      const images = (await imagesOf(page, path)).filter((image) => /\/static\//.test(image.src));
      // A large image, sharp at 2× in a 358 px phone column.
      if (!images.some((image) => image.naturalWidth >= 716)) missing.push(path);
      missing.push(...problemsOf(images));
    }
    expect(missing).toEqual([]);
    await context.close();
  });

  it('shows a drawn certificate for every honor, in both languages', async () => {
    const { page, context } = await newPage(browser);
    const honors = slugsOf('honors').length;
    for (const [locale, named] of [
      ['zh', '证书：'],
      ['en', 'Certificate: '],
    ] as const) {
      await page.goto(localePath('about', locale));
      const certificates = page.locator(`svg[role="img"][width][height][aria-label^="${named}"]`);
      expect(await certificates.count()).toBe(honors);
    }
    await context.close();
  });
});
