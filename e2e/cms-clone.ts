// What the /admin browser tests share: a throwaway clone of this repository that Decap's proxy
// (or the whole of `npm run cms`) commits to, and a logged-in editor in a fresh browser context.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';
import type { Browser, Page } from 'playwright-core';
import { type ExpectedProblems, launch, newPage } from './browser';
import { freePort } from './free-port';

export { freePort };

export const root = path.join(__dirname, '..');

export interface SiteClone {
  /** The clone's working tree, inside a temporary folder of its own (`path.dirname(dir)`). */
  dir: string;
  git: (...args: string[]) => string;
  readYaml: <T = Record<'zh' | 'en', Record<string, unknown>>>(file: string) => T;
  /** Resolves to the new HEAD once a commit lands after `after` (the proxy commits asynchronously). */
  waitForCommit: (after: string) => Promise<string>;
  remove: () => void;
}

/** Clones this repository on branch main with a committer and this checkout's node_modules. */
export function cloneSite(prefix: string): SiteClone {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), prefix)), 'site');
  execFileSync('git', ['clone', '--quiet', root, dir]);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  git('checkout', '--quiet', '-B', 'main');
  git('config', 'user.name', 'CMS test');
  git('config', 'user.email', 'cms-test@example.com');
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  fs.appendFileSync(path.join(dir, '.git', 'info', 'exclude'), '\nnode_modules\n');
  return {
    dir,
    git,
    readYaml: <T>(file: string) => load(fs.readFileSync(path.join(dir, file), 'utf8')) as T,
    waitForCommit: async (after) => {
      // Up to 90 s: a save runs every rule over the collection in the browser first, which took over
      // 30 s on a 2-core machine at a load of 10; the loop ends at the commit, so only a failure waits.
      for (let attempt = 0; attempt < 450; attempt += 1) {
        const head = git('rev-parse', 'HEAD');
        if (head !== after) return head;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error('No commit was made');
    },
    // Retried: a git the proxy started may still be writing in .git as the test ends (ENOTEMPTY
    // seen at a load of 20 on 2 cores).
    remove: () => fs.rmSync(path.dirname(dir), { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }),
  };
}

/** Resolves once Decap's proxy on `port` answers its `info` action. */
export async function waitForProxy(port: number) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'info' }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`decap-server did not answer on port ${port}`);
}

/** decap-server in git mode on the clone, on a free port; resolves when it answers. */
export async function startProxy(clone: SiteClone): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(path.join(root, 'node_modules', '.bin', 'decap-server'), [], {
    env: { ...process.env, MODE: 'git', GIT_REPO_DIRECTORY: clone.dir, PORT: String(port), BIND_HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  await waitForProxy(port);
  return { port, process: child };
}

/**
 * A clone, Decap's proxy on it and a browser for the tests of one file: set up before them
 * (the returned object is filled then), removed after them.
 */
export function cmsCloneForFile(prefix: string) {
  const fixture = {} as { site: SiteClone; proxy: Awaited<ReturnType<typeof startProxy>>; browser: Browser };
  beforeAll(async () => {
    fixture.site = cloneSite(prefix);
    fixture.proxy = await startProxy(fixture.site);
    fixture.browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await fixture.browser?.close();
    fixture.proxy?.process.kill('SIGTERM');
    fixture.site?.remove();
  });
  return fixture;
}

/** The name the CMS gives an upload whose ASCII part is `base` (src/cms/uploads.ts). */
export const uploadName = (base: string, content: Buffer, extension: string) =>
  `${base}-${createHash('sha256').update(content).digest('hex').slice(0, 8)}.${extension}`;

/**
 * A fresh context (drafts live in IndexedDB), the editor UI in `lang`, logged in to the local
 * proxy on `proxyPort`, at `hash` (`#/collections/news/entries/x`). `baseURL` defaults to the
 * test server's, which has no publisher: /admin's question for its status is answered 404 there.
 * `expected` names further problems the test provokes (e2e/browser.ts); `prepare` runs on the
 * page before /admin is opened (requests held back, say).
 */
export async function openAdmin(
  browser: Browser,
  {
    proxyPort,
    hash,
    lang,
    baseURL,
    expected = {},
    prepare,
  }: {
    proxyPort: number;
    hash: string;
    lang: 'en' | 'zh';
    baseURL?: string;
    expected?: ExpectedProblems;
    prepare?: (page: Page) => Promise<unknown>;
  },
) {
  const withoutPublisher: ExpectedProblems = baseURL ? {} : { errorResponses: [/\/api\/publish-status$/] };
  const opened = await newPage(
    browser,
    { viewport: { width: 1400, height: 1000 }, ...(baseURL ? { baseURL } : {}) },
    { ...expected, errorResponses: [...(expected.errorResponses ?? []), ...(withoutPublisher.errorResponses ?? [])] },
  );
  await prepare?.(opened.page);
  const admin = `/admin/?lang=${lang}&proxy=${proxyPort}`;
  await opened.page.goto(admin);
  await opened.page.getByRole('button', { name: lang === 'en' ? /login/i : /登录/ }).click();
  await opened.page.goto(`${admin}${hash}`);
  return opened;
}

/** A label's field in the English UI's editor: pane 0 is Chinese, pane 1 English. */
export const fieldIn =
  (page: Page) =>
  (label: string, pane = 0) =>
    page.getByLabel(label, { exact: true }).nth(pane);

/** Picks a select's option by the label the site shows for it. */
export const chooseIn = (page: Page) => async (label: string, option: string) => {
  await fieldIn(page)(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/**
 * Fills the required fields of a new femtosecond product in the English UI (slug and model as
 * given, names and summaries in both languages); options are picked by their site labels.
 */
export async function fillNewProduct(
  page: Page,
  {
    slug,
    model,
    zh,
    en,
    series = 'Femtosecond series',
  }: { slug: string; model: string; zh: { name: string; summary: string }; en: typeof zh; series?: string },
) {
  const field = fieldIn(page);
  const choose = chooseIn(page);
  await field('Slug').fill(slug);
  await field('Model').fill(model);
  await choose('State', 'Active');
  await choose('Series', series);
  await choose('Pulse regime', 'Femtosecond');
  await choose('Wavelength band', 'Infrared');
  await field('Name', 0).fill(zh.name);
  await field('Name', 1).fill(en.name);
  await field('Summary', 0).fill(zh.summary);
  await field('Summary', 1).fill(en.summary);
  // A model on sale says how long it takes to deliver.
  await field('Lead time (weeks)').fill('6');
  const overviews = page.locator('[contenteditable="true"]');
  await overviews.nth(0).click();
  await page.keyboard.type('中文概述');
  await overviews.nth(1).click();
  await page.keyboard.type('English overview');
}
