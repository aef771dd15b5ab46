// A series' command set and interface reference, as an integrator finds it: linked beside the other
// documents of each model of the series and in the support downloads, in the page's language, a PDF
// that holds the commands; found by the site search. Its data is kept in /admin (the interfaces
// collection), where the Chinese editor creates and edits an entry and a bad range is refused at
// the field before anything is committed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { type ExpectedProblems, hydrated, launch, newPage, baseUrl } from './browser';
import { cmsCloneForFile, openAdmin } from './cms-clone';
import { listedDownloads } from './download-items';
import { freshGet } from './fresh-get';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'command-set-'));
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A PDF of the build as pdftotext reads it. */
async function pdfText(href: string) {
  const response = await freshGet(new URL(href, baseUrl));
  expect(response.status).toBe(200);
  expect(response.contentType).toMatch(/application\/pdf/);
  const file = path.join(tmp, path.basename(href));
  fs.writeFileSync(file, response.body);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const cases = [
  {
    locale: 'zh',
    product: '/products/detail/yc-fs50-ir/',
    supports: '/supports/',
    title: '飞秒激光器系列命令集与接口说明',
    words: ['命令集与接口说明', '设置平均输出功率设定值', '以太网 TCP 端口'],
  },
  {
    locale: 'en',
    product: '/en/products/detail/yc-fs50-ir/',
    supports: '/en/supports/',
    title: 'Femtosecond command set and interface reference',
    words: ['command set and interface reference', 'Set the average output power set-point', 'Ethernet TCP port'],
  },
] as const;

describe('the command set on the site', () => {
  it.each(cases)(
    'in $locale: the product page and the support downloads link the series’ command set, a PDF holding its commands',
    async ({ locale, product, supports, title, words }) => {
      const href = `/downloads/fs-series-command-set-${locale}.pdf`;
      const onProduct = await listedDownloads(browser, product, 'product-downloads');
      expect(onProduct.find((item) => item.title === title)?.href).toBe(href);
      const onSupports = await listedDownloads(browser, supports, 'downloads-heading');
      expect(onSupports.find((item) => item.title === title)?.href).toBe(href);
      const text = await pdfText(href);
      const flat = text.replace(/\s+/g, ' ');
      for (const command of ['POW <value>', 'FREQ <value>', 'BURST <count>', 'SHUT <state>', 'ERR?'])
        expect(flat).toContain(command);
      for (const word of words) expect(flat).toContain(word);
      if (locale === 'en') expect(text).not.toMatch(/\p{Script=Han}/u);
    },
  );

  it.each([
    ['', '命令集', '命令集与接口说明'],
    ['/en', 'command set', 'command set and interface reference'],
  ])('the site search finds it (%s: %s)', async (prefix, query, phrase) => {
    const { page, context } = await newPage(browser);
    try {
      await page.goto(`${prefix}/search/?${new URLSearchParams({ q: query }).toString()}`);
      await hydrated(page);
      await page.waitForFunction(
        (wanted) => {
          const status = document.querySelector<HTMLElement>('#search-status');
          return status?.dataset.state === 'done' && status.dataset.query === wanted;
        },
        query,
        { timeout: 15_000 },
      );
      const hits = await page
        .locator('a[data-hit]')
        .evaluateAll((links) =>
          links.map((link) => ({ href: link.getAttribute('href') ?? '', text: link.textContent ?? '' })),
        );
      // On the pages that list it: the support downloads and the product pages of its series.
      expect(hits.filter((hit) => hit.text.includes(phrase)).length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe('the interfaces in the Chinese /admin', () => {
  const fixture = cmsCloneForFile('command-set-');
  const git = (...args: string[]) => fixture.site.git(...args);
  /** Decap rejects a refused save with no reason at all: an uncaught `undefined`. */
  const refusedSave: ExpectedProblems = { pageErrors: [/^undefined$/] };
  const open = (hash: string) =>
    openAdmin(fixture.browser, { proxyPort: fixture.proxy.port, hash, lang: 'zh', expected: refusedSave });
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true });
  const choose = async (page: Page, label: string, option: string, index = 0) => {
    await field(page, label).nth(index).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  const publish = async (page: Page) => {
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.getByText('立即发布', { exact: true }).click();
  };
  /** Replaces a field's text as an editor does (fill() can append to what Decap re-renders). */
  async function retype(page: Page, label: string, index: number, text: string) {
    const input = field(page, label).nth(index);
    await input.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(text);
    await expect(input.inputValue()).resolves.toBe(text);
  }
  /** The message shown in the error list of the field labelled `label`. */
  async function expectAtField(page: Page, label: string, text: string) {
    const message = page.locator('li', { hasText: text }).filter({ visible: true }).first();
    await message.waitFor({ timeout: 15_000 });
    const fieldLabel = await message.evaluate(
      (item) => item.closest('ul')?.parentElement?.querySelector('label')?.textContent ?? '',
    );
    expect(fieldLabel.startsWith(label)).toBe(true);
  }
  function expectNoCommit(head: string) {
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(git('status', '--porcelain')).toBe('');
  }

  beforeAll(() => {
    // The core components' interface is written again in /admin: each series has one at most.
    fs.rmSync(path.join(fixture.site.dir, 'content/interfaces/core-components.yml'));
    git('add', '-A');
    git('commit', '-qm', 'Test: the core components have no interface yet');
  });

  it('creates an interface in Chinese, refusing a range whose highest value is below its lowest', async () => {
    const head = git('rev-parse', 'HEAD');
    const { context, page } = await open('#/collections/interfaces/new');
    try {
      await field(page, '标识（英文）').first().fill('core-components');
      await choose(page, '产品系列', '核心器件');
      await field(page, '名称').nth(0).fill('核心器件远程控制接口');
      await field(page, '名称').nth(1).fill('Core component remote-control interface');
      await field(page, 'RS-232 波特率').first().fill('115200');
      await choose(page, 'RS-232 数据格式', '8 位数据位，无校验，1 位停止位（8N1）');
      await choose(page, '行结束符', 'CR（回车，0x0D）');
      await page.getByRole('button', { name: /添加.*命令列表/ }).click();
      await field(page, '命令').first().fill('PUMP <value>');
      await field(page, '说明').first().fill('设置放大模块泵浦电流');
      await field(page, '英文说明 (可选)').first().fill('Set the amplifier pump current');
      await choose(page, '参数类型 (可选)', '整数');
      await field(page, '最小值 (可选)').first().fill('100');
      await field(page, '最大值 (可选)').first().fill('0');
      await choose(page, '单位 (可选)', '%（百分比）');
      await field(page, '应答格式').first().fill('OK');
      await field(page, '应答示例').first().fill('OK');
      await page.getByRole('button', { name: /添加.*错误代码/ }).click();
      await field(page, '代码').first().fill('E03');
      await field(page, '含义').first().fill('参数超出范围');
      await field(page, '英文含义 (可选)').first().fill('Parameter out of range');
      await publish(page);
      await expectAtField(page, '命令列表', '命令 PUMP <value> 的最大值 0 必须大于最小值 100');
      expectNoCommit(head);

      await retype(page, '最小值 (可选)', 0, '0');
      await retype(page, '最大值 (可选)', 0, '100');
      await publish(page);
      const commit = await fixture.site.waitForCommit(head);
      expect(git('show', '--name-only', '--format=', commit)).toBe('content/interfaces/core-components.yml');
      const saved = fixture.site.readYaml<{ zh: { series: string; commands: Record<string, unknown>[] } }>(
        'content/interfaces/core-components.yml',
      );
      expect(saved.zh.series).toBe('component');
      expect(saved.zh.commands[0]).toMatchObject({
        name: 'PUMP <value>',
        type: 'integer',
        min: 0,
        max: 100,
        unit: 'percent',
      });
    } finally {
      await context.close();
    }
  });

  it('edits the femtosecond interface, refusing a power set-point above the series’ highest average power', async () => {
    const head = git('rev-parse', 'HEAD');
    const { context, page } = await open('#/collections/interfaces/entries/fs-series');
    try {
      // Saved commands are folded to their summary (the name): the chevron of the bar above the
      // power set-point's opens it (found by position, as e2e/publish.test.ts does).
      const summaries = page.locator('[class*="NestedObjectLabel"]');
      await summaries.filter({ hasText: 'POW <value>' }).first().waitFor();
      const row = await summaries.evaluateAll((all) => all.findIndex((label) => label.textContent === 'POW <value>'));
      expect(row).toBeGreaterThanOrEqual(0);
      const summary = summaries.nth(row);
      await summary.locator('xpath=preceding-sibling::*[1]').getByRole('button').first().click();
      const highest = summary.locator('xpath=..').getByLabel('最大值 (可选)', { exact: true });
      const retypeHighest = async (text: string) => {
        await highest.click();
        await page.keyboard.press('Control+A');
        await page.keyboard.insertText(text);
        await expect(highest.inputValue()).resolves.toBe(text);
      };
      await retypeHighest('120');
      await publish(page);
      await expectAtField(
        page,
        '命令列表',
        '命令 POW <value> 的最大值 120 超过了本系列型号的参数：最高的 YC-FS100-IR 为 100 W',
      );
      expectNoCommit(head);

      await retypeHighest('90');
      await publish(page);
      const commit = await fixture.site.waitForCommit(head);
      expect(git('show', '--name-only', '--format=', commit)).toBe('content/interfaces/fs-series.yml');
      const saved = fixture.site.readYaml<{ zh: { commands: { name: string; max?: number }[] } }>(
        'content/interfaces/fs-series.yml',
      );
      expect(saved.zh.commands.find((command) => command.name === 'POW <value>')?.max).toBe(90);
    } finally {
      await context.close();
    }
  });
});
