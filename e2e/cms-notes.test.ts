// An application note in the Chinese /admin cannot claim more than its laser gives: 50 W on the
// 20 W YC-FS20-IR is refused at the parameters before any commit, in the editor's words; back
// within the laser's figures, the save goes through.
import type { Page } from 'playwright-core';
import type { ExpectedProblems } from './browser';
import { cmsCloneForFile, openAdmin } from './cms-clone';

const fixture = cmsCloneForFile('notes-rules-');
const git = (...args: string[]) => fixture.site.git(...args);

/** Decap rejects a refused save with no reason at all: an uncaught `undefined`. */
const refusedSave: ExpectedProblems = { pageErrors: [/^undefined$/] };

const publish = async (page: Page) => {
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await page.getByText('立即发布', { exact: true }).click();
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true });

async function retype(page: Page, label: string, text: string) {
  const input = field(page, label).first();
  await input.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
  await expect(input.inputValue()).resolves.toBe(text);
}

it('refuses 50 W from the 20 W YC-FS20-IR at the parameters, then saves 12 W', async () => {
  const head = git('rev-parse', 'HEAD');
  const { context, page } = await openAdmin(fixture.browser, {
    proxyPort: fixture.proxy.port,
    hash: '#/collections/notes/entries/utg-cutting-fs20',
    lang: 'zh',
    expected: refusedSave,
  });
  try {
    // The group opens folded, as every group of /admin does: its expand button is the first one
    // in the nearest container of its label (the Chinese pane's).
    const expand = page.locator('label[for^="parameters-field"]').first();
    await expand.waitFor();
    await expand.evaluate((label) => {
      let box: HTMLElement | null = label.parentElement;
      while (box && !box.querySelector('[data-testid="expand-button"]')) box = box.parentElement;
      box?.querySelector<HTMLElement>('[data-testid="expand-button"]')?.click();
    });
    await retype(page, '平均功率（W）', '50');
    await retype(page, '单脉冲能量（μJ）', '100');
    await publish(page);
    const message = page
      .locator('li', { hasText: '平均功率 50 W 超过了 YC-FS20-IR 的最大平均功率 20 W' })
      .filter({ visible: true })
      .first();
    await message.waitFor({ timeout: 15_000 });
    const bar = await message.evaluate(
      (item) => item.closest('ul')?.parentElement?.querySelector('label')?.textContent,
    );
    expect(bar?.startsWith('工艺参数')).toBe(true);
    await expect(message.textContent()).resolves.not.toMatch(/averagePower|content\/|\.yml/);
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(git('status', '--porcelain')).toBe('');

    // Within the laser's figures (12 W at 500 kHz is 24 μJ: more than its 20 μJ, so 600 kHz).
    await retype(page, '平均功率（W）', '12');
    await retype(page, '重复频率（kHz）', '600');
    await retype(page, '单脉冲能量（μJ）', '20');
    await publish(page);
    const commit = await fixture.site.waitForCommit(head);
    expect(git('show', '--name-only', '--format=', commit)).toBe('content/notes/utg-cutting-fs20.yml');
    expect(fixture.site.readYaml('content/notes/utg-cutting-fs20.yml').zh.parameters).toMatchObject({
      averagePower: 12,
      repetitionRate: 600,
      pulseEnergy: 20,
    });
  } finally {
    await context.close();
  }
});
