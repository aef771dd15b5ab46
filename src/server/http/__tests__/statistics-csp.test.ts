/**
 * @jest-environment node
 */
import { startCspServer } from './csp-fixture';

let server: Awaited<ReturnType<typeof startCspServer>>;

const cspOf = (urlPath: string) => server.csp(urlPath);

/** What a build writes (src/node/statistics.ts): the settings block, or nothing at all. */
const writeStatistics = (settings: unknown) =>
  server.writeBuildFile(
    'statistics.json',
    settings === undefined || typeof settings === 'string' ? settings : JSON.stringify(settings),
  );

// The fixture build has no inline script: nothing but its own files (and WebAssembly for the search).
const siteScripts = ["'self'", "'wasm-unsafe-eval'"];

beforeAll(async () => {
  server = await startCspServer('statistics-csp');
});

afterAll(() => server.close());

describe("the site's Content-Security-Policy and the statistics provider", () => {
  it('allows no third party without a provider, or with a build that has no file', async () => {
    writeStatistics({ provider: 'none' });
    let csp = await cspOf('/');
    expect(csp['script-src']).toEqual(siteScripts);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    writeStatistics(undefined);
    csp = await cspOf('/');
    expect(csp['script-src']).toEqual(siteScripts);
  });

  it('allows Baidu Tongji for scripts, images and connections, and nothing else', async () => {
    writeStatistics({ provider: 'baidu', baiduSiteId: '0123456789abcdef0123456789abcdef' });
    const csp = await cspOf('/');
    expect(csp['script-src']).toEqual([...siteScripts, 'https://hm.baidu.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://hm.baidu.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://hm.baidu.com']);
  });

  it("follows a new build's provider without a restart: Umami's own server, then Plausible", async () => {
    writeStatistics({
      provider: 'umami',
      umamiScriptUrl: 'https://stats.example.cn/script.js',
      umamiWebsiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
    });
    let csp = await cspOf('/en/');
    expect(csp['script-src']).toEqual([...siteScripts, 'https://stats.example.cn']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://stats.example.cn']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    writeStatistics({ provider: 'plausible', plausibleDomain: 'example.cn' });
    csp = await cspOf('/');
    expect(csp['script-src']).toEqual([...siteScripts, 'https://plausible.io']);
    expect(JSON.stringify(csp)).not.toContain('stats.example.cn');
  });

  it('refuses a broken or tampered file: no provider is allowed', async () => {
    writeStatistics('{not json');
    expect((await cspOf('/'))['script-src']).toEqual(siteScripts);
    writeStatistics({ provider: 'umami', umamiScriptUrl: 'https://x.cn; script-src *', umamiWebsiteId: 'x' });
    expect((await cspOf('/'))['script-src']).toEqual(siteScripts);
  });

  it('leaves /admin to its own policy', async () => {
    writeStatistics({ provider: 'plausible', plausibleDomain: 'example.cn' });
    expect(JSON.stringify(await cspOf('/admin/'))).not.toContain('plausible');
  });
});
