// Editing through /admin against a throwaway clone of this repository, with Decap's proxy in
// git mode pointed at it: a save must become one commit that changes exactly the entry's file.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import type { Browser } from 'playwright-core';
import { type ExpectedProblems, launch } from './browser';
import {
  type SiteClone,
  chooseIn,
  cloneSite,
  fieldIn,
  fillNewProduct,
  openAdmin as openAdminIn,
  root,
  startProxy,
} from './cms-clone';

let browser: Browser;
let site: SiteClone;
let clone: string;
let proxy: Awaited<ReturnType<typeof startProxy>>;

const git = (...args: string[]) => site.git(...args);
const waitForCommit = (after: string) => site.waitForCommit(after);
const openAdmin = (hash: string, lang: 'en' | 'zh' = 'en', expected?: ExpectedProblems) =>
  openAdminIn(browser, { proxyPort: proxy.port, hash, lang, expected });

beforeAll(async () => {
  site = cloneSite('laser-cms-');
  clone = site.dir;
  proxy = await startProxy(site);
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  proxy?.process.kill('SIGTERM');
  site?.remove();
});

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
    await preview.locator('h1', { hasText: before.zh.title }).waitFor();
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
    await expand('Page titles and descriptions (search engines)');
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
    // The preview asks the served site for the new image, which only the next build will have.
    const { context, page } = await openAdmin('#/collections/products/new', 'en', { errorResponses: [/\/uploads\//] });
    await page.getByText('Writing in EN').waitFor();
    const field = fieldIn(page);
    const choose = chooseIn(page);
    // The CMS asks the proxy whether the slug is taken (src/cms/unique-slug.tsx); publish after the answer.
    const asked = page.waitForResponse(
      (response) => response.request().postData()?.includes('content/products/yc-fs1-test.yml') ?? false,
    );
    // Options carry the site's labels; the file gets their values.
    await fillNewProduct(page, {
      slug: 'yc-fs1-test',
      model: 'YC-FS1-TEST',
      zh: { name: '测试飞秒激光器', summary: '用于测试的飞秒激光器。' },
      en: { name: 'Test femtosecond laser', summary: 'A femtosecond laser made by the CMS test.' },
    });
    await page.getByRole('button', { name: 'Add specifications' }).click();
    await choose('Parameter', 'Cooling');
    await field('Value').fill('水冷');
    await field('Value in English (optional)').fill('Water cooling');
    // A laser's table needs its average power (the finder's power ranges; the build checks it).
    await page.getByRole('button', { name: 'Add specifications' }).click();
    // The second row's fields are the second of their label (shared fields show in the Chinese pane only).
    await field('Parameter', 1).click();
    await page.getByRole('option', { name: 'Average power', exact: true }).click();
    await field('Value', 1).fill('1 W');
    await page.getByRole('button', { name: 'Add images' }).click();
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await page.locator('input[type="file"]').setInputFiles(path.join(__dirname, 'fixtures', 'yc-test-laser.png'));
    // Uploads are stored under their ASCII name plus a hash of their content (src/cms/uploads.ts).
    const image = fs.readFileSync(path.join(__dirname, 'fixtures', 'yc-test-laser.png'));
    const stored = `yc-test-laser-${createHash('sha256').update(image).digest('hex').slice(0, 8)}.png`;
    await page.getByText(stored).first().waitFor();
    await page.getByRole('button', { name: /choose selected/i }).click();
    await asked;
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
    const commit = await waitForCommit(head);
    await context.close();

    expect(git('show', '--name-only', '--format=', commit).split('\n').sort()).toEqual([
      'content/products/yc-fs1-test.yml',
      `static/uploads/${stored}`,
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
      specifications: [
        { key: 'cooling', value: '水冷', valueIn: { en: 'Water cooling' } },
        { key: 'averagePower', value: '1 W' },
      ],
      images: [`/uploads/${stored}`],
    });
    // Shared fields are written once, under zh; en holds only the translations.
    expect(Object.keys(written.en).sort()).toEqual(['name', 'overview', 'summary']);
    expect(written.en).toMatchObject({ name: 'Test femtosecond laser', overview: 'English overview' });
    expect(fs.readFileSync(path.join(clone, 'static/uploads', stored))).toEqual(image);
    // The build's own validation accepts what the CMS wrote.
    expect(
      execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/check-content.ts'], {
        cwd: clone,
        encoding: 'utf8',
      }),
    ).toMatch(/content\/ is valid/);
  });

  it.each([
    ['zh', '状态', ['在售', '停产'], '中心波长: 1030 nm'],
    ['en', 'State', ['Active', 'Discontinued'], 'Wavelength: 1030 nm'],
  ] as const)(
    'names the product state options and spec rows by label in the %s UI',
    async (lang, state, labels, row) => {
      const { context, page } = await openAdmin('#/collections/products/entries/yc-fs20-ir', lang);
      await page.getByLabel(state, { exact: true }).first().click();
      for (const label of labels) await page.getByRole('option', { name: label, exact: true }).waitFor();
      await expect(page.getByRole('option', { name: 'active', exact: true }).count()).resolves.toBe(0);
      await page.keyboard.press('Escape');
      // Collapsed, a spec row reads as its parameter's label and its value.
      await page.getByText(row, { exact: true }).first().waitFor();
      await context.close();
    },
  );

  it('changes a product’s state by its Chinese label: the file gets the value', async () => {
    const head = git('rev-parse', 'HEAD');
    const { context, page } = await openAdmin('#/collections/products/entries/yc-ps80-ir', 'zh');
    await page.getByLabel('状态', { exact: true }).first().click();
    await page.getByRole('option', { name: '停产', exact: true }).click();
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.getByText('立即发布', { exact: true }).click();
    const commit = await waitForCommit(head);
    await context.close();

    expect(git('show', '--name-only', '--format=', commit).split('\n')).toEqual(['content/products/yc-ps80-ir.yml']);
    const written = load(fs.readFileSync(path.join(clone, 'content/products/yc-ps80-ir.yml'), 'utf8')) as {
      zh: { state: string; specifications: { key: string; value: string; valueIn?: { en?: string } }[] };
    };
    expect(written.zh.state).toBe('inactive');
    // The spec rows, their English wording included, are written back as they were.
    expect(written.zh.specifications).toContainEqual({
      key: 'cooling',
      value: '水冷',
      valueIn: { en: 'Water cooling' },
    });
  });
});

// The video group: shown with the entry's values; an embed of a host not allowed is
// refused before saving, in the editor's language.
describe('the video group in /admin', () => {
  it('shows the entry’s video and refuses a YouTube embed before saving', async () => {
    // Decap rejects the refused save with no reason at all: an uncaught `undefined`.
    const { context, page } = await openAdmin('#/collections/products/entries/yc-fs20-ir', 'en', {
      pageErrors: [/^undefined$/],
    });
    const field = fieldIn(page);
    // The group opens on its parts, with the entry's values. It is written once, so both panes show
    // it; the first (Chinese) one is edited.
    const group = page.locator('[id^="video-field-"]').first();
    await group.getByTestId('expand-button').first().click();
    await expect(field('Video title (optional)').inputValue()).resolves.toBe('YC-FS20-IR 振镜扫描加工演示');
    await expect(field('Duration (seconds) (optional)').inputValue()).resolves.toBe('10');

    await field('External video embed URL (optional)').fill('https://www.youtube.com/embed/abc');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
    await page
      .getByText(/Only Bilibili or Youku embed URLs/)
      .first()
      .waitFor();
    await context.close();
    // Nothing was written: the file still holds the video hosted here.
    expect(git('status', '--porcelain')).toBe('');
    const { video } = site.readYaml('content/products/yc-fs20-ir.yml').zh;
    expect(video).not.toHaveProperty('embed');
    expect(video).toMatchObject({
      mp4: expect.stringMatching(/^\/uploads\/yc-fs20-ir-scanning-[0-9a-f]{8}\.mp4$/) as string,
    });
  });
});
