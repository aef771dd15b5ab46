import type { Browser, Locator } from 'playwright-core';
import { hydrated, launch, newPage } from './browser';
import { inbox, inboxCsv } from './inbox';

// Product and solution pages ask for the sale, and the request reaches
// sales with its type and product, in the inbox and in the CSV.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function fill(form: Locator, labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) await form.getByLabel(label, { exact: false }).fill(value);
}

/** Ticks the consent box; Formik re-renders it a moment after the click, so wait for that. */
async function tick(form: Locator) {
  await form.getByRole('checkbox').click();
  await form
    .page()
    .waitForFunction(() => (document.getElementById('contact-consent') as HTMLInputElement | null)?.checked === true);
}

/** Follows a request action of the page at `path` and waits for the form it opens, token and all. */
async function openFromAction(path: string, locale: string, action: string) {
  const { page, context, errors } = await newPage(browser, { locale });
  await page.goto(path);
  await hydrated(page);
  const tokenIssued = page.waitForResponse((response) => response.url().endsWith('/api/contact-token'));
  await page.getByRole('link', { name: action, exact: true }).click();
  const form = page.getByTestId('contact-form');
  await form.waitFor();
  await (await tokenIssued).finished();
  return { page, context, errors, form };
}

describe('request a quote from a product page', () => {
  it('pre-fills type and model, sends, keeps the success panel, and sales see model and type in JSON and CSV', async () => {
    const { page, context, errors, form } = await openFromAction('/products/detail/yc-fs20-ir/', 'zh-CN', '申请报价');
    expect(new URL(page.url()).pathname).toBe('/about/');
    await expect(form.getByLabel('需求类型', { exact: false }).inputValue()).resolves.toBe('quote');
    await expect(form.getByLabel('意向产品或方案', { exact: false }).inputValue()).resolves.toBe('YC-FS20-IR');
    // The sample details belong to sample requests only.
    expect(await page.getByTestId('sample-fields').count()).toBe(0);
    const name = `报价测试${Date.now() % 1_000_000}`;
    await fill(form, {
      公司名称: '某某精密',
      姓名: name,
      电话: '027-87654300',
      留言内容: '请报价 2 台，含上门安装。',
    });
    await tick(form);
    await form.getByRole('button', { name: '提交留言' }).click();
    await page.getByText('留言成功！请留意 曜辰激光 的来电').waitFor();
    const done = page.getByTestId('contact-done');
    await done.getByText('应用工程师将在一个工作日内与您电话联系。').waitFor();
    const reference = await done.getByTestId('contact-reference').innerText();

    const stored = (await inbox()).messages.find((message) => message.name === name);
    expect(stored).toMatchObject({ id: reference, requestType: 'quote', product: 'YC-FS20-IR', locale: 'zh' });
    const row = (await inboxCsv()).split('\r\n').find((line) => line.includes(reference));
    // The request's columns, then the country or region (a Chinese form starts at 中国).
    expect(row).toMatch(/"quote","YC-FS20-IR","","","","CN","China","中国",""$/);
    // Still there after the toast has gone (3 s): the panel is not a notice that fades.
    await page.getByText('留言成功！请留意 曜辰激光 的来电').waitFor({ state: 'detached' });
    await expect(done.isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks a free sample request from a solution page for the material and the process', async () => {
    const { page, context, errors, form } = await openFromAction(
      '/en/solutions/detail/display-glass/',
      'en-US',
      'Free sample processing',
    );
    await expect(form.getByLabel('Request type', { exact: false }).inputValue()).resolves.toBe('sample');
    const product = await form.getByLabel('Product or solution', { exact: false }).inputValue();
    expect(product).not.toBe('');
    const sample = page.getByTestId('sample-fields');
    const name = `Sample Tester ${Date.now()}`;
    await fill(form, {
      Name: name,
      Phone: '+49 711 1234567',
      'E-mail': 'sample@example.de',
      Message: 'Please cut ten cover glasses.',
    });
    await form.getByLabel('Country/region', { exact: false }).selectOption('DE');
    await tick(form);
    await form.getByRole('button', { name: 'Send message' }).click();
    await sample.getByText('Please enter the material to be processed', { exact: true }).waitFor();
    await sample.getByText('Please choose a process', { exact: true }).waitFor();
    await fill(sample, { Material: 'Aluminosilicate glass', 'Part size': '150 × 70 mm, 0.55 mm thick' });
    await sample.getByLabel('Process', { exact: false }).selectOption('cutting');
    await form.getByRole('button', { name: 'Send message' }).click();
    const done = page.getByTestId('contact-done');
    await done.getByText('Sample results follow within 5–7 working days after we receive your material.').waitFor();
    const stored = (await inbox()).messages.find((message) => message.name === name);
    expect(stored).toMatchObject({
      requestType: 'sample',
      product,
      material: 'Aluminosilicate glass',
      process: 'cutting',
      partSize: '150 × 70 mm, 0.55 mm thick',
      locale: 'en',
      country: 'DE',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('requires an e-mail address on the English form, and shows the +86 number first on the English site', async () => {
    const { page, context, form } = await openFromAction('/en/products/detail/yc-fs20-ir/', 'en-US', 'Request a quote');
    await fill(form, { Name: 'No Mail', Phone: '+49 711 1234567', Message: 'Quote please.' });
    await tick(form);
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Please enter your e-mail address', { exact: true }).waitFor();
    expect(await page.getByTestId('contact-done').count()).toBe(0);
    await expect(page.locator('footer').getByTestId('first-number').innerText()).resolves.toBe('+86 27 8765 4300');
    await context.close();
  });
});
