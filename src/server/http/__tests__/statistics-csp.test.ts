/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';

let projectDir: string;
let server: http.Server;
let port: number;

/** The directives of a path's Content-Security-Policy. */
function cspOf(urlPath: string): Promise<Record<string, string[]>> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath }, (response) => {
        response.resume();
        const header = String(response.headers['content-security-policy'] ?? '');
        resolve(
          Object.fromEntries(
            header
              .split(';')
              .map((directive) => directive.trim().split(/\s+/))
              .filter(([name]) => name)
              .map(([name, ...values]) => [name!, values]),
          ),
        );
      })
      .on('error', reject);
  });
}

/** What a build writes (src/node/statistics.ts): the settings block, or nothing at all. */
function writeStatistics(settings: unknown) {
  const file = path.join(projectDir, 'public', 'statistics.json');
  if (settings === undefined) return fs.rmSync(file, { force: true });
  fs.writeFileSync(file, typeof settings === 'string' ? settings : JSON.stringify(settings));
  // A new build replaces the file; make sure its time differs from the last one read.
  const later = new Date(Date.now() + Math.floor(Math.random() * 1e6));
  fs.utimesSync(file, later, later);
}

const siteScripts = ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"];

beforeAll(async () => {
  projectDir = fs.mkdtempSync(path.join(os.tmpdir(), 'statistics-csp-'));
  fs.mkdirSync(path.join(projectDir, 'public', 'admin'), { recursive: true });
  fs.writeFileSync(path.join(projectDir, 'public', 'index.html'), '<!doctype html><title>Home</title>');
  fs.writeFileSync(path.join(projectDir, 'public', 'admin', 'index.html'), '<!doctype html><title>CMS</title>');
  server = createApp({ projectDir, rootRedirect: null }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(projectDir, { recursive: true, force: true });
});

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
