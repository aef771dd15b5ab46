import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, newPage } from './browser';
import { firstLoadBudget, firstLoadScripts, pageTypesInBothLocales as pages } from './first-load-js';

// The JS a first visit downloads (gzip -9 of every script file until the network is idle) stays
// within the budget of bench/budget.json on every page type in both locales.
const publicDir = path.join(__dirname, '..', 'public');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('first-load JS within bench/budget.json', () => {
  it.each(pages)('%s %s', async (type, route) => {
    const budget = firstLoadBudget();
    const { page, context } = await newPage(browser, { locale: route.startsWith('/en') ? 'en-US' : 'zh-CN' });
    const { files, total } = await firstLoadScripts(page, `${baseUrl}${route}`, publicDir);
    await context.close();
    // A page that loads no framework chunk was not measured: fail rather than pass on nothing.
    expect(files.some((file) => /\/framework-/.test(file.pathname))).toBe(true);
    // Site search (Pagefind) loads only when a search is run, never with a page.
    expect(files.filter((file) => file.pathname.startsWith('/pagefind/'))).toEqual([]);
    // No page loads gatsby-plugin-image's runtime (GatsbyImage's lazy-hydrate chunk) nor
    // react-dom/server, which that chunk imports (Gatsby issue #37281): pictures are plain markup.
    const imageRuntime = files.filter((file) =>
      /data-gatsby-image-wrapper|renderToStaticMarkup/.test(
        fs.readFileSync(path.join(publicDir, file.pathname), 'utf8'),
      ),
    );
    expect(imageRuntime.map((file) => file.pathname)).toEqual([]);
    const listing = files.map((file) => `${file.pathname} ${file.gzip} B`).join(', ');
    expect(total <= budget ? 'within' : `${total} B > ${budget} B: ${listing}`).toBe('within');
  });
});
