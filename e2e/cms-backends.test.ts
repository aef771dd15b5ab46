// /admin as each production backend builds it, opened over HTTPS (a throwaway self-signed
// certificate) on a host name that is not localhost (cms.test, which Chromium maps to 127.0.0.1):
// without CMS_BACKEND a set-up message, with gitlab, gitea or github Decap's login for that
// backend, sending the editor to the configured server. Nothing leaves 127.0.0.1: the backends'
// hosts are answered by the test itself.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, type Page, chromium } from 'playwright-core';
import { chromiumArgs, watchProblems } from './browser';
import { createApp } from '../src/server/http/app';

const root = path.join(__dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-backends-'));

const variants = {
  none: {},
  gitlab: {
    CMS_BACKEND: 'gitlab',
    CMS_REPO: 'web/site',
    CMS_BASE_URL: 'https://gitlab.example.cn',
    CMS_APP_ID: 'gitlab-app-id',
  },
  gitea: {
    CMS_BACKEND: 'gitea',
    CMS_REPO: 'web/site',
    CMS_BASE_URL: 'https://git.example.cn',
    CMS_APP_ID: 'gitea-app-id',
  },
  github: { CMS_BACKEND: 'github', CMS_REPO: 'yaochen/site', CMS_BASE_URL: 'https://oauth.example.cn' },
} satisfies Record<string, Record<string, string>>;
type Variant = keyof typeof variants;

const servers = new Map<Variant, { server: https.Server; origin: string }>();
let tls: { key: Buffer; cert: Buffer };
let browser: Browser;

/** Builds /admin with these variables into its own project directory, as `npm run build:cms` does. */
async function buildAdmin(variant: Variant) {
  const projectDir = path.join(work, variant);
  fs.mkdirSync(path.join(projectDir, 'public'), { recursive: true });
  fs.copyFileSync(path.join(root, 'static', 'favicon.svg'), path.join(projectDir, 'public', 'favicon.svg'));
  const script = `import('./scripts/build-cms.mjs').then((cms) => cms.buildCms({ outDir: process.argv[1], env: process.env }))`;
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('CMS_')));
  await promisify(execFile)(process.execPath, ['-e', script, path.join(projectDir, 'public')], {
    cwd: root,
    env: { ...clean, ...variants[variant] },
  });
  // Production serves /admin over HTTPS; Decap refuses PKCE logins on plain http but for localhost.
  const server = https.createServer(tls, createApp({ projectDir, rootRedirect: null })).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.set(variant, { server, origin: `https://cms.test:${(server.address() as AddressInfo).port}` });
}

beforeAll(async () => {
  const [key, cert] = [path.join(work, 'key.pem'), path.join(work, 'cert.pem')];
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=cms.test',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  tls = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  for (const variant of Object.keys(variants) as Variant[]) await buildAdmin(variant);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, '--host-resolver-rules=MAP cms.test 127.0.0.1'],
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([...servers.values()].map(({ server }) => new Promise((resolve) => server.close(resolve))));
  fs.rmSync(work, { recursive: true, force: true });
});

/**
 * A fresh page on cms.test. The backend's own hosts get a stub page (their requests recorded);
 * any other request is aborted and reported, so the test never reaches the network.
 */
async function openAdmin(variant: Variant, query = '') {
  const { origin } = servers.get(variant)!;
  const context = await browser.newContext({ locale: 'zh-CN', ignoreHTTPSErrors: true });
  const backendHosts = ['gitlab.example.cn', 'git.example.cn', 'oauth.example.cn'];
  const backendRequests: URL[] = [];
  const elsewhere: string[] = [];
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin) return route.continue();
    if (backendHosts.includes(url.hostname)) {
      backendRequests.push(url);
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Authorize</title>' });
    }
    elsewhere.push(url.href);
    return route.abort();
  });
  const page = await context.newPage();
  // Requests to other hosts are aborted on purpose and checked through `elsewhere`.
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  watchProblems(page, origin, { failedRequests: [new RegExp(`^(?!${escaped}/)`)] });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto(`${origin}/admin/${query}`);
  return { context, page, origin, response, errors, backendRequests, elsewhere };
}

const loginButton = (page: Page, name: string) => page.getByRole('button', { name });

describe('/admin built without CMS_BACKEND, opened in production', () => {
  it('shows the set-up message in Chinese, and in English with ?lang=en, instead of a login', async () => {
    const { context, page, origin, response, errors, elsewhere } = await openAdmin('none');
    await page.getByRole('heading', { name: '内容管理尚未配置' }).waitFor();
    const text = await page.locator('main').innerText();
    for (const variable of ['CMS_BACKEND', 'CMS_REPO', 'CMS_BASE_URL', 'CMS_APP_ID']) expect(text).toContain(variable);
    expect(text).toContain(`${origin}/admin/`);
    expect(text).toContain('推荐：在中国大陆，使用公司内网自建的 GitLab 或 Gitea');
    await expect(page.title()).resolves.toBe('内容管理尚未配置');
    await expect(page.getByRole('button').count()).resolves.toBe(0);
    expect(response!.headers()['content-security-policy']).not.toMatch(/localhost|https:/);

    await page.getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'The content manager is not set up yet' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await context.close();
    expect(errors).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});

describe('/admin built for a backend shows its login and sends the editor to the configured server', () => {
  it('gitlab: PKCE on the self-hosted GitLab, no auth server', async () => {
    const { context, page, response, origin, errors, backendRequests, elsewhere } = await openAdmin('gitlab');
    expect(response!.headers()['content-security-policy']).toContain(
      "connect-src 'self' blob: data: https://gitlab.example.cn",
    );
    await loginButton(page, '使用 GitLab 账号登录').click();
    await page.waitForURL(/^https:\/\/gitlab\.example\.cn\//);
    await context.close();
    expect(errors).toEqual([]);
    expect(elsewhere).toEqual([]);
    const authorize = backendRequests[0]!;
    expect(authorize.origin + authorize.pathname).toBe('https://gitlab.example.cn/oauth/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'gitlab-app-id',
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: `${origin}/admin/`,
    });
  });

  it('gitea: PKCE on the company Gitea, in English with ?lang=en', async () => {
    const { context, page, origin, errors, backendRequests, elsewhere } = await openAdmin('gitea', '?lang=en');
    await loginButton(page, 'Login with Gitea').click();
    await page.waitForURL(/^https:\/\/git\.example\.cn\//);
    await context.close();
    expect(errors).toEqual([]);
    expect(elsewhere).toEqual([]);
    const authorize = backendRequests[0]!;
    expect(authorize.origin + authorize.pathname).toBe('https://git.example.cn/login/oauth/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'gitea-app-id',
      code_challenge_method: 'S256',
      redirect_uri: `${origin}/admin/`,
    });
  });

  it('github: a pop-up on the configured OAuth server', async () => {
    const { context, page, errors, backendRequests, elsewhere } = await openAdmin('github');
    const popup = context.waitForEvent('page');
    await loginButton(page, '使用 GitHub 账号登录').click();
    await (await popup).waitForLoadState();
    await context.close();
    expect(errors).toEqual([]);
    expect(elsewhere).toEqual([]);
    const authorize = backendRequests[0]!;
    expect(authorize.origin + authorize.pathname).toBe('https://oauth.example.cn/auth');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ provider: 'github', site_id: 'cms.test' });
  });
});
