/**
 * @jest-environment node
 */
// What `npm run test:changed` runs for a change (scripts/lib/changed-tests.ts): the browser tests of
// the page types a changed file reaches, the sweeps over every page type among them.
import path from 'node:path';
import { importGraph, selectTests } from '../../scripts/lib/changed-tests';

const root = path.join(__dirname, '..', '..');
// One graph for all the cases: the files are parsed once.
const graph = importGraph();
const select = (...changed: string[]) => selectTests(root, changed, graph);

/** The browser tests that open one page of every page type (e2e/first-load-js.ts). */
const sweeps = ['e2e/accessibility.test.ts', 'e2e/imagery.test.ts', 'e2e/js-budget.test.ts'];

describe('test:changed', () => {
  it('runs the sweeps over every page type and the tests of the product pages for a product-page component', () => {
    const { pageTypes, browserTests, unitSources } = select('src/components/products/spec-table.tsx');
    expect(pageTypes).toContain('products-detail-id');
    expect(pageTypes).not.toContain('news-detail-id');
    expect(browserTests).toEqual(expect.arrayContaining([...sweeps, 'e2e/phone-layout.test.ts']));
    // A test of the news pages alone is not among them.
    expect(browserTests).not.toContain('e2e/cms-uploads.test.ts');
    expect(unitSources).toEqual(['src/components/products/spec-table.tsx']);
  });

  it('follows stylesheets: a CSS module reaches the page types of the components importing it', () => {
    expect(select('src/components/products/spec-table.module.css').pageTypes).toContain('products-detail-id');
  });

  it('follows a component that brings its own messages (the statistics runner): every page loads it', () => {
    const { pageTypes, browserTests } = select('src/components/statistics/run.tsx');
    expect(pageTypes.length).toBeGreaterThan(10);
    expect(browserTests).toEqual(expect.arrayContaining([...sweeps, 'e2e/statistics.test.ts']));
  });

  it('counts a message, build or site-settings change as touching every page type', () => {
    for (const file of ['content/settings/site.yml', 'locales/en/common.json', 'gatsby-node.ts']) {
      const { pageTypes, everyPage, browserTests } = select(file);
      // The settings reach every page through the layout's query, the others through the build.
      expect([file, everyPage]).toEqual([file, !file.startsWith('content/')]);
      expect([file, pageTypes]).toEqual([file, expect.arrayContaining(['index', 'products-detail-id', 'not-found'])]);
      expect(browserTests).toEqual(expect.arrayContaining(sweeps));
    }
  });

  it('takes a content entry to the page types that query its collection, or one related to it', () => {
    const faq = select('content/faqs/cooling-water.yml');
    expect(faq.everyPage).toBe(false);
    expect(faq.pageTypes).toEqual(['supports']);
    // The sweeps run (over that page type alone: scripts/test-changed.ts), the CMS tests do not:
    // their #/collections/… and content/… addresses open no page.
    expect(faq.browserTests).toEqual(expect.arrayContaining(sweeps));
    expect(faq.browserTests.filter((test) => test.startsWith('e2e/cms'))).toEqual([]);
    // A product is shown by its own pages, and by those of the experts and news naming it.
    const product = select('content/products/yc-fs20-ir.yml');
    expect(product.everyPage).toBe(false);
    expect(product.pageTypes).toEqual(expect.arrayContaining(['products-detail-id', 'experts-id', 'news-detail-id']));
    expect(product.pageTypes).not.toContain('privacy');
  });

  it('runs the browser tests that import a changed helper, and only those when no page is reached', () => {
    const { pageTypes, browserTests } = select('e2e/cms-clone.ts');
    expect(pageTypes).toEqual([]);
    expect(browserTests).toEqual(expect.arrayContaining(['e2e/cms.test.ts', 'e2e/publish.test.ts']));
    expect(browserTests).not.toContain('e2e/accessibility.test.ts');
  });

  it('runs every browser test when what runs them changed (their Jest configuration, the shared browser)', () => {
    for (const file of ['jest.e2e.config.js', 'e2e/browser-server.ts']) {
      expect([file, select(file).browserTests]).toEqual([file, expect.arrayContaining([...sweeps, 'e2e/cms.test.ts'])]);
    }
  });

  it('runs a changed browser test itself, and no browser test for server code no page imports', () => {
    expect(select('e2e/crawl.test.ts').browserTests).toEqual(['e2e/crawl.test.ts']);
    expect(select('src/server/contact/notify.ts')).toMatchObject({ pageTypes: [] });
  });
});
