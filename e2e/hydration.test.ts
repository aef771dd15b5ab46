import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, hydrated, launch, newPage, settled } from './browser';
import { pageTypesInBothLocales as pages } from './first-load-js';

// Hydration does its work once on every page type in both locales: React adopts the static HTML
// as it is (a mismatch makes React throw it away and render the page again on the client: the
// console error that e2e/fail-on-problems.ts catches, and new <main> and <h1> nodes that this
// test sees), and no state differing from the static HTML renders the page a second time in the
// same task (the URL's query, storage read on mount). Such a render changes the page's
// DOM, so a commit counts when it does: a later commit that writes nothing (a provider re-rendering
// with the same output, which the scheduler may run in the same task on a fast machine) or a lazy
// part's own commit is not a second render of the page's static HTML.

/** What the page recorded at hydration (see the init script below). */
interface HydrationRecord {
  /** The static HTML's <main> and its title were kept (not rendered anew on the client). */
  keptStaticMarkup: boolean;
  /**
   * Commits of React's page root up to the end of the task in which the page became hydrated: the
   * hydrating one, and each later one that changed the DOM under the root.
   */
  commitsAtHydration: number;
}

/**
 * Before any script of the page runs: installs React's devtools hook (React reports every commit
 * to it), marks the static <main> once parsed, and watches for `___hydrated` (set by
 * gatsby-browser.tsx's onInitialClientRender, in the effects after the hydrating commit). React
 * flushes a re-render that state differing from the static HTML forces in that same task.
 */
function recordHydration() {
  type Marked = Element & { __static?: boolean };
  const record: HydrationRecord & { done: boolean } = { keptStaticMarkup: false, commitsAtHydration: 0, done: false };
  let commits = 0;
  // DOM writes under the page root since the last commit (markers of a lazy part going live aside).
  const writes = new MutationObserver(() => undefined);
  const written = () =>
    writes.takeRecords().some((change) => !(change.type === 'attributes' && change.attributeName === 'data-hydrated'));
  const page = window as unknown as { __hydrationRecord: typeof record; ___hydrated?: boolean };
  page.__hydrationRecord = record;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_renderer: number, root: { containerInfo?: Element }) => {
      if (root.containerInfo?.id !== '___gatsby') return;
      if (commits === 0) {
        written();
        commits = 1;
      } else if (written()) commits += 1;
    },
  };
  document.addEventListener('DOMContentLoaded', () => {
    for (const element of document.querySelectorAll('main, main h1')) (element as Marked).__static = true;
    const root = document.getElementById('___gatsby');
    if (root) writes.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  let hydrated = false;
  Object.defineProperty(window, '___hydrated', {
    get: () => hydrated,
    set: (value: boolean) => {
      hydrated = value;
      // A microtask: React's sync re-render, scheduled by the effects before this one, runs first;
      // chunks that load later (the video facade, the contact form) commit in tasks of their own.
      queueMicrotask(() => {
        const kept = ['main', 'main h1'].map((selector) => document.querySelector<Marked>(selector));
        record.keptStaticMarkup = kept.every((element) => element?.__static === true);
        record.commitsAtHydration = commits;
        record.done = true;
      });
    },
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('hydration renders each page once, keeping its static HTML', () => {
  it.each(pages)('%s %s', async (type, route) => {
    const { page, context } = await newPage(browser, { locale: route.startsWith('/en') ? 'en-US' : 'zh-CN' });
    await page.addInitScript(recordHydration);
    await page.goto(`${baseUrl}${route}`);
    await hydrated(page);
    await page.waitForFunction(
      () => (window as unknown as { __hydrationRecord: { done: boolean } }).__hydrationRecord.done,
    );
    const { keptStaticMarkup, commitsAtHydration } = await page.evaluate(
      () => (window as unknown as { __hydrationRecord: HydrationRecord }).__hydrationRecord,
    );
    await settled(page);
    await context.close();
    // The comparison's static HTML cannot know which models the address names (its "?models="):
    // it renders them once hydrated, by design. Every other page hydrates in one commit: no lazy
    // Suspense boundary can commit within the hydrating task, as the only one (the video facade)
    // is asked for once in view or reached for, never at first view.
    const allowed = type === 'product compare' ? 2 : 1;
    expect({ keptStaticMarkup, withinAllowed: commitsAtHydration <= allowed, commitsAtHydration }).toEqual({
      keptStaticMarkup: true,
      withinAllowed: true,
      commitsAtHydration: expect.any(Number) as number,
    });
  });
});

describe('the app chunk (loaded by every page)', () => {
  const publicDir = path.join(__dirname, '..', 'public');

  /** The code of the build's app chunk (older app-*.js files of earlier builds may still lie in public/). */
  function appChunk(): string {
    const chunkMap = JSON.parse(fs.readFileSync(path.join(publicDir, 'chunk-map.json'), 'utf8')) as {
      app: string[];
    };
    const app = chunkMap.app.find((file) => /^\/app-[0-9a-f]+\.js$/.test(file));
    if (!app) throw new Error('No app chunk in public/chunk-map.json: build first');
    return fs.readFileSync(path.join(publicDir, app), 'utf8');
  }

  it("holds none of react-i18next's Trans (nor the HTML parser it brings)", () => {
    const code = appChunk();
    // The chunk that must carry react-i18next's useTranslation: the test cannot pass on an empty file.
    expect(code).toContain('useTranslation: You will need to pass in an i18next instance');
    // Trans's warning codes and html-parse-stringify's void-element flag survive minification.
    expect(['TRANS_NULL_VALUE', 'TRANS_INVALID_OBJ', 'voidElement'].filter((text) => code.includes(text))).toEqual([]);
  });

  it("holds none of react-i18next's IcuTrans (nor its HTML entity table)", () => {
    const code = appChunk();
    expect(code).toContain('useTranslation: You will need to pass in an i18next instance');
    // IcuTrans's display name and error code, and an entry of the entity table it decodes with.
    expect(['IcuTrans', 'ICU_TRANS_RENDER_ERROR', '&hearts;'].filter((text) => code.includes(text))).toEqual([]);
  });

  it("holds no use-sync-external-store shim: useTranslation uses React's own hook", () => {
    const code = appChunk();
    expect(code).toContain('useTranslation: You will need to pass in an i18next instance');
    // The shim's fallback store keeps its state as `{inst:{value:…,getSnapshot:…}}` (names survive minification).
    expect(/inst:\{value:/.test(code)).toBe(false);
  });
});

describe('after hydration, the header is not rendered again with the same output', () => {
  // A page reading its query renders again once hydrated (the product finder, the news
  // categories): its header, whose props have not changed, must not. React gives a fiber its
  // second copy (`alternate`) only when it renders it again, so a header rendered once has none.
  it.each([
    ['/products/?regime=picosecond'],
    ['/en/products/?regime=femtosecond&band=infrared'],
    ['/en/news/?category=company'],
    ['/about/'],
  ])('%s', async (route) => {
    const { page, context } = await newPage(browser, { locale: route.startsWith('/en') ? 'en-US' : 'zh-CN' });
    await page.goto(`${baseUrl}${route}`);
    await hydrated(page);
    await settled(page);
    const rendered = await page.evaluate(() => {
      type Fiber = { alternate: Fiber | null; child: Fiber | null; sibling: Fiber | null; type: unknown };
      const header = document.querySelector('header');
      const key = header && Object.keys(header).find((name) => name.startsWith('__reactFiber$'));
      if (!header || !key) return null;
      const again: string[] = [];
      const walk = (fiber: Fiber | null) => {
        for (let node = fiber; node; node = node.sibling) {
          if (node.alternate) again.push(typeof node.type === 'string' ? node.type : 'component');
          walk(node.child);
        }
      };
      walk((header as unknown as Record<string, Fiber>)[key]!.child);
      return again;
    });
    await context.close();
    expect(rendered).toEqual([]);
  });
});
