/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { cacheControlFor, isBuildOnlyFile, isNeverServed, servedPathOf } from '../cache-policy';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'public, max-age=0, s-maxage=60, must-revalidate';
const noStore = 'no-store';

describe('cacheControlFor', () => {
  // Every path shape of a Gatsby build (public/) and the CMS bundle; the browser test
  // e2e/cache-headers.test.ts checks the same through the server on every file of a real build.
  it.each([
    // webpack's chunks and styles, named by their content hash
    ['/app-693c125aadd8acaac071.js', immutable],
    ['/framework-355c5d4d96759b246b0d.js', immutable],
    ['/webpack-runtime-9d3bf8ffeb53eb6afffe.js', immutable],
    ['/commons-e10d46811be97b096e29.js', immutable],
    ['/component---src-templates-home-tsx-da06ade6439b3020ef35.js', immutable],
    ['/263-c5419eb51e4c537f0cff.js', immutable],
    ['/bfcc9b36f798987c87c046fb175b04358cd3c1da-16d5ac91856357956a17.js', immutable],
    ['/styles.a4e5d755dbd4aa88b389.css', immutable],
    // Gatsby's /static/: content digests in the path, webpack assets with their hash
    ['/static/0d380d44828bf842ba4efcf08d689dde/a1b2c3d4/yc-fs20-ir.avif', immutable],
    ['/static/0d380d44828bf842ba4efcf08d689dde/datasheet.pdf', immutable],
    ['/static/inter-latin-400-normal-0123456789abcdef0123.woff2', immutable],
    // the CMS bundle
    ['/admin/cms-049101f2636ed56b633d.js', immutable],
    ['/admin/cms-21e40416ee2bbb77d3d0.css', immutable],
    ['/admin/font-ABCD1234-21e40416ee2bbb77d3d0.woff2', immutable],
    // the search index: chunks named by their content hash; code, WebAssembly and entry keep their names
    ['/pagefind/fragment/en_20af8df.pf_fragment', immutable],
    ['/pagefind/fragment/zh-cn_3e62c5d.pf_fragment', immutable],
    ['/pagefind/index/zh-cn_a1b2c3d.pf_index', immutable],
    ['/pagefind/filter/en_cab1958.pf_filter', immutable],
    ['/pagefind/pagefind.en_90f231158e.pf_meta', immutable],
    ['/pagefind/pagefind.js', revalidate],
    ['/pagefind/pagefind-worker.js', revalidate],
    ['/pagefind/pagefind-entry.json', revalidate],
    ['/pagefind/wasm.en.pagefind', revalidate],
    // static query results: named by the query, their content changes with site settings
    ['/page-data/sq/d/2618779326.json', revalidate],
    ['/page-data/app-data.json', revalidate],
    ['/page-data/index/page-data.json', revalidate],
    ['/page-data/en/products/page-data.json', revalidate],
    // pages
    ['/index.html', revalidate],
    ['/en/products/index.html', revalidate],
    ['/404.html', revalidate],
    ['/_gatsby/slices/_gatsby-scripts-1.html', revalidate],
    // /admin's CSP depends on the Host header: no shared cache may keep it
    ['/admin/index.html', noStore],
    ['/admin/', noStore],
    // a chunk's source map and licence notes change without the chunk's name changing
    ['/app-693c125aadd8acaac071.js.map', revalidate],
    ['/app-693c125aadd8acaac071.js.LICENSE.txt', revalidate],
    ['/styles.a4e5d755dbd4aa88b389.css.map', revalidate],
    // uploads are replaced in place by editors, even when their name looks hashed
    ['/uploads/products/yc-fs20-ir.png', revalidate],
    ['/uploads/downloads/fs-series-user-manual.pdf', revalidate],
    // the generated datasheets keep their names from build to build (scripts/datasheets.ts)
    ['/datasheets/yc-fs20-ir-zh.pdf', revalidate],
    ['/uploads/downloads/manual-0123456789abcdef0123.pdf', revalidate],
    ['/uploads/app-0123456789abcdef0123.js', revalidate],
    // fixed names written by the build or copied from static/
    ['/favicon.svg', revalidate],
    ['/robots.txt', revalidate],
    ['/sitemap-index.xml', revalidate],
    ['/sitemap-0.xml', revalidate],
    ['/rss.xml', revalidate],
    ['/en/rss.xml', revalidate],
    ['/manifest.webmanifest', revalidate],
    ['/chunk-map.json', revalidate],
    ['/webpack.stats.json', revalidate],
    ['/~partytown/partytown.js', revalidate],
    // a hash too short, or not where webpack puts it
    ['/app-693c125a.js', revalidate],
    ['/en/app-693c125aadd8acaac071.js', revalidate],
    ['/static', revalidate],
  ])('%s -> %s', (urlPath, expected) => {
    expect(cacheControlFor(urlPath)).toBe(expected);
  });
});

describe('isBuildOnlyFile', () => {
  it.each([
    ['/app-693c125aadd8acaac071.js.map', true],
    ['/styles.a4e5d755dbd4aa88b389.css.map', true],
    ['/webpack.stats.json', true],
    ['/app-693c125aadd8acaac071.js', false],
    ['/chunk-map.json', false],
    ['/uploads/site.map.pdf', false],
    ['/en/webpack.stats.json', false],
  ])('%s: %s', (urlPath, buildOnly) => {
    expect(isBuildOnlyFile(urlPath)).toBe(buildOnly);
  });
});

describe('servedPathOf', () => {
  it.each([
    ['/products/', '/products/'],
    ['/app.js%2Emap', '/app.js.map'],
    ['/%77ebpack.stats.json', '/webpack.stats.json'],
    ['//404.html', '/404.html'],
    ['/./404.html', '/404.html'],
    ['/404.html/.', '/404.html'],
    ['/en/404%2F', '/en/404/'],
    ['/static/..%2F..%2Fwebpack.stats.json', '/webpack.stats.json'],
    ['/uploads/%E5%9B%BE.png', '/uploads/图.png'],
  ])('%s is the file %s', (requestPath, served) => {
    expect(servedPathOf(requestPath)).toBe(served);
  });

  it('is null for a path that does not decode', () => {
    expect(servedPathOf('/uploads/%E0%A4%A')).toBeNull();
  });
});

describe('isNeverServed', () => {
  it.each([
    ['/404.html', true],
    ['/404%2Ehtml', true],
    ['/en/404%2Findex.html', true],
    ['/index.html%2Ebr', true],
    ['/INDEX.HTML%2EGZ', true],
    ['/app-693c125aadd8acaac071.js%2Emap', true],
    ['/webpack%2Estats.json', true],
    ['//webpack.stats.json', true],
    ['/products/', false],
    ['/app-693c125aadd8acaac071.js', false],
    ['/uploads/site.map.pdf', false],
    ['/en/webpack.stats.json', false],
    ['/uploads/%E0%A4%A', false],
  ])('%s: %s', (requestPath, never) => {
    expect(isNeverServed(requestPath)).toBe(never);
  });
});

describe('the precompressed copies', () => {
  // scripts/lib/precompress.mjs's list, read as the build reads it (an ES module).
  const extensions = JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const m = await import('./scripts/lib/precompress.mjs'); console.log(JSON.stringify(m.compressibleExtensions));",
      ],
      { cwd: path.join(__dirname, '../../../..'), encoding: 'utf8' },
    ),
  ) as string[];

  it('of every type the build compresses are never served by their own name', () => {
    expect(extensions).toContain('.dxf');
    for (const extension of extensions)
      for (const copy of ['br', 'gz'])
        expect([extension, isNeverServed(`/drawings/a${extension}.${copy}`)]).toEqual([extension, true]);
  });
});
