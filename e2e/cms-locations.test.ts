// A location in the Chinese /admin, as a support editor keeps the map: a 400 hotline, a latitude
// off the globe and a time zone that does not exist are each refused at their field before the
// commit, in Chinese; once right, the save is one commit of that entry.
import type { Page } from 'playwright-core';
import type { ExpectedProblems } from './browser';
import { cmsCloneForFile, openAdmin } from './cms-clone';

const fixture = cmsCloneForFile('laser-locations-');
const git = (...args: string[]) => fixture.site.git(...args);

/** Decap rejects a refused save with no reason at all: an uncaught `undefined`. */
const refusedSave: ExpectedProblems = { pageErrors: [/^undefined$/] };

const publish = async (page: Page) => {
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await page.getByText('立即发布', { exact: true }).click();
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).first();

/** Replaces a field's text as an editor does (see e2e/cms-rules.test.ts). */
async function retype(page: Page, label: string, text: string) {
  const input = field(page, label);
  await input.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
  await expect(input.inputValue()).resolves.toBe(text);
}

/** The message shown in the error list beside the field labelled `label`. */
async function messageAt(page: Page, label: string, text: RegExp) {
  const message = page.locator('li', { hasText: text }).filter({ visible: true }).first();
  await message.waitFor({ timeout: 15_000 });
  const fieldLabel = await message.evaluate(
    (item) => item.closest('ul')?.parentElement?.querySelector('label')?.textContent ?? '',
  );
  expect(fieldLabel.startsWith(label)).toBe(true);
  return message.textContent();
}

it('refuses a 400 phone, a latitude past 90° and an unknown time zone; saves once right', async () => {
  const head = git('rev-parse', 'HEAD');
  const { context, page } = await openAdmin(fixture.browser, {
    proxyPort: fixture.proxy.port,
    hash: '#/collections/locations/entries/suzhou-office',
    lang: 'zh',
    expected: refusedSave,
  });
  try {
    // The editor's hint names the zone by example, never by the jargon.
    await field(page, '时区').waitFor();
    await page.getByText('时区，例如 Asia/Shanghai', { exact: false }).first().waitFor();
    await expect(page.getByText(/IANA/).count()).resolves.toBe(0);

    await retype(page, '电话', '400-860-2718');
    await retype(page, '纬度', '95');
    await retype(page, '时区', 'Asia/Wuhan');
    await publish(page);
    await expect(messageAt(page, '电话', /400、800 热线不能作为网点电话/)).resolves.toBeTruthy();
    await expect(messageAt(page, '纬度', /90/)).resolves.toBeTruthy();
    await expect(messageAt(page, '时区', /Asia\/Wuhan/)).resolves.toMatch(/例如 Asia\/Shanghai/);
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(git('status', '--porcelain')).toBe('');

    await retype(page, '电话', '+86 512 6258 7131');
    await retype(page, '纬度', '31.3');
    await retype(page, '时区', 'Asia/Shanghai');
    await publish(page);
    const commit = await fixture.site.waitForCommit(head);
    expect(git('show', '--name-only', '--format=', commit)).toBe('content/locations/suzhou-office.yml');
    expect(fixture.site.readYaml('content/locations/suzhou-office.yml').zh).toMatchObject({
      phone: '+86 512 6258 7131',
      lat: 31.3,
      timeZone: 'Asia/Shanghai',
    });
  } finally {
    await context.close();
  }
});
