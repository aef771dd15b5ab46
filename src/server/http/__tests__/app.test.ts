/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../app';
import type { RootRedirect } from '../../../config/site';
import { fixtureProject } from './fixture-site';

let server: Server;
let base: string;
const projectDir = fixtureProject();

async function start(rootRedirect: RootRedirect | null = null) {
  server = createApp({ projectDir, rootRedirect }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const get = (urlPath: string, init: RequestInit = {}) => fetch(`${base}${urlPath}`, { redirect: 'manual', ...init });

describe('the site server', () => {
  beforeEach(() => start());

  it('serves pages with security headers and a short HTML cache', async () => {
    const response = await get('/products/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('产品中心');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, must-revalidate');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('lets pages frame the allowed video players only, and play video files of the site', async () => {
    const csp = (await get('/products/')).headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([key]) => key === name)
        ?.slice(1);
    expect(directive('frame-src')).toEqual(["'self'", 'https://player.bilibili.com', 'https://player.youku.com']);
    expect(directive('media-src')).toEqual(["'self'"]);
  });

  it('adds the trailing slash Gatsby paths have', async () => {
    const response = await get('/products');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/products/');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await get('/app-0123456789abcdef0123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers unknown paths with 404 and the not-found page of their locale', async () => {
    const zh = await get('/no-such-page/');
    expect(zh.status).toBe(404);
    expect(await zh.text()).toContain('抱歉');
    const en = await get('/en/no-such-page/');
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('This page could not be found');
    expect((await get('/404/')).status).toBe(404);
    expect((await get('/en/404/')).status).toBe(404);
  });

  it('applies build-time redirects, keeping the query', async () => {
    const response = await get('/news/detail/?ref=mail');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/news/?ref=mail');
    expect((await get('/news/detail')).headers.get('location')).toBe('/news/');
  });

  it('does not redirect the root unless configured', async () => {
    expect((await get('/')).status).toBe(200);
  });

  it('runs Functions with parsed JSON bodies', async () => {
    const response = await get('/api/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '张三' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ method: 'POST', body: { name: '张三' } });
  });

  it('answers a malformed body with 400 JSON, never 500', async () => {
    const response = await get('/api/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Bad request' });
  });

  it('answers an unknown Function with 404 JSON', async () => {
    const response = await get('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('refuses other methods on pages', async () => {
    const response = await get('/products/', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the configured root redirect', () => {
  it.each([
    [{ to: '/en/', status: 302 as const }, 302],
    [{ to: '/en/', status: 301 as const }, 301],
    [{ to: 'https://global.example.com/', status: 308 as const }, 308],
  ])('%j answers %i on / only', async (redirect, status) => {
    await start(redirect);
    const response = await get('/?from=ad');
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(`${redirect.to}?from=ad`);
    expect((await get('/products/')).status).toBe(200);
  });
});
