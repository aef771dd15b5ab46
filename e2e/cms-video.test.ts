// The video group in /admin: shown with the entry's values, an embed of a host not allowed refused
// before saving (in the editor's language), an allowed one saved as the model writes it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { type SiteClone, cloneSite, fieldIn, openAdmin, root, startProxy } from './cms-clone';

let browser: Browser;
let site: SiteClone;
let proxy: Awaited<ReturnType<typeof startProxy>>;

beforeAll(async () => {
  site = cloneSite('laser-cms-video-');
  proxy = await startProxy(site);
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  proxy?.process.kill('SIGTERM');
  site?.remove();
});

describe('the video group in /admin', () => {
  it('refuses a YouTube embed before saving, and saves a Bilibili one in place of the files', async () => {
    const { context, page } = await openAdmin(browser, {
      proxyPort: proxy.port,
      hash: '#/collections/products/entries/yc-fs20-ir',
      lang: 'en',
    });
    const field = fieldIn(page);
    // The group opens on its parts, with the entry's values.
    await page
      .locator('xpath=//label[normalize-space()="Video (optional)"]/following::button[@data-testid="expand-button"][1]')
      .click();
    await expect(field('Video title (optional)').inputValue()).resolves.toBe('YC-FS20-IR 振镜扫描加工演示');
    await expect(field('Duration (seconds) (optional)').inputValue()).resolves.toBe('10');

    await field('External video embed URL (optional)').fill('https://www.youtube.com/embed/abc');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
    await page
      .getByText(/Only Bilibili or Youku embed URLs/)
      .first()
      .waitFor();
    const head = site.git('rev-parse', 'HEAD');

    // An allowed embed instead of the files hosted here (captions go with those files).
    const embed = 'https://player.bilibili.com/player.html?bvid=BV1xx411c7mD';
    await field('External video embed URL (optional)').fill(embed);
    // The four files of the group (MP4, WebM, two caption files) are its only file fields.
    const remove = page.getByRole('button', { name: 'Remove file', exact: true });
    await expect(remove.count()).resolves.toBe(4);
    while ((await remove.count()) > 0) await remove.first().click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
    await site.waitForCommit(head);
    await context.close();
    const written = site.readYaml('content/products/yc-fs20-ir.yml');
    expect(written.zh.video).toMatchObject({ embed, title: 'YC-FS20-IR 振镜扫描加工演示', duration: 10 });
    expect(written.zh.video).not.toHaveProperty('mp4', expect.stringMatching(/./));
    expect(written.en).not.toHaveProperty('video');
    // The build's own validation accepts what the CMS wrote.
    expect(
      execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/check-content.ts'], {
        cwd: site.dir,
        encoding: 'utf8',
      }),
    ).toMatch(/content\/ is valid/);
  });
});
