/**
 * @jest-environment node
 */
// Requests a client library would never send, through raw sockets: none may
// crash the server or get a 500.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createApp } from '../app';
import type { RootRedirect } from '../../../config/site';
import { fixtureProject, listen } from './fixture-site';

const projectDir = fixtureProject();
const publicFile = (file: string) => fs.readFileSync(path.join(projectDir, 'public', file));
let site: Awaited<ReturnType<typeof listen>>;

async function start(rootRedirect: RootRedirect | null = null) {
  site = await listen(createApp({ projectDir, rootRedirect }));
}
afterEach(() => site.close());
const request = (...args: Parameters<typeof site.request>) => site.request(...args);

const decoded = (response: { headers: Record<string, string>; body: Buffer }) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body);
  if (encoding === 'gzip') return zlib.gunzipSync(response.body);
  return response.body;
};

describe('unknown paths', () => {
  beforeEach(() => start());

  const conditions: [string, string[]][] = [
    ['Range', ['Range: bytes=0-99']],
    ['Range with If-Range', ['Range: bytes=0-99', 'If-Range: Thu, 01 Jan 2099 00:00:00 GMT']],
    ['a suffix Range', ['Range: bytes=-10']],
    ['If-None-Match: *', ['If-None-Match: *']],
    ['If-Modified-Since in the future', ['If-Modified-Since: Thu, 01 Jan 2099 00:00:00 GMT']],
    ['If-Unmodified-Since in the past', ['If-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT']],
  ];
  const encodings = [[], ['Accept-Encoding: br'], ['Accept-Encoding: gzip']];

  it.each(conditions)('answer 404 with the whole not-found page despite %s', async (_, headers) => {
    for (const [target, page] of [
      ['/en/no-such-page/', 'en/404/index.html'],
      ['/no-such-page/', '404.html'],
      ['/404.html', '404.html'],
      ['/en/404/', 'en/404/index.html'],
    ] as const) {
      for (const encoding of encodings) {
        const response = await request(target, [...headers, ...encoding]);
        expect([target, response.status]).toEqual([target, 404]);
        expect(decoded(response).equals(publicFile(page))).toBe(true);
        expect(response.headers['content-length']).toBe(String(response.body.length));
        expect(response.headers['accept-ranges']).toBeUndefined();
        expect(response.headers['content-range']).toBeUndefined();
        expect(response.headers.etag).toBeUndefined();
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      }
    }
  });

  it('answer HEAD with the headers of the 404 and no body', async () => {
    const response = await request('/en/no-such-page/', ['Range: bytes=0-99', 'Accept-Encoding: br'], 'HEAD');
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['accept-ranges']).toBeUndefined();
    expect(response.body.length).toBe(0);
  });
});

describe('absolute-form request lines', () => {
  it('never put the request host or a slice of it into Location', async () => {
    await start();
    const detail = await request('http://evil.example/news/detail/?ref=mail');
    expect(detail.status).toBe(302);
    expect(detail.headers.location).toBe('/news/?ref=mail');
    const noQuery = await request('http://evil.example/news/detail');
    expect(noQuery.headers.location).toBe('/news/');
    const slash = await request('http://evil.example/products?x=1');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/products/?x=1');
    const page = await request('http://evil.example/products/');
    expect(page.status).toBe(200);
  });

  it('add the trailing slash from the parsed path, never a host', async () => {
    await start();
    expect((await request('/products?a=b')).headers.location).toBe('/products/?a=b');
    expect((await request('/PRODUCTS')).status).toBe(404);
    for (const target of ['//evil.example/products', '///products', 'http://evil.example//products']) {
      const response = await request(target);
      const location = response.headers.location;
      if (location !== undefined) expect([target, location]).toEqual([target, '/products/']);
    }
  });

  // Browsers read `\` as `/`: a Location `/\host/…` leaves the site like `//host/…` does.
  it.each([
    '/\\evil.example/%2e%2e/products',
    '/\\evil.example/..%2fproducts',
    '//\\evil.example/%2e%2e/products',
    '/%5Cevil.example/%2e%2e/products',
    '/%2F%2Fevil.example/%2e%2e/products',
  ])('never answer %s with a Location that leaves the site', async (target) => {
    await start();
    const response = await request(`${target}?x=1`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/products/?x=1');
  });

  it('keep every redirect on the site, whatever the path', async () => {
    await start();
    for (const target of [
      '/\\/evil.example/%2e%2e/products',
      '/\\evil.example/%2e%2e/news/detail',
      '//evil.example/%2e%2e/news/detail/',
      '/\\products',
    ]) {
      const location = (await request(target)).headers.location;
      if (location !== undefined) expect([target, location]).toEqual([target, expect.stringMatching(/^\/[^/\\]/)]);
    }
  });

  it.each([
    [{ to: 'https://global.example.com/', status: 308 as const }, 'https://global.example.com/?from=ad'],
    [{ to: '/en/', status: 302 as const }, '/en/?from=ad'],
  ])('send the root redirect %j to the configured target', async (redirect, location) => {
    await start(redirect);
    for (const target of ['http://evil.example/?from=ad', 'http://evil.example?from=ad', '/?from=ad']) {
      const response = await request(target);
      expect([target, response.status]).toEqual([target, redirect.status]);
      expect([target, response.headers.location]).toEqual([target, location]);
    }
  });
});

describe('Permissions-Policy', () => {
  beforeEach(() => start());

  it.each([
    ['/', 'GET'],
    ['/products/', 'GET'],
    ['/products', 'GET'],
    ['/admin/', 'GET'],
    ['/no-such-page/', 'GET'],
    ['/news/detail/', 'GET'],
    ['/api/echo', 'POST'],
    ['/api/nope', 'GET'],
    ['/products/', 'DELETE'],
  ])('is sent with %s (%s)', async (target, method) => {
    const response = await request(target, ['Content-Length: 0'], method);
    const policy = response.headers['permissions-policy'];
    for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'bluetooth']) {
      expect(policy?.split(', ')).toContain(`${denied}=()`);
    }
    // The site's own players and the embedded players of the allowed hosts may go fullscreen.
    expect(policy).toMatch(
      /(^|, )fullscreen=\(self "https:\/\/player\.bilibili\.com" "https:\/\/player\.youku\.com"\)(,|$)/,
    );
  });
});

describe('files only the build needs (source maps, webpack stats)', () => {
  it('answer 404 with the not-found page, whatever the encoding asked for', async () => {
    await start();
    const publicDir = path.join(projectDir, 'public');
    fs.writeFileSync(
      path.join(publicDir, 'app-693c125aadd8acaac071.js.map'),
      '{"version":3,"sourcesContent":["secret"]}',
    );
    fs.writeFileSync(path.join(publicDir, 'app-693c125aadd8acaac071.js.map.br'), zlib.brotliCompressSync('{}'));
    fs.writeFileSync(path.join(publicDir, 'webpack.stats.json'), '{"namedChunkGroups":{}}');
    try {
      for (const target of ['/app-693c125aadd8acaac071.js.map', '/webpack.stats.json']) {
        for (const encoding of [[], ['Accept-Encoding: br']]) {
          const response = await request(target, encoding);
          expect([target, response.status]).toEqual([target, 404]);
          expect(decoded(response).toString()).not.toContain('namedChunkGroups');
          expect(decoded(response).toString()).not.toContain('sourcesContent');
        }
      }
    } finally {
      for (const file of [
        'app-693c125aadd8acaac071.js.map',
        'app-693c125aadd8acaac071.js.map.br',
        'webpack.stats.json',
      ])
        fs.rmSync(path.join(publicDir, file), { force: true });
    }
  });

  // The lists are matched against the path the static server reads: decoded and normalised.
  it.each([
    '/app-693c125aadd8acaac071.js%2Emap',
    '/app-693c125aadd8acaac071.js%2emap',
    '/app-693c125aadd8acaac071%2Ejs.map',
    '//app-693c125aadd8acaac071.js.map',
    '/./app-693c125aadd8acaac071.js.map',
    '/static/..%2Fapp-693c125aadd8acaac071.js.map',
    '/webpack%2Estats.json',
    '/%77ebpack.stats.json',
    '//webpack.stats.json',
    '/en/../webpack.stats.json',
    '/404%2Ehtml',
    '/%34%304.html',
    '//404.html',
    '/./404.html',
    '/404.html/.',
    '/en/404%2F',
    '/en/404%2Findex.html',
    '/en//404/index.html',
    '/index.html%2Ebr',
    '/index.html%2egz',
    '/products/index.html%2Ebr',
    '/products//index.html.br',
  ])('refuse %s as the file it decodes to', async (target) => {
    await start();
    const publicDir = path.join(projectDir, 'public');
    fs.writeFileSync(
      path.join(publicDir, 'app-693c125aadd8acaac071.js.map'),
      '{"version":3,"sourcesContent":["secret"]}',
    );
    fs.writeFileSync(path.join(publicDir, 'webpack.stats.json'), '{"namedChunkGroups":{}}');
    try {
      for (const encoding of [[], ['Accept-Encoding: br']]) {
        const response = await request(target, encoding);
        expect([target, response.status, response.headers['cache-control']]).toEqual([target, 404, 'no-store']);
        const body = decoded(response).toString();
        expect(body).not.toContain('namedChunkGroups');
        expect(body).not.toContain('sourcesContent');
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      }
    } finally {
      for (const file of ['app-693c125aadd8acaac071.js.map', 'webpack.stats.json'])
        fs.rmSync(path.join(publicDir, file), { force: true });
    }
  });

  it("keep /admin's page out of shared caches: its policy depends on the Host", async () => {
    await start();
    for (const target of ['/admin/', '/admin/index.html']) {
      const response = await request(target);
      expect([target, response.status, response.headers['cache-control']]).toEqual([target, 200, 'no-store']);
    }
  });
});
