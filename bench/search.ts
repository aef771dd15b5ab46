// `npm run bench` section "search": what the site search costs.
//   - index: seconds Pagefind adds to the build, and the index size per locale (raw and gzip -9);
//   - opening search: the files a visitor downloads for one query on /search/ and /en/search/
//     (Pagefind's JS, its WebAssembly and the index chunks, gzip -9), measured in Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../e2e/browser';
import { buildSearchIndex } from '../scripts/lib/search-index.mjs';
import { root } from '../scripts/lib/project.mjs';
import { chromiumPath } from '../scripts/lib/system-packages.mjs';
import { startServer } from '../scripts/lib/test-servers.mjs';

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

const sizes = (list: string[]) => ({
  files: list.length,
  rawKB: kb(list.reduce((sum, file) => sum + fs.statSync(file).size, 0)),
  gzipKB: kb(list.reduce((sum, file) => sum + gzipSync(fs.readFileSync(file), { level: 9 }).length, 0)),
});

export async function searchSection(results: Record<string, unknown>, runs: number) {
  console.log('\n> Site search (Pagefind)');
  const publicDir = path.join(root, '.builds', 'current', 'public');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pagefind-'));
  const seconds: number[] = [];
  let index: { pages: number; languages: Record<string, number> } = { pages: 0, languages: {} };
  for (let run = 0; run < runs; run += 1) {
    const output = path.join(scratch, String(run));
    const done = (await buildSearchIndex(publicDir, output)) as typeof index & { code: number; seconds: number };
    if (done.code !== 0) throw new Error('bench/search.ts: the search index failed');
    seconds.push(done.seconds);
    index = done;
  }
  const all = files(path.join(scratch, '0'));
  const of = (language: string) =>
    all.filter(
      (file) => path.basename(file).startsWith(`${language}_`) || path.basename(file).includes(`.${language}_`),
    );
  const sizeRows = {
    'zh-cn (index, fragments, filters)': sizes(of('zh-cn')),
    'en (index, fragments, filters)': sizes(of('en')),
    'shared runtime (pagefind.js, worker, wasm)': sizes(
      all.filter((file) => /^(pagefind\.js|pagefind-worker\.js|wasm\..*\.pagefind)$/.test(path.basename(file))),
    ),
  };
  fs.rmSync(scratch, { recursive: true, force: true });
  console.log(`Indexing ${index.pages} pages adds ${Math.min(...seconds).toFixed(2)} s to the build (best of ${runs})`);
  console.table(sizeRows);

  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const opened: Record<string, { js: number; wasm: number; index: number; totalKB: number; requests: number }> = {};
  try {
    for (const url of ['/search/?q=FS20', '/en/search/?q=FS20', '/search/?q=%E9%A3%9E%E7%A7%92']) {
      const page = await browser.newPage();
      const requested = new Set<string>();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/pagefind/')) requested.add(pathname);
      });
      await page.goto(`${server.url}${url}`);
      await page.waitForSelector('#search-status[data-state="done"]', { timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await page.close();
      const gz = (pathname: string) => gzipSync(fs.readFileSync(path.join(publicDir, pathname)), { level: 9 }).length;
      const sum = (test: (pathname: string) => boolean) =>
        [...requested].filter(test).reduce((total, p) => total + gz(p), 0);
      const js = sum((p) => p.endsWith('.js'));
      const wasm = sum((p) => p.includes('/wasm.'));
      const data = sum((p) => !p.endsWith('.js') && !p.includes('/wasm.'));
      opened[decodeURIComponent(url)] = {
        js: kb(js),
        wasm: kb(wasm),
        index: kb(data),
        totalKB: kb(js + wasm + data),
        requests: requested.size,
      };
    }
  } finally {
    await browser.close();
    server.stop();
  }
  console.log('Downloaded when search opens with one query (KB, gzip -9):');
  console.table(opened);
  results.search = { indexSeconds: seconds, pages: index.pages, languages: index.languages, sizes: sizeRows, opened };
}
