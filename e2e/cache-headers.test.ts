// Cache-Control of every file of the build, through the server: only names that change with their
// content may be immutable. Each file must match one deliberate rule below, so a new kind of file
// in public/ fails this test until someone decides how long browsers may keep it.
import fs from 'node:fs';
import path from 'node:path';
import { baseUrl } from './browser';

const publicDir = path.join(__dirname, '..', 'public');
const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'public, max-age=0, s-maxage=60, must-revalidate';
/** What the server answers for the not-found pages and for files it never serves. */
const notServed = { status: 404, cacheControl: 'no-store' };

interface Rule {
  kind: string;
  shape: RegExp;
  expected: string | typeof notServed;
  /** The build must contain such a file: the walk cannot pass by finding none. */
  required?: boolean;
}

const rules: Rule[] = [
  // Named by their content hash (webpack's [contenthash], Gatsby's content digests, build-cms.mjs).
  { kind: 'webpack chunk', shape: /^\/[\w-]+-[0-9a-f]{20}\.js$/, expected: immutable, required: true },
  { kind: 'stylesheet', shape: /^\/styles\.[0-9a-f]{20}\.css$/, expected: immutable, required: true },
  { kind: 'image or file under /static/', shape: /^\/static\/[0-9a-f]{32}\/.+$/, expected: immutable, required: true },
  { kind: 'webpack asset (font, image)', shape: /^\/static\/[\w-]+-[0-9a-f]{20}\.\w+$/, expected: immutable },
  { kind: 'CMS bundle', shape: /^\/admin\/cms-[0-9a-f]{20}\.(js|css)$/, expected: immutable, required: true },
  { kind: 'CMS asset (font, image)', shape: /^\/admin\/[\w-]+-[0-9a-f]{20}\.(woff2?|svg|png)$/, expected: immutable },
  // Same name, new content.
  {
    kind: 'search index chunk (Pagefind, content-hashed)',
    shape:
      /^\/pagefind\/(?:(?:filter|fragment|index)\/|pagefind\.)[a-z-]+_[0-9a-f]{7,}\.pf_(?:filter|fragment|index|meta)$/,
    expected: immutable,
    required: true,
  },
  {
    kind: 'search code and entry (Pagefind, same names every build)',
    shape: /^\/pagefind\/(?:pagefind(?:-worker)?\.js|pagefind-entry\.json|wasm\.[a-z-]+\.pagefind)$/,
    expected: revalidate,
    required: true,
  },
  // /admin's CSP depends on the Host header (src/server/http/cache-policy.ts): never kept by a shared cache.
  { kind: "the CMS's page", shape: /^\/admin\/index\.html$/, expected: 'no-store', required: true },
  { kind: 'page', shape: /^\/(en\/)?(?!admin\/)([\w-]+\/)*index\.html$/, expected: revalidate, required: true },
  { kind: 'Gatsby slice', shape: /^\/_gatsby\/slices\/[\w-]+\.html$/, expected: revalidate },
  { kind: 'page data', shape: /^\/page-data\/.+\/page-data\.json$/, expected: revalidate, required: true },
  { kind: 'app data', shape: /^\/page-data\/app-data\.json$/, expected: revalidate, required: true },
  { kind: 'static query result', shape: /^\/page-data\/sq\/d\/\d+\.json$/, expected: revalidate, required: true },
  { kind: 'chunk map', shape: /^\/chunk-map\.json$/, expected: revalidate },
  {
    kind: "inline scripts' hashes (for the site CSP)",
    shape: /^\/csp-hashes\.json$/,
    expected: revalidate,
    required: true,
  },
  { kind: "chunk's licence notes", shape: /^\/[\w-]+\.js\.LICENSE\.txt$/, expected: revalidate },
  { kind: 'upload (replaced in place by editors)', shape: /^\/uploads\/.+$/, expected: revalidate, required: true },
  {
    kind: 'generated datasheet (same name, new content when its product changes)',
    shape: /^\/datasheets\/[a-z0-9-]+-(zh|en)\.pdf$/,
    expected: revalidate,
    required: true,
  },
  {
    kind: 'generated outline drawing for CAD (same name, new content when its product changes)',
    shape: /^\/drawings\/[a-z0-9-]+-(zh|en)\.dxf$/,
    expected: revalidate,
    required: true,
  },
  {
    kind: 'generated event calendar file (same name, new content when its event changes)',
    shape: /^\/events\/[a-z0-9-]+-(zh|en)\.ics$/,
    expected: revalidate,
    required: true,
  },
  {
    kind: 'generated map picture of the locations (same name, new content when the outline changes)',
    shape: /^\/maps\/(china|world)-(zh|en)\.svg$/,
    expected: revalidate,
    required: true,
  },
  {
    kind: "generated certificate record (same name, new content when its certification's data changes)",
    shape: /^\/certificates\/[a-z0-9-]+-(zh|en)\.pdf$/,
    expected: revalidate,
    required: true,
  },
  {
    kind: 'generated application note (same name, new content when its note changes)',
    shape: /^\/application-notes\/[a-z0-9-]+-(zh|en)\.pdf$/,
    expected: revalidate,
    required: true,
  },
  {
    kind: 'generated document (manual, catalogue, declaration: same name, new content)',
    shape: /^\/downloads\/[a-z0-9-]+-(zh|en)\.pdf$/,
    expected: revalidate,
    required: true,
  },
  {
    kind: 'artwork drawn for the site (static/images: hero, partners, certificates; fixed names)',
    shape: /^\/images\/([\w-]+\/)?[\w-]+\.svg$/,
    expected: revalidate,
  },
  {
    kind: 'default share image of pages without their own picture (og:image, fixed name)',
    shape: /^\/images\/share\.jpg$/,
    expected: revalidate,
    required: true,
  },
  { kind: 'favicon', shape: /^\/favicon\.(svg|ico|png)$/, expected: revalidate, required: true },
  { kind: 'robots.txt', shape: /^\/robots\.txt$/, expected: revalidate, required: true },
  { kind: 'sitemap', shape: /^\/sitemap-(index|\d+)\.xml$/, expected: revalidate, required: true },
  { kind: 'news feed', shape: /^\/(en\/)?rss\.xml$/, expected: revalidate, required: true },
  { kind: 'web app manifest', shape: /^\/manifest\.webmanifest$/, expected: revalidate },
  { kind: "CMS backend's origins (for the admin CSP)", shape: /^\/admin\/csp\.json$/, expected: revalidate },
  {
    kind: 'offices and the provinces they serve (for /api/region)',
    shape: /^\/offices\.json$/,
    expected: revalidate,
    required: true,
  },
  {
    kind: 'WeChat QR code of the footer (named after its content)',
    shape: /^\/static\/wechat-qr-[0-9a-f]{12}\.svg$/,
    expected: immutable,
    required: true,
  },
  {
    kind: 'statistics provider (for the site CSP)',
    shape: /^\/statistics\.json$/,
    expected: revalidate,
    required: true,
  },
  { kind: 'Partytown (Gatsby Script)', shape: /^\/~partytown\/.+\.js$/, expected: revalidate },
  // Not served as files.
  { kind: 'not-found page', shape: /^\/(en\/)?404(\.html|\/index\.html)$/, expected: notServed, required: true },
  { kind: 'dotfile (build stamp, .gitkeep)', shape: /(^|\/)\.[^/]+$/, expected: notServed },
  // Needed by no visitor (src/server/http/cache-policy.ts, buildOnlyFiles).
  { kind: "chunk's source map", shape: /^\/[\w.-]+\.(js|css)\.map$/, expected: notServed, required: true },
  { kind: 'webpack stats', shape: /^\/webpack\.stats\.json$/, expected: notServed, required: true },
  {
    kind: 'precompressed copy (sent for its original)',
    shape: /\.(html|m?js|css|json|svg|xml|txt|dxf|webmanifest|ico)\.(br|gz)$/,
    expected: notServed,
    required: true,
  },
];

// The walk, before the ordered checks: "/uploads/.gitkeep" is a dotfile first, an upload second.
const ruleOrder = [...rules].sort((a, b) => Number(b.expected === notServed) - Number(a.expected === notServed));

const files = fs
  .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => fs.statSync(path.join(publicDir, file)).isFile())
  .map((file) => `/${file.split(path.sep).join('/')}`)
  .sort();

const ruleFor = (urlPath: string) => ruleOrder.find((rule) => rule.shape.test(urlPath));

/** The URL a visitor asks for: a file path, and for index.html also its directory. */
function requestsFor(urlPath: string): string[] {
  const encoded = urlPath
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/');
  return urlPath.endsWith('/index.html') ? [encoded, encoded.slice(0, -'index.html'.length)] : [encoded];
}

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

describe('Cache-Control of every file in public/', () => {
  it('has a deliberate rule for every file of the build', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter((file) => !ruleFor(file))).toEqual([]);
    const kindsFound = new Set(files.map((file) => ruleFor(file)?.kind));
    expect(rules.filter((rule) => rule.required && !kindsFound.has(rule.kind)).map((rule) => rule.kind)).toEqual([]);
  });

  it('is what the server sends for each of them', async () => {
    const wrong: string[] = [];
    const checked = new Set<string>();
    await eachLimited(
      files.filter((file) => ruleFor(file)),
      8,
      async (file) => {
        const rule = ruleFor(file)!;
        for (const request of requestsFor(file)) {
          const response = await fetch(`${baseUrl}${request}`, { redirect: 'manual' });
          await response.arrayBuffer();
          const expected =
            typeof rule.expected === 'string' ? { status: 200, cacheControl: rule.expected } : rule.expected;
          const got = { status: response.status, cacheControl: response.headers.get('cache-control') };
          if (got.status !== expected.status || got.cacheControl !== expected.cacheControl) {
            wrong.push(
              `${request} (${rule.kind}): ${got.status} "${got.cacheControl}", wanted ${expected.status} "${expected.cacheControl}"`,
            );
          }
          checked.add(rule.kind);
        }
      },
    );
    expect(wrong.sort()).toEqual([]);
    expect(checked.size).toBeGreaterThan(10);
  }, 120_000);

  it('sends the precompressed copy of a file for it, with the same Cache-Control, to clients that accept it', async () => {
    const compressed = files.filter((file) => files.includes(`${file}.br`) && ruleFor(file)?.expected !== notServed);
    expect(compressed.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    await eachLimited(compressed, 8, async (file) => {
      const sent: Record<string, string | null> = {};
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await fetch(`${baseUrl}${requestsFor(file)[0]}`, { headers: { 'Accept-Encoding': encoding } });
        await response.arrayBuffer();
        sent[encoding] =
          `${response.status} ${response.headers.get('content-encoding') ?? 'identity'} ${response.headers.get('cache-control')} ${response.headers.get('vary')}`;
      }
      const cache = ruleFor(file)!.expected as string;
      const wanted = (encoding: string) => `200 ${encoding} ${cache} Accept-Encoding`;
      if (sent.br !== wanted('br') || sent.identity !== wanted('identity') || !sent.gzip?.startsWith('200 ')) {
        wrong.push(`${file}: ${JSON.stringify(sent)}`);
      }
    });
    expect(wrong.sort()).toEqual([]);
  }, 120_000);

  it('answers a revalidation of an unchanged static query result with 304', async () => {
    const result = files.find((file) => /^\/page-data\/sq\/d\//.test(file))!;
    const first = await fetch(`${baseUrl}${result}`);
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidates its copy (fetch() alone would add `Cache-Control: no-cache`).
    const again = await fetch(`${baseUrl}${result}`, {
      headers: { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });
});
