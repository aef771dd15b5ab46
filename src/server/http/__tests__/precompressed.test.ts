/**
 * @jest-environment node
 */
// The build's .br and .gz files (scripts/lib/precompress.mjs), and the server
// sending them instead of compressing each response.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createApp } from '../app';
import { filler, fixtureProject, listen, precompress } from './fixture-site';

describe('precompress.mjs', () => {
  const dir = path.join(fixtureProject({ precompressed: false }), 'public');
  const file = (name: string) => path.join(dir, name);
  const exists = (name: string) => fs.existsSync(file(name));

  it('writes a smaller .br and .gz beside every compressible file over 1 KB', () => {
    fs.writeFileSync(file('app.js.map'), JSON.stringify({ mappings: 'A'.repeat(5000) }));
    fs.writeFileSync(file('random.txt'), Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 251)));
    fs.writeFileSync(file('.hidden.json'), JSON.stringify({ a: 'b'.repeat(3000) }));
    expect(precompress(dir)).toMatch(/^Precompressed 6 files \(6 compressed, 0 unchanged\)/m);
    for (const name of [
      'index.html',
      'products/index.html',
      '404.html',
      'en/404/index.html',
      'app-0123456789abcdef0123.js',
    ]) {
      const original = fs.readFileSync(file(name));
      const br = fs.readFileSync(file(`${name}.br`));
      const gz = fs.readFileSync(file(`${name}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
    }
    // Under 1 KB, source maps, incompressible bytes (random.txt's .br would be larger) and dotfiles: none.
    for (const name of ['en/index.html', 'small.css', 'app.js.map', '.hidden.json']) {
      expect([name, exists(`${name}.br`), exists(`${name}.gz`)]).toEqual([name, false, false]);
    }
  });

  it('compresses again only what changed, and removes what would be stale', () => {
    precompress(dir);
    const before = fs.statSync(file('index.html.br')).mtimeMs;
    fs.writeFileSync(file('products/index.html'), `<html>新的产品页${filler('新')}</html>`);
    fs.writeFileSync(file('404.html'), '<html>short now</html>');
    fs.rmSync(file('en/404/index.html'));
    expect(precompress(dir)).toMatch(/\(1 compressed, 3 unchanged\)/);
    expect(fs.statSync(file('index.html.br')).mtimeMs).toBe(before);
    expect(zlib.brotliDecompressSync(fs.readFileSync(file('products/index.html.br'))).toString()).toContain(
      '新的产品页',
    );
    expect(exists('404.html.br') || exists('404.html.gz')).toBe(false);
    expect(exists('en/404/index.html.br') || exists('en/404/index.html.gz')).toBe(false);
  });
});

describe('serving the precompressed build', () => {
  const projectDir = fixtureProject();
  const publicFile = (name: string) => fs.readFileSync(path.join(projectDir, 'public', name));
  let site: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    site = await listen(createApp({ projectDir, rootRedirect: null }));
  });
  afterAll(() => site.close());
  const request = (...args: Parameters<typeof site.request>) => site.request(...args);

  it.each([
    ['br', 'Accept-Encoding: gzip, deflate, br, zstd', 'index.html.br'],
    ['gzip', 'Accept-Encoding: gzip, deflate', 'index.html.gz'],
    ['gzip', 'Accept-Encoding: br;q=0, gzip', 'index.html.gz'],
    ['identity', 'Accept-Encoding: identity', 'index.html'],
    ['identity', 'Accept-Encoding: br;q=0, gzip;q=0', 'index.html'],
    ['identity', 'X-No-Accept-Encoding: 1', 'index.html'],
  ])('sends %s for %j: the file as written, its length, its own ETag', async (encoding, header, name) => {
    const response = await request('/', [header]);
    expect(response.status).toBe(200);
    expect(response.body.equals(publicFile(name))).toBe(true);
    expect(response.headers['content-length']).toBe(String(publicFile(name).length));
    expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, must-revalidate');
    expect(response.headers['transfer-encoding']).toBeUndefined();

    const etags = await Promise.all(
      ['Accept-Encoding: br', 'Accept-Encoding: gzip', 'Accept-Encoding: identity'].map(
        async (accept) => (await request('/', [accept])).headers.etag,
      ),
    );
    expect(new Set(etags).size).toBe(3);
    const revalidated = await request('/', [header, `If-None-Match: ${response.headers.etag}`]);
    expect(revalidated.status).toBe(304);
    const head = await request('/', [header], 'HEAD');
    expect(head.headers['content-length']).toBe(response.headers['content-length']);
    expect(head.headers['content-encoding']).toBe(response.headers['content-encoding']);
    expect(head.body.length).toBe(0);
  });

  it('keeps the year-long cache of hashed assets for their compressed copies', async () => {
    const response = await request('/app-0123456789abcdef0123.js', ['Accept-Encoding: br']);
    expect(response.headers['content-encoding']).toBe('br');
    const identity = await request('/app-0123456789abcdef0123.js', ['Accept-Encoding: identity']);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe(identity.headers['content-type']);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.equals(publicFile('app-0123456789abcdef0123.js.br'))).toBe(true);
  });

  it('sends the compressed not-found page with its 404', async () => {
    const response = await request('/en/nothing-here/', ['Accept-Encoding: gzip, br']);
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.equals(publicFile('en/404/index.html.br'))).toBe(true);
  });

  it('compresses nothing per request: a file without a compressed copy goes as it is', async () => {
    const response = await request('/small.css', ['Accept-Encoding: br, gzip']);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(publicFile('small.css'))).toBe(true);
  });

  it('does not serve the compressed copies of the not-found pages as pages', async () => {
    expect((await request('/404.html.br')).status).toBe(404);
    expect((await request('/en/404/index.html.gz')).status).toBe(404);
  });
});
