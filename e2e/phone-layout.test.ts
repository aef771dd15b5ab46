// Issue 14 item 9: at 390 px (a common phone) every page type in both languages fits the screen
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
