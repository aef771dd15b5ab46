// `npm run develop` in a throwaway copy of the working tree (develop writes .cache/, public/ and
// src/gatsby-types.d.ts): pages render in Chromium with their content, and the GraphQL endpoint
// behind the explorer at /___graphql answers for both locales. Runs in `npm run test:copies`
// (jest.copies.config.js), never beside the checkout's own build or served site.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, newPage } from './browser';
import { freePort } from './free-port';
import { copyProject } from './project-copy';

const root = path.join(__dirname, '..');
/**
 * A fresh copy processes every image and compiles everything: about 2 minutes on the shared test
 * machine, over 5 when other builds run beside it (sharp alone took 173 s at a load of 20).
 */
const startTimeout = 600_000;

interface ProductFile {
  zh: { slug: string; name: string; state: string };
  en?: { name?: string };
}

const products = fs
  .readdirSync(path.join(root, 'content', 'products'))
  .filter((file) => file.endsWith('.yml'))
  .sort()
  .map((file) => load(fs.readFileSync(path.join(root, 'content', 'products', file), 'utf8')) as ProductFile);
const zhMessages = JSON.parse(fs.readFileSync(path.join(root, 'locales', 'zh', 'common.json'), 'utf8')) as Record<
  string,
  string
>;

/**
 * A page's first visit runs its queries and image jobs on demand (Gatsby's develop defaults):
 * seconds on a quiet machine, over a minute when other builds load it.
 */
const pageTimeout = 180_000;

/** Waits until `locator` is visible; on failure says what the page showed and develop printed. */
async function shows(page: Page, locator: Locator) {
  try {
    await locator.waitFor({ state: 'visible', timeout: pageTimeout });
  } catch (error) {
    const body = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    throw new Error(
      `${(error as Error).message}\nThe page showed: ${JSON.stringify(body.slice(0, 500))}\ngatsby develop:\n${tail()}`,
    );
  }
}

let dir: string;
let develop: ChildProcess | undefined;
let output = '';
let url: string;
let browser: Browser;

/**
 * Resolves when develop has built its first bundle and written the page data, or when the bundle
 * failed; rejects if develop exits first. "You can now view" comes too early: a page opened then
 * finds no page data ("Query was not run and no cached result was found") and stays blank.
 */
const ready = /Building development bundle[\s\S]*Writing page-data\.json|develop compiled with \d+ error/;

function waitForDevelop(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`gatsby develop exited with ${code}:\n${tail()}`)));
  });
}

const tail = () => output.split('\n').slice(-40).join('\n');

/** Stops develop and every process it started (its own process group), at most 15 s. */
async function stopDevelop() {
  const child = develop;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // the group is gone already
    }
  };
  signal('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const forced = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      signal('SIGKILL');
      resolve();
    }, 15_000);
  });
  await Promise.race([exited, forced]);
  clearTimeout(timer);
  // Workers that outlived the parent share its group: a last SIGKILL to the group leaves none.
  signal('SIGKILL');
}

beforeAll(async () => {
  dir = copyProject('laser-develop-');
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  develop = spawn(
    path.join(dir, 'node_modules', '.bin', 'gatsby'),
    ['develop', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: dir,
      detached: true,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Should Jest itself be stopped before afterAll, develop must not outlive it.
  const pid = develop.pid!;
  process.once('exit', () => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // stopped already
    }
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    waitForDevelop(develop),
    new Promise((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`gatsby develop was not ready after ${startTimeout / 1000} s:\n${tail()}`)),
        startTimeout,
      );
    }),
  ]).finally(() => clearTimeout(timer));
  browser = await launch();
}, startTimeout + 30_000);

afterAll(async () => {
  await browser?.close();
  await stopDevelop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('npm run develop', () => {
  it('builds its development bundle without errors', () => {
    expect(output).not.toMatch(/bundle failed|ERROR/);
    expect(output).toMatch(/success Building development bundle/);
  });

  it(
    'renders /en/products/ with the product names',
    async () => {
      const { context, page, errors } = await newPage(browser, { baseURL: url, locale: 'en-US' });
      await page.goto('/en/products/');
      // develop serves an empty shell: the names appear only when the client bundle renders them.
      const shown = products.filter((product) => product.zh.state === 'active')[0]!;
      await shows(page, page.getByRole('heading', { name: shown.en?.name ?? shown.zh.name, exact: true }));
      // The language is set by the page's Head, which may render after the body: wait for it.
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      expect(errors).toEqual([]);
      await context.close();
    },
    pageTimeout + 30_000,
  );

  it(
    'renders / in Chinese',
    async () => {
      const { context, page, errors } = await newPage(browser, { baseURL: url });
      await page.goto('/');
      const navigation = page.getByRole('navigation', { name: zhMessages['nav.label'] });
      await shows(page, navigation.getByRole('link', { name: zhMessages['nav.products'] }).first());
      await page.waitForFunction(() => document.documentElement.lang === 'zh-cn');
      await expect(page.locator('h1').first().textContent()).resolves.toMatch(/\p{Script=Han}/u);
      expect(errors).toEqual([]);
      await context.close();
    },
    pageTimeout + 30_000,
  );

  it('answers a GraphQL query for products in both locales at /___graphql', async () => {
    const query = `{
      zh: allProduct(filter: { locale: { eq: "zh" } }, sort: { slug: ASC }) { nodes { slug name } }
      en: allProduct(filter: { locale: { eq: "en" } }, sort: { slug: ASC }) { nodes { slug name } }
    }`;
    const response = await fetch(`${url}/___graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(200);
    const { data, errors } = (await response.json()) as {
      data: Record<'zh' | 'en', { nodes: { slug: string; name: string }[] }>;
      errors?: unknown;
    };
    expect(errors).toBeUndefined();
    const bySlug = [...products].sort((a, b) => (a.zh.slug < b.zh.slug ? -1 : 1));
    expect(data.zh.nodes).toEqual(bySlug.map(({ zh }) => ({ slug: zh.slug, name: zh.name })));
    // A missing English name falls back to the Chinese one.
    expect(data.en.nodes).toEqual(bySlug.map(({ zh, en }) => ({ slug: zh.slug, name: en?.name ?? zh.name })));
    // The explorer itself is served on the same path.
    const explorer = await fetch(`${url}/___graphql`, { headers: { Accept: 'text/html' } });
    await expect(explorer.text()).resolves.toContain('GraphiQL');
  });
});
