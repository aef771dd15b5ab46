// An editor turns visitor statistics on in /admin (Site settings → Visitor statistics): a
// throwaway clone of this repository behind Decap's proxy in git mode, as e2e/cms.test.ts does.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { openAdmin, root, cmsCloneForFile } from './cms-clone';

const cms = cmsCloneForFile('laser-statistics-cms-');

type Settings = Record<'zh' | 'en', Record<string, unknown>>;

/** The settings entry in the English editor, its statistics group open, Umami chosen. */
async function openStatistics() {
  const { context, page } = await openAdmin(cms.browser, {
    proxyPort: cms.proxy.port,
    hash: '#/collections/settings/entries/settings',
    lang: 'en',
    // Decap rejects a refused save with no reason at all: an uncaught `undefined`.
    expected: { pageErrors: [/^undefined$/] },
  });
  await page.getByText('Writing in EN').waitFor();
  await page
    .getByText('Visitor statistics', { exact: true })
    .filter({ visible: true })
    .first()
    .getByTestId('expand-button')
    .click();
  // An optional group's fields carry Decap's "(optional)" mark (the group may stay empty).
  // "Service", not "Service mailbox" (the support settings' field): the label with its optional mark.
  await page
    .getByLabel(/^Service( \(optional\))?$/)
    .first()
    .click();
  await page.getByRole('option', { name: 'Umami', exact: true }).click();
  // Optional fields carry Decap's "(optional)" mark after their label.
  const field = (label: string) =>
    page
      .getByLabel(new RegExp(`^${label}`))
      .filter({ visible: true })
      .first();
  const publish = async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
  };
  return { context, page, field, publish };
}

it('chooses Umami with its script and website id: one commit of the statistics block, valid content', async () => {
  const { site } = cms;
  const file = path.join(site.dir, 'content/settings/site.yml');
  const before = load(fs.readFileSync(file, 'utf8')) as Settings;
  const head = site.git('rev-parse', 'HEAD');
  const { context, field, publish } = await openStatistics();
  await field('Umami script URL').fill('https://stats.example.cn/script.js');
  await field('Umami website id').fill('4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b');
  await publish();
  const commit = await site.waitForCommit(head);
  await context.close();

  expect(site.git('show', '--name-only', '--format=', commit).split('\n')).toEqual(['content/settings/site.yml']);
  const after = load(fs.readFileSync(file, 'utf8')) as Settings;
  const { statistics, ...zh } = after.zh;
  expect(statistics).toMatchObject({
    provider: 'umami',
    umamiScriptUrl: 'https://stats.example.cn/script.js',
    umamiWebsiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
  });
  const { statistics: _before, ...zhBefore } = before.zh;
  expect(zh).toEqual(zhBefore);
  expect(after.en.statistics).toBeUndefined();
  expect(
    execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/check-content.ts'], {
      cwd: site.dir,
      encoding: 'utf8',
    }),
  ).toMatch(/content\/ is valid/);
});

it("refuses a script address that is not https, with the model's message, and commits nothing", async () => {
  const head = cms.site.git('rev-parse', 'HEAD');
  const { context, page, field, publish } = await openStatistics();
  await field('Umami script URL').fill('http://stats.example.cn/script.js');
  await field('Umami website id').fill('4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b');
  await publish();
  await page.getByText('Give an https:// address such as https://stats.example.cn/script.js').first().waitFor();
  await context.close();
  expect(cms.site.git('rev-parse', 'HEAD')).toBe(head);
});
