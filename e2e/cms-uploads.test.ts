// Uploads and slugs in /admin against a throwaway clone with Decap's proxy in git mode (as in
// cms.test.ts): Chinese file names get distinct ASCII names, oversized images never reach git,
// and a slug that is taken is refused before anything is saved.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { type ExpectedProblems, launch } from './browser';
import {
  type SiteClone,
  cloneSite,
  fieldIn,
  fillNewProduct,
  openAdmin as openAdminIn,
  root,
  startProxy,
  uploadName,
} from './cms-clone';

// Each test drives the CMS through an upload and a save: 20-30 s on a quiet machine, over 60 s when
// CI shares the machine with builds. Each wait below still ends at its effect.
jest.setTimeout(180_000);

let browser: Browser;
let site: SiteClone;
let clone: string;
let files: string;
let proxy: Awaited<ReturnType<typeof startProxy>>;

const git = (...args: string[]) => site.git(...args);
type EntryFile = { zh: Record<string, unknown>; en: Record<string, unknown> };
const readYaml = (file: string) => site.readYaml<EntryFile>(file);
const waitForCommit = (after: string) => site.waitForCommit(after);
const openAdmin = (hash: string, lang: 'en' | 'zh', expected?: ExpectedProblems) =>
  openAdminIn(browser, { proxyPort: proxy.port, hash, lang, expected });

/** A small PDF of its own content, written under a Chinese name. */
function pdf(name: string, text: string) {
  const file = path.join(files, name);
  fs.writeFileSync(
    file,
    `%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
  return { file, content: fs.readFileSync(file) };
}

beforeAll(async () => {
  site = cloneSite('laser-cms-uploads-');
  clone = site.dir;
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'laser-cms-files-'));
  proxy = await startProxy(site);
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  proxy?.process.kill('SIGTERM');
  site?.remove();
  if (files) fs.rmSync(files, { recursive: true, force: true });
});

describe('uploads in /admin', () => {
  it('stores 产品画册.pdf and 规格书.pdf under two distinct ASCII names that the entries point to', async () => {
    const brochure = pdf('产品画册.pdf', 'Yaochen product brochure');
    const datasheet = pdf('规格书.pdf', 'YC-FS20-IR datasheet');
    const entries = [
      {
        slug: 'brochure-upload-test',
        category: 'Brochure',
        zh: '产品画册',
        en: 'Product brochure',
        base: 'chanpin-huace',
        ...brochure,
      },
      {
        slug: 'datasheet-upload-test',
        category: 'Datasheet',
        zh: '规格书',
        en: 'Datasheet',
        base: 'guigeshu',
        ...datasheet,
      },
    ];
    for (const entry of entries) {
      const head = git('rev-parse', 'HEAD');
      const { context, page } = await openAdmin('#/collections/downloads/new', 'en');
      await page.getByText('Writing in EN').waitFor();
      const field = (label: string, pane = 0) => page.getByLabel(label, { exact: true }).nth(pane);
      // The CMS asks the proxy whether the slug is taken; publishing waits for that answer.
      const asked = page.waitForResponse(
        (response) => response.request().postData()?.includes(`content/downloads/${entry.slug}.yml`) ?? false,
      );
      await field('Slug').fill(entry.slug);
      await field('Category').click();
      await page.getByRole('option', { name: entry.category, exact: true }).click();
      await field('Title', 0).fill(entry.zh);
      await field('Title', 1).fill(entry.en);
      await page.getByRole('button', { name: 'Choose a file' }).click();
      await page.locator('input[type="file"]').setInputFiles(entry.file);
      await page
        .getByText(uploadName(entry.base, entry.content, 'pdf'))
        .first()
        .waitFor();
      await page.getByRole('button', { name: /choose selected/i }).click();
      await asked;
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('Publish now', { exact: true }).click();
      const commit = await waitForCommit(head);
      await context.close();
      expect(git('show', '--name-only', '--format=', commit).split('\n').sort()).toEqual([
        `content/downloads/${entry.slug}.yml`,
        `static/uploads/${uploadName(entry.base, entry.content, 'pdf')}`,
      ]);
    }

    const [first, second] = entries.map((entry) => ({
      ...entry,
      link: readYaml(`content/downloads/${entry.slug}.yml`).zh.file as string,
    }));
    expect(first!.link).toBe(`/uploads/${uploadName('chanpin-huace', brochure.content, 'pdf')}`);
    expect(second!.link).toBe(`/uploads/${uploadName('guigeshu', datasheet.content, 'pdf')}`);
    expect(first!.link).not.toBe(second!.link);
    // Each entry's link serves its own file, as committed.
    for (const entry of [first!, second!]) {
      expect(execFileSync('git', ['show', `HEAD:static${entry.link}`], { cwd: clone })).toEqual(entry.content);
    }
    expect(fs.existsSync(path.join(clone, 'static/uploads/.pdf'))).toBe(false);
    expect(
      execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/check-content.ts'], {
        cwd: clone,
        encoding: 'utf8',
      }),
    ).toMatch(/content\/ is valid/);
  });

  it('refuses a 12 MB photo with a message in Chinese and commits nothing; a small picture goes in', async () => {
    const photo = path.join(files, '现场照片.jpg');
    // Made at test time: 12 MB of bytes behind a JPEG name (the size is what counts).
    fs.writeFileSync(photo, Buffer.alloc(12 * 1024 * 1024, 0xff));
    const picture = path.join(files, '产品照片.png');
    fs.copyFileSync(path.join(__dirname, 'fixtures', 'yc-test-laser.png'), picture);
    const head = git('rev-parse', 'HEAD');

    // The media library opened from the top bar commits each upload at once.
    const { context, page } = await openAdmin('#/collections/products', 'zh');
    await page.getByRole('button', { name: '媒体' }).click();
    const input = page.locator('input[type="file"]');
    await input.setInputFiles(photo);
    const notice = page.getByRole('alert').filter({ hasText: '现场照片.jpg' });
    await expect(notice.textContent()).resolves.toContain(
      '图片“现场照片.jpg”有 12.0 MB，超过了 5 MB 的上限，未上传。请先压缩或缩小尺寸',
    );

    await input.setInputFiles(picture);
    const commit = await waitForCommit(head);
    const stored = uploadName('chanpin-zhaopian', fs.readFileSync(picture), 'png');
    await page.getByText(stored).first().waitFor();
    await notice.waitFor({ state: 'detached' });
    await context.close();

    // Only the small picture was committed, and the photo is nowhere in the clone or its history.
    expect(git('rev-list', `${head}..HEAD`).split('\n')).toEqual([commit]);
    expect(git('show', '--name-only', '--format=', commit).split('\n')).toEqual([`static/uploads/${stored}`]);
    // The photo's bytes are nowhere in the repository's objects, under whatever name or ref.
    const photoBlob = git('hash-object', photo);
    expect(() => git('cat-file', '-e', photoBlob)).toThrow();
    expect(fs.readdirSync(path.join(clone, 'static/uploads')).filter((name) => name.startsWith('xianchang'))).toEqual(
      [],
    );
    expect(git('status', '--porcelain')).toBe('');
  });
});

/**
 * The images of /admin (its form and its preview, in every frame), with whether each is shown:
 * loaded, with a size. A picture asked of the site before the site has it is not.
 */
async function images(page: Page) {
  const found: { src: string; shown: boolean }[] = [];
  for (const frame of page.frames()) {
    found.push(
      ...(await frame.evaluate(() =>
        [...document.querySelectorAll('img')].map((image) => ({
          src: image.currentSrc || image.src,
          shown: image.complete && image.naturalWidth > 0,
        })),
      )),
    );
  }
  return found;
}

/** Waits until the picture just chosen shows in the field and in the preview (two images of it, from the browser). */
async function expectJustUploadedShown(page: Page) {
  let shown: { src: string; shown: boolean }[] = [];
  for (let attempt = 0; attempt < 75; attempt += 1) {
    shown = await images(page);
    if (shown.filter((image) => image.src.startsWith('blob:') && image.shown).length >= 2) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(shown.filter((image) => image.src.startsWith('blob:') && image.shown).length).toBeGreaterThanOrEqual(2);
  expect(shown.filter((image) => !image.shown)).toEqual([]);
}

describe('the media library and pictures in /admin', () => {
  it("lists the site's existing pictures; an expert's new photo shows in its field and the preview before and after the save", async () => {
    const photo = path.join(files, '陈志远 证件照.png');
    fs.copyFileSync(path.join(__dirname, 'fixtures', 'yc-test-laser.png'), photo);
    const stored = uploadName('chenzhiyuan-zhengjianzhao', fs.readFileSync(photo), 'png');
    const head = git('rev-parse', 'HEAD');
    // Any request for the photo that fails (the site has it only once a publish is live) fails the test.
    const { context, page } = await openAdmin('#/collections/experts/entries/chen-zhiyuan', 'zh');
    await page.getByText('正在编辑：中文', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: '选择图片' }).first().click();
    // The pictures the site already has are there to pick (it said 未找到图片).
    await page.getByText('battery-foil.png', { exact: true }).first().waitFor();
    await page.getByText('hole-array.jpg', { exact: true }).first().waitFor();
    await expect(page.getByText('还没有图片').count()).resolves.toBe(0);

    await page.locator('input[type="file"]').setInputFiles(photo);
    // The upload is chosen as it arrives.
    await page.getByText(stored, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: '使用所选' }).click();
    // Shown at once, in the field and in the preview, though no site has the file yet.
    await expectJustUploadedShown(page);
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.getByText('立即发布', { exact: true }).click();
    const commit = await waitForCommit(head);
    expect(readYaml('content/experts/chen-zhiyuan.yml').zh.photo).toBe(`/uploads/${stored}`);
    expect(git('show', '--name-only', '--format=', commit).split('\n')).toContain('content/experts/chen-zhiyuan.yml');
    // Still shown once saved, before any publish.
    await page.getByText('没有未保存的修改').first().waitFor();
    await expectJustUploadedShown(page);
    await context.close();
  });

  it('a news cover just uploaded shows in its field and the preview, not broken (it was asked of the site)', async () => {
    const cover = path.join(files, '新品发布会现场.png');
    fs.copyFileSync(path.join(__dirname, 'fixtures', 'yc-test-laser.png'), cover);
    // Content of its own: a name the site has never had.
    fs.appendFileSync(cover, Buffer.from('news cover'));
    const stored = uploadName('xinpin-fabuhui-xianchang', fs.readFileSync(cover), 'png');
    const { context, page } = await openAdmin('#/collections/news/entries/2024-03-laser-fair-shanghai', 'zh');
    await page.getByText('正在编辑：中文', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: '换一张图片' }).first().click();
    await page.locator('input[type="file"]').setInputFiles(cover);
    await page.getByText(stored, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: '使用所选' }).click();
    await expectJustUploadedShown(page);
    await context.close();
  });
});

describe('slugs in /admin', () => {
  it('refuses a new product whose slug is taken, naming the product, and no -1 file appears', async () => {
    const taken = readYaml('content/products/yc-fs20-ir.yml');
    const head = git('rev-parse', 'HEAD');
    // Decap rejects the refused save with no reason at all: an uncaught `undefined`.
    const { context, page } = await openAdmin('#/collections/products/new', 'en', { pageErrors: [/^undefined$/] });
    await page.getByText('Writing in EN').waitFor();
    const field = fieldIn(page);
    await fillNewProduct(page, {
      slug: 'yc-fs20-ir',
      model: 'YC-FS20-IR-COPY',
      zh: { name: '复制的飞秒激光器', summary: '重复标识的测试产品。' },
      en: { name: 'Copied femtosecond laser', summary: 'A product whose slug is taken.' },
      // A component: no spec rows needed (a laser would be refused for its missing average power).
      series: 'Core components',
    });

    const message = `The slug “yc-fs20-ir” is already used by “${taken.en.name as string}” in Products. Choose another one.`;
    // Shown as soon as the slug is known to be taken, before "Publish".
    await page.getByText(message).first().waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
    await page.getByText(message).first().waitFor();

    // The same entry with a free slug saves: the refusal above was the slug's, and made no commit.
    // Publish once the CMS has asked the proxy about the new slug (before that it says "checking").
    const asked = page.waitForResponse(
      (response) => response.request().postData()?.includes('content/products/yc-fs20-ir-copy.yml') ?? false,
    );
    await field('Slug').click();
    await page.keyboard.press('End');
    await page.keyboard.type('-copy');
    await asked;
    // The answer re-renders the field: wait for the message to go rather than read at once.
    await page.locator('li', { hasText: message }).first().waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
    const commit = await waitForCommit(head);
    await context.close();
    expect(git('rev-list', `${head}..HEAD`).split('\n')).toEqual([commit]);
    expect(git('show', '--name-only', '--format=', commit).split('\n')).toEqual([
      'content/products/yc-fs20-ir-copy.yml',
    ]);
    expect(fs.existsSync(path.join(clone, 'content/products/yc-fs20-ir-1.yml'))).toBe(false);
    expect(readYaml('content/products/yc-fs20-ir.yml')).toEqual(taken);
  });
});
