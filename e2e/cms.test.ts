// Editing through /admin against a throwaway clone of this repository, with Decap's proxy in
// git mode pointed at it: a save must become one commit that changes exactly the entry's file.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';
import type { Browser } from 'playwright-core';
import { launch, newPage } from './browser';

const root = path.join(__dirname, '..');
let browser: Browser;
let clone: string;
let proxy: ChildProcess;
let proxyPort: number;

const git = (...args: string[]) => execFileSync('git', args, { cwd: clone, encoding: 'utf8' }).trim();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForProxy() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${proxyPort}/api/v1`, {
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
  throw new Error('decap-server did not answer');
}

async function waitForCommit(after: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const head = git('rev-parse', 'HEAD');
    if (head !== after) return head;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('No commit was made');
}

beforeAll(async () => {
  clone = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laser-cms-')), 'site');
  execFileSync('git', ['clone', '--quiet', root, clone]);
  // The admin commits to main (CMS_BRANCH's default).
  git('checkout', '--quiet', '-B', 'main');
  git('config', 'user.name', 'CMS test');
  git('config', 'user.email', 'cms-test@example.com');
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(clone, 'node_modules'));
  fs.appendFileSync(path.join(clone, '.git', 'info', 'exclude'), '\nnode_modules\n');
  proxyPort = await freePort();
  proxy = spawn(path.join(root, 'node_modules', '.bin', 'decap-server'), [], {
    env: { ...process.env, MODE: 'git', GIT_REPO_DIRECTORY: clone, PORT: String(proxyPort), BIND_HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  await waitForProxy();
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  proxy?.kill('SIGTERM');
  if (clone) fs.rmSync(path.dirname(clone), { recursive: true, force: true });
});

/** A fresh context (drafts live in IndexedDB), the English editor UI, logged in to the local proxy. */
async function openAdmin(hash: string) {
  const opened = await newPage(browser, { viewport: { width: 1400, height: 1000 } });
  const admin = `/admin/?lang=en&proxy=${proxyPort}`;
  await opened.page.goto(admin);
  await opened.page.getByRole('button', { name: /login/i }).click();
  await opened.page.goto(`${admin}${hash}`);
  return opened;
}

describe('editing in /admin commits to git', () => {
  it('changes the English title of a news story: one commit, that file only', async () => {
    // A story with a cover: the preview shows it as the site does.
    const file = '2024-02-perovskite-tandem-scribing.yml';
    const slug = file.replace(/\.yml$/, '');
    const before = load(fs.readFileSync(path.join(clone, 'content', 'news', file), 'utf8')) as {
      zh: { title: string };
      en: { title: string };
    };
    const head = git('rev-parse', 'HEAD');
    const { context, page } = await openAdmin(`#/collections/news/entries/${slug}`);
    await page.getByText('Writing in EN').waitFor();
    const titles = page.getByLabel('Title', { exact: true });
    await expect(titles.nth(1).inputValue()).resolves.toBe(before.en.title);
    const newTitle = `${before.en.title} (updated in the CMS)`;
    await titles.nth(1).fill(newTitle);
    // The preview (an iframe) is the site's own news view with its CSS and Chinese UI strings.
    await page.getByTitle('Toggle preview').click();
    const preview = page.frameLocator('#preview-pane');
    await expect(preview.locator('h1').textContent()).resolves.toBe(before.zh.title);
    await expect(preview.getByRole('navigation').first().textContent()).resolves.toContain('首页');
    await expect(preview.locator('link[rel="stylesheet"][href^="/admin/cms-"]').count()).resolves.toBe(1);
    await preview.getByRole('img', { name: before.zh.title }).waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
    const commit = await waitForCommit(head);
    await context.close();

    expect(git('show', '--name-only', '--format=', commit).split('\n')).toEqual([`content/news/${file}`]);
    expect(git('status', '--porcelain')).toBe('');
    const after = load(fs.readFileSync(path.join(clone, 'content', 'news', file), 'utf8')) as typeof before;
    expect(after.en.title).toBe(newTitle);
    expect(after.zh.title).toBe(before.zh.title);
    expect(after.zh).toEqual({ ...before.zh });
  });

  it('edits the English SEO title of one page in the site settings, written in the shape of the model', async () => {
    const file = path.join(clone, 'content/settings/site.yml');
    type Settings = Record<'zh' | 'en', Record<string, unknown> & { seo: Record<string, { title: string }> }>;
    const before = load(fs.readFileSync(file, 'utf8')) as Settings;
    const head = git('rev-parse', 'HEAD');
    const { context, page } = await openAdmin('#/collections/settings/entries/settings');
    await page.getByText('Writing in EN').waitFor();
    // One collapsed group for the SEO settings, one per page inside it, in both panes.
    // A group's header holds its expand button; the SEO group is the last field, so the last
    // header of that name is the English pane's, and its News group the last visible "News".
    const expand = (name: string) =>
      page.getByText(name, { exact: true }).filter({ visible: true }).last().getByTestId('expand-button').click();
    await expand('Page titles and descriptions (SEO)');
    await expand('News');
    const title = page.getByLabel('Title', { exact: true }).filter({ visible: true });
    await expect(title.last().inputValue()).resolves.toBe(before.en.seo.news!.title);
    await title.last().fill('Newsroom');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
    const commit = await waitForCommit(head);
    await context.close();

    expect(git('show', '--name-only', '--format=', commit).split('\n')).toEqual(['content/settings/site.yml']);
    const after = load(fs.readFileSync(file, 'utf8')) as Settings;
    expect(after.en.seo.news!.title).toBe('Newsroom');
    expect(after.zh).toEqual(before.zh);
    expect({ ...after.en, seo: { ...after.en.seo, news: before.en.seo.news } }).toEqual(before.en);
    expect(
      execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/check-content.ts'], {
        cwd: clone,
        encoding: 'utf8',
      }),
    ).toMatch(/content\/ is valid/);
  });

  it('creates a product in both languages with a specification row and an image', async () => {
    const head = git('rev-parse', 'HEAD');
    const { context, page } = await openAdmin('#/collections/products/new');
    await page.getByText('Writing in EN').waitFor();
    const field = (label: string, pane = 0) => page.getByLabel(label, { exact: true }).nth(pane);
    const choose = async (label: string, option: string) => {
      await field(label).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await field('Slug').fill('yc-fs1-test');
    await field('Model').fill('YC-FS1-TEST');
    await choose('State', 'active');
    await choose('Series', 'femtosecond');
    await choose('Pulse regime', 'femtosecond');
    await choose('Wavelength band', 'infrared');
    await field('Name', 0).fill('测试飞秒激光器');
    await field('Name', 1).fill('Test femtosecond laser');
    await field('Summary', 0).fill('用于测试的飞秒激光器。');
    await field('Summary', 1).fill('A femtosecond laser made by the CMS test.');
    const overviews = page.locator('[contenteditable="true"]');
    await overviews.nth(0).click();
    await page.keyboard.type('中文概述');
    await overviews.nth(1).click();
    await page.keyboard.type('English overview');
    await page.getByRole('button', { name: 'Add specifications' }).click();
    await choose('Parameter', 'wavelength');
    await field('Value').fill('1030 nm');
    await page.getByRole('button', { name: 'Add images' }).click();
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await page.locator('input[type="file"]').setInputFiles(path.join(__dirname, 'fixtures', 'yc-test-laser.png'));
    await page.getByText('yc-test-laser.png').first().waitFor();
    await page.getByRole('button', { name: /choose selected/i }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
    const commit = await waitForCommit(head);
    await context.close();

    expect(git('show', '--name-only', '--format=', commit).split('\n').sort()).toEqual([
      'content/products/yc-fs1-test.yml',
      'static/uploads/yc-test-laser.png',
    ]);
    const written = load(fs.readFileSync(path.join(clone, 'content/products/yc-fs1-test.yml'), 'utf8')) as {
      zh: Record<string, unknown>;
      en: Record<string, unknown>;
    };
    expect(written.zh).toMatchObject({
      slug: 'yc-fs1-test',
      model: 'YC-FS1-TEST',
      state: 'active',
      series: 'femtosecond',
      pulseRegime: 'femtosecond',
      band: 'infrared',
      name: '测试飞秒激光器',
      overview: '中文概述',
      specifications: [{ key: 'wavelength', value: '1030 nm' }],
      images: ['/uploads/yc-test-laser.png'],
    });
    // Shared fields are written once, under zh; en holds only the translations.
    expect(Object.keys(written.en).sort()).toEqual(['name', 'overview', 'summary']);
    expect(written.en).toMatchObject({ name: 'Test femtosecond laser', overview: 'English overview' });
    expect(fs.readFileSync(path.join(clone, 'static/uploads/yc-test-laser.png'))).toEqual(
      fs.readFileSync(path.join(__dirname, 'fixtures', 'yc-test-laser.png')),
    );
    // The build's own validation accepts what the CMS wrote.
    expect(
      execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/check-content.ts'], {
        cwd: clone,
        encoding: 'utf8',
      }),
    ).toMatch(/content\/ is valid/);
  });
});
