/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { inlineScriptHashes, writeInlineScriptHashes } from '../inline-scripts';
import { startCspServer } from './csp-fixture';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a browser runs, each once, and nothing else', () => {
    const html = [
      '<script>window.a=1;</script>',
      '<script type="text/javascript">window.b="中";</script>',
      "<script type='module'>import('/x.js')</script>",
      '<script id="gatsby-chunk-mapping"\n>window.a=1;</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json" id="site-statistics">{"provider":"none"}</script>',
      '<script src="/app-0123.js" async></script>',
      '<SCRIPT>window.c=2</SCRIPT >',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.a=1;'),
      sha('window.b="中";'),
      sha("import('/x.js')"),
      sha('window.c=2'),
    ]);
  });
});

describe("the site's Content-Security-Policy", () => {
  let server: Awaited<ReturnType<typeof startCspServer>>;
  afterEach(() => server.close());

  it("allows the build's inline scripts by hash, never every inline script", async () => {
    server = await startCspServer('site-csp');
    server.writeBuildFile('index.html', '<!doctype html><script>window.pagePath="/";</script><title>Home</title>');
    server.writeBuildFile('en/index.html', '<!doctype html><script>window.x=1</script><title>Home</title>');
    const { publicDir } = server;
    writeInlineScriptHashes(publicDir);
    for (const page of ['/', '/en/', '/no-such-page/']) {
      const scripts = (await server.csp(page))['script-src'];
      expect(scripts).not.toContain("'unsafe-inline'");
      const hashes = [sha('window.pagePath="/";'), sha('window.x=1')].sort();
      expect(scripts).toEqual(["'self'", ...hashes, "'wasm-unsafe-eval'"]);
    }
  });

  it('reads the pages of a build that has no list', async () => {
    server = await startCspServer('site-csp-unlisted');
    server.writeBuildFile('index.html', '<!doctype html><script>window.y=2</script>');
    expect((await server.csp('/'))['script-src']).toEqual(["'self'", sha('window.y=2'), "'wasm-unsafe-eval'"]);
  });
});
