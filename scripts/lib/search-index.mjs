// The site search index: Pagefind reads the rendered pages of a finished `gatsby build`
// and writes a static index to public/pagefind/, one per locale (it reads each page's <html lang>:
// zh-CN and en). The npm package brings only the "extended" binary, the one with Chinese word
// segmentation. Called by build-steps.mjs build() between gatsby build and the switch, so the CMS
// publish path (the same build) renews the index with every change.
import fs from 'node:fs';
import path from 'node:path';

/** Pages opt in with data-pagefind-body (src/components/search/indexed.ts); these folders never hold one. */
const skippedDirs = new Set(['page-data', 'static', 'admin', 'pagefind', '~partytown']);

/**
 * The HTML files of the build that opted into the index, as { url, file }.
 * @param {string} publicDir
 */
export function indexedPages(publicDir) {
  /** @type {{ url: string, file: string }[]} */
  const pages = [];
  /** @param {string} dir @param {string} url */
  const walk = (dir, url) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!(url === '/' && skippedDirs.has(entry.name))) walk(path.join(dir, entry.name), `${url}${entry.name}/`);
      } else if (entry.name === 'index.html') {
        const file = path.join(dir, entry.name);
        if (fs.readFileSync(file, 'utf8').includes('data-pagefind-body')) pages.push({ url, file });
      }
    }
  };
  walk(publicDir, '/');
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

/** @param {string} dir @returns {number} */
function sizeOf(dir) {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    bytes += entry.isDirectory() ? sizeOf(file) : fs.statSync(file).size;
  }
  return bytes;
}

/**
 * Writes `<publicDir>/pagefind/` (or `output`: the benchmark indexes a build into a scratch folder). Returns { code, seconds, pages, bytes, languages }: code 1 when
 * Pagefind reported an error or no page opted in (a build without search must not go live).
 * @param {string} publicDir
 * @param {string} [output]
 */
export async function buildSearchIndex(publicDir, output = path.join(publicDir, 'pagefind')) {
  const started = Date.now();
  fs.rmSync(output, { recursive: true, force: true });
  const pagefind = await import('pagefind');
  /** @param {string[]} errors */
  const fail = (errors) => {
    console.error(`Search index failed:\n  ${errors.join('\n  ')}`);
    return { code: 1, seconds: (Date.now() - started) / 1000, pages: 0, bytes: 0, languages: {} };
  };
  try {
    const pages = indexedPages(publicDir);
    if (!pages.length) return fail(['no page has data-pagefind-body']);
    const { index, errors } = await pagefind.createIndex({});
    if (!index) return fail(errors);
    for (const { url, file } of pages) {
      const added = await index.addHTMLFile({ url, content: fs.readFileSync(file, 'utf8') });
      if (added.errors.length) return fail(added.errors);
    }
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length) return fail(written.errors);
    // Pagefind's ready-made UIs: the site has its own results page (src/components/search), so they
    // would only be deployed, never loaded.
    for (const name of fs.readdirSync(output)) {
      if (/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(name)) fs.rmSync(path.join(output, name));
    }
    const entry = JSON.parse(fs.readFileSync(path.join(output, 'pagefind-entry.json'), 'utf8'));
    const languages = Object.fromEntries(
      Object.entries(entry.languages).map(([language, info]) => [language, info.page_count]),
    );
    const seconds = (Date.now() - started) / 1000;
    const bytes = sizeOf(output);
    console.log(
      `Search index: ${pages.length} pages (${Object.entries(languages)
        .map(([language, count]) => `${language} ${count}`)
        .join(
          ', ',
        )}), ${(bytes / 1024).toFixed(0)} KB in ${path.relative(process.cwd(), output)}/, ${seconds.toFixed(1)} s`,
    );
    return { code: 0, seconds, pages: pages.length, bytes, languages };
  } finally {
    await pagefind.close();
  }
}
