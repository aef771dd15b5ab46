// At 390 px (a common phone) every page type in both languages fits the screen
// (no sideways scrolling of the page) and every visible thing one taps is at least 44 × 44 px.
//
// A target's hit area is its rendered border box (getBoundingClientRect); a checkbox or radio
// also takes the box of its <label>, which toggles it too. Exempt, and only these:
// - inline links in running text: an <a> laid out inline (display: inline) inside a block
//   that holds other text beside it, as in a sentence. WCAG 2.5.8 exempts such targets ("the
//   size of the target is constrained by the line-height of non-target text"): enlarging them
//   would break the line spacing of the paragraph they sit in.
// - visually hidden elements that appear on focus (the skip link: a 1 px box, or placed above
//   the page, until focused).
// A link stretched over its card by an absolutely positioned ::before/::after (the card pattern)
// has the card's box as its hit area.
// The failure names the page, the element (tag, class, text or label) and its size, so a
// target added later (by any feature) shows up with where to fix it.
import type { Browser, Page } from 'playwright-core';
import { type RouteBase, localePath } from '../src/routes';
import { type Locale, locales } from '../src/i18n/locales';
import { hydrated, launch, newPage, settled } from './browser';
import { slugsOf } from './content';
import { statisticsConfig } from '../src/statistics/providers';

const minimum = 44;
const viewport = { width: 390, height: 844 };

const first = (collection: string) => slugsOf(collection).sort()[0]!;

/** Every page type: [name, path in the locale]. */
function pagesOf(locale: Locale): [string, string][] {
  const at = (base: RouteBase, id?: string) => localePath(base, locale, id ? { id } : {});
  return [
    ['home', at('index')],
    ['product list', at('products')],
    ['product detail', at('products-detail-id', first('products'))],
    ['solution list', at('solutions')],
    ['solution detail', at('solutions-detail-id', first('solutions'))],
    ['news list', at('news')],
    ['news detail', at('news-detail-id', first('news'))],
    ['experts list', at('experts')],
    ['expert detail', at('experts-id', first('experts'))],
    ['supports', at('supports')],
    ['about', at('about')],
    ['contact', `${at('about')}#contact`],
    ['search', `${at('search')}?q=${locale === 'en' ? 'laser' : '激光'}`],
    ['privacy', at('privacy')],
    ['404', `${locale === 'en' ? '/en' : ''}/no-such-page/`],
  ];
}

const cases = locales.flatMap((locale) => pagesOf(locale).map(([name, path]) => [locale, name, path] as const));

interface Small {
  what: string;
  width: number;
  height: number;
}

/** The visible interactive elements under `scope` whose hit area is under the minimum. */
function smallTargets(page: Page, scope: string): Promise<Small[]> {
  return page.evaluate(
    ({ scope: selector, minimum: min }) => {
      const interactive =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [tabindex]:not([tabindex="-1"])';
      const root = document.querySelector(selector);
      if (!root) return [];
      const describe = (element: Element) => {
        const tag = element.tagName.toLowerCase();
        const classes = [...element.classList].slice(0, 2).join('.');
        const label =
          element.getAttribute('aria-label') ||
          (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40) ||
          element.getAttribute('name') ||
          element.getAttribute('href') ||
          '';
        const landmark = element.closest('header, nav, main, footer, aside, form, [role="tablist"]');
        const where = landmark ? `${landmark.tagName.toLowerCase()} ` : '';
        return `${where}${tag}${classes ? `.${classes}` : ''} "${label}"`;
      };
      const visible = (element: Element, box: DOMRect) => {
        if (box.width === 0 && box.height === 0) return false;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        // The visually hidden pattern (skip link until focused): a 1 px clipped box.
        if (box.width <= 1 || box.height <= 1) return false;
        if (element.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
        // Placed above the page until focused (the skip link).
        if (box.bottom + window.scrollY <= 0) return false;
        return true;
      };
      /** The box of a ::before/::after stretched over the nearest positioned ancestor, if any. */
      const stretched = (element: Element) => {
        for (const pseudo of ['::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          if (style.content === 'none' || style.position !== 'absolute') continue;
          if (['top', 'right', 'bottom', 'left'].every((side) => style.getPropertyValue(side) === '0px')) {
            const holder = (element as HTMLElement).offsetParent;
            if (holder) return holder.getBoundingClientRect();
          }
        }
        return null;
      };
      /** An inline link inside a sentence: inline layout, and its block holds other text. */
      const inRunningText = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        if (!block) return false;
        const own = (element.textContent ?? '').trim().length;
        const all = (block.textContent ?? '').replace(/\s+/g, ' ').trim().length;
        return all > own + 1;
      };
      const small: { what: string; width: number; height: number }[] = [];
      for (const element of root.querySelectorAll(interactive)) {
        let box = element.getBoundingClientRect();
        if (!visible(element, box)) continue;
        if (inRunningText(element)) continue;
        box = stretched(element) ?? box;
        if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
          const label = element.labels?.[0]?.getBoundingClientRect();
          if (label) {
            const left = Math.min(box.left, label.left);
            const top = Math.min(box.top, label.top);
            box = new DOMRect(
              left,
              top,
              Math.max(box.right, label.right) - left,
              Math.max(box.bottom, label.bottom) - top,
            );
          }
        }
        // Half a pixel of rounding (44 px set in rem at a fractional zoom) is not a failure.
        if (box.width + 0.5 < min || box.height + 0.5 < min) {
          small.push({ what: describe(element), width: Math.round(box.width), height: Math.round(box.height) });
        }
      }
      return small;
    },
    { scope, minimum },
  );
}

describe('phone layout at 390 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it.each(cases)('%s %s (%s): fits the screen, every target at least 44 × 44 px', async (locale, name, path) => {
    const notFound = name === '404';
    const { page, context } = await newPage(
      browser,
      { viewport, locale: locale === 'en' ? 'en-US' : 'zh-CN', isMobile: true, hasTouch: true },
      notFound ? { errorResponses: [/\/no-such-page/] } : undefined,
    );
    try {
      await page.goto(path);
      await hydrated(page);
      await settled(page);

      const width = await page.evaluate(() => ({
        scroll: document.scrollingElement!.scrollWidth,
        inner: window.innerWidth,
        // The elements past the right edge, to name the culprit when the page overflows (inside
        // a sideways-scrolling row, such as the tabs, being past it is expected).
        widest: [...document.querySelectorAll('body *')]
          .filter(() => document.scrollingElement!.scrollWidth > window.innerWidth)
          .filter((element) => {
            for (let up = element.parentElement; up; up = up.parentElement) {
              if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(up).overflowX)) return false;
            }
            return true;
          })
          .map((element) => ({ element, right: element.getBoundingClientRect().right }))
          .filter((entry) => entry.right > window.innerWidth + 0.5)
          .slice(0, 3)
          .map(
            ({ element, right }) =>
              `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} right edge at ${Math.round(right)} px`,
          ),
      }));
      expect({ page: `${locale} ${name} ${path}`, scrollWidth: width.scroll, overflowing: width.widest }).toEqual({
        page: `${locale} ${name} ${path}`,
        scrollWidth: width.inner,
        overflowing: [],
      });

      const small = await smallTargets(page, 'body');
      // The phone menu, opened: its links are targets too.
      const toggle = page.locator('header button[aria-expanded]').first();
      if (await toggle.isVisible()) {
        await toggle.click();
        await page.locator('header button[aria-expanded="true"]').first().waitFor();
        small.push(
          ...(await smallTargets(page, 'header')).filter((target) => !small.some((s) => s.what === target.what)),
        );
      }
      expect({
        page: `${locale} ${name} ${path}`,
        under44px: small.map((target) => `${target.what} is ${target.width}×${target.height} px`),
      }).toEqual({ page: `${locale} ${name} ${path}`, under44px: [] });
    } finally {
      await context.close();
    }
  });
});

// On a phone: where words break, the layout, and the contact bar.
describe('phone words and contact bar at 390 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  const phone = (locale: Locale) => ({
    viewport,
    locale: locale === 'en' ? 'en-US' : 'zh-CN',
    isMobile: true,
    hasTouch: true,
  });

  /** Where the text of `selector` wraps: the characters that end each line but the last. */
  const lineEnds = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((elements) =>
      elements.map((element) => {
        const ends: string[] = [];
        let lastTop: number | null = null;
        let previous = '';
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let index = 0; index < text.length; index += 1) {
            if (/\s/.test(text[index]!)) continue;
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const top = range.getBoundingClientRect().top;
            if (lastTop !== null && top > lastTop + 2) ends.push(`${previous}|${text[index]}`);
            lastTop = top;
            previous = text[index]!;
          }
        }
        return ends;
      }),
    );

  it('the Chinese home headline breaks between its phrases, never inside a word (成/就)', async () => {
    const { page, context } = await newPage(browser, phone('zh'));
    try {
      await page.goto('/');
      await hydrated(page);
      const [ends] = await lineEnds(page, 'h1');
      expect(ends!.every((end) => /^[，、；：]/.test(end))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it.each(locales)(
    'the %s solution page: buttons clear of the cover, tables ruled, headers unbroken',
    async (locale) => {
      const { page, context } = await newPage(browser, phone(locale));
      try {
        await page.goto(localePath('solutions-detail-id', locale, { id: 'photovoltaic-scribing' }));
        await hydrated(page);
        const gap = await page.evaluate(() => {
          const actions = document.querySelector('main article nav')!.getBoundingClientRect();
          const cover = document.querySelector('main article img')!.getBoundingClientRect();
          return cover.top - actions.bottom;
        });
        expect(gap).toBeGreaterThanOrEqual(16);
        const headers = await lineEnds(page, 'main article table th');
        expect(headers.length).toBeGreaterThan(0);
        expect(headers.filter((ends) => ends.length)).toEqual([]);
        const styled = await page
          .locator('main article table th')
          .first()
          .evaluate((th) => {
            const style = getComputedStyle(th);
            return { background: style.backgroundColor, border: style.borderBottomStyle };
          });
        expect(styled.background).not.toBe('rgba(0, 0, 0, 0)');
        expect(styled.border).toBe('solid');
      } finally {
        await context.close();
      }
    },
  );

  it.each([
    ['/about/#about', 'about'],
    ['/en/supports/#support', 'support'],
  ])('%s opens its tab without a focus box round the panel', async (path, id) => {
    const { page, context } = await newPage(browser, phone('zh'));
    try {
      await page.goto(path);
      await hydrated(page);
      const panel = page.locator(`[role="tabpanel"]#${id}`);
      await panel.waitFor();
      const outline = await panel.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline).toBe('none');
      // Tabbing from the tab to its panel (no hash naming it) still shows where the focus is.
      await page.goto(path.split('#')[0]!);
      await hydrated(page);
      await page.locator('[role="tab"][aria-selected="true"]').focus();
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => ({
        role: document.activeElement?.getAttribute('role'),
        outline: getComputedStyle(document.activeElement!).outlineStyle,
      }));
      expect(focused).toEqual({ role: 'tabpanel', outline: 'solid' });
    } finally {
      await context.close();
    }
  });

  it.each(locales)(
    'the %s contact bar stays at the bottom, clear of the last lines and of the consent banner, with no layout shift',
    async (locale) => {
      const { page, context } = await newPage(browser, phone(locale));
      try {
        // The shipped build has no statistics provider: on the English site one that asks consent (it sets
        // cookies) is configured in the HTML, so the banner shows (the Chinese site counts without asking).
        const asksConsent = locale === 'en';
        if (asksConsent)
          await page.route(
            (url) => url.pathname === localePath('products-detail-id', locale, { id: 'yc-fs20-ir' }),
            async (route) => {
              const response = await route.fetch();
              const html = (await response.text()).replace(
                '</body>',
                `<script id="site-statistics" type="application/json">${JSON.stringify(
                  statisticsConfig({ provider: 'baidu', baiduSiteId: '0123456789abcdef0123456789abcdef' }),
                )}</script></body>`,
              );
              const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
              await route.fulfill({ status: response.status(), body: html, headers });
            },
          );
        await page.addInitScript(() => {
          (window as unknown as { shifts: number }).shifts = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(localePath('products-detail-id', locale, { id: 'yc-fs20-ir' }));
        await hydrated(page);
        await settled(page);
        const bar = page.getByTestId('contact-bar');
        await expect(bar.isVisible()).resolves.toBe(true);
        const labels = await bar.getByRole('link').allTextContents();
        expect(labels).toEqual(
          locale === 'en' ? ['Call us', 'WeChat', 'Send a message'] : ['电话咨询', '微信', '在线留言'],
        );
        const tel = await bar.getByRole('link').first().getAttribute('href');
        expect(tel).toBe(locale === 'en' ? 'tel:+862787654300' : 'tel:4008602718');
        const box = (await bar.boundingBox())!;
        expect(Math.round(box.y + box.height)).toBe(viewport.height);
        if (asksConsent) {
          const banner = page.locator('[aria-labelledby="statistics-consent-title"]');
          await banner.waitFor();
          const bannerBox = (await banner.boundingBox())!;
          expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(box.y);
        }
        await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
        const lastLine = await page.evaluate(() => {
          const footer = document.querySelector('footer')!;
          const texts = [...footer.querySelectorAll('p, li, a')].map(
            (element) => element.getBoundingClientRect().bottom,
          );
          return Math.max(...texts);
        });
        const barTop = (await bar.boundingBox())!.y;
        expect(lastLine).toBeLessThanOrEqual(barTop);
        expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
      } finally {
        await context.close();
      }
    },
  );

  it('the contact bar is not shown on a desktop', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    try {
      await page.goto('/en/');
      await hydrated(page);
      await expect(page.getByTestId('contact-bar').isVisible()).resolves.toBe(false);
    } finally {
      await context.close();
    }
  });
});
