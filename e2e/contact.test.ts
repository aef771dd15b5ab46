import type { Browser, Locator } from 'playwright-core';
import { baseUrl, holdRequests, hydrated, launch, newPage } from './browser';
import { startSiteServer } from './site-server';
import { inbox } from './inbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/**
 * Opens the page with the form and waits until the form is there and holds its signed "shown at"
 * token (the test servers accept a message at once: CONTACT_MIN_FILL_MS=0).
 */
async function openForm(path: string, locale: string) {
  const { page, context, errors } = await newPage(browser, { locale });
  const tokenIssued = page.waitForResponse((response) => response.url().endsWith('/api/contact-token'));
  await page.goto(path);
  await hydrated(page);
  const form = page.getByTestId('contact-form');
  await form.waitFor();
  const issued = await tokenIssued;
  expect(issued.status()).toBe(200);
  await issued.finished();
  return { page, context, errors, form };
}

/** Ticks the consent box; Formik re-renders it a moment after the click, so wait for that. */
async function tick(form: Locator) {
  await form.getByRole('checkbox').click();
  // A predicate that never throws: until the box is there, keep waiting.
  await form
    .page()
    .waitForFunction(() => (document.getElementById('contact-consent') as HTMLInputElement | null)?.checked === true);
}

async function fill(form: Locator, labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) await form.getByLabel(label, { exact: false }).fill(value);
}

describe('contact form', () => {
  it('validates in English, sends, shows the toast and the next steps, and the message is in the inbox', async () => {
    const { page, context, errors, form } = await openForm('/en/about/#contact', 'en-US');
    await form.getByRole('button', { name: 'Send message' }).click();
    for (const message of [
      'Please enter your name',
      'Please enter your phone',
      'Please enter your e-mail address',
      'Please choose your country or region',
      'Please enter your message',
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    await expect(form.getByRole('textbox', { name: /Name/ }).getAttribute('aria-invalid')).resolves.toBe('true');
    const name = `E2E Tester ${Date.now()}`;
    await fill(form, {
      Company: 'Example Optics GmbH',
      Name: name,
      Phone: '12345',
      'E-mail': 'tester@example.de',
      Message: 'We need a 1030 nm femtosecond source.',
    });
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Please enter a valid phone number', { exact: true }).waitFor();
    await fill(form, { Phone: '+49 711 1234567' });
    // A real list: the country is chosen, not typed; the English form starts with none chosen.
    const country = form.getByRole('combobox', { name: /Country\/region/ });
    await expect(country.inputValue()).resolves.toBe('');
    await country.selectOption({ label: 'Germany' });
    await tick(form);
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Message successful! Please pay attention to the call from Yaochen Laser').waitFor();
    // The form gives way to what happens next; "Send another message" brings back an empty form.
    const done = page.getByTestId('contact-done');
    await done.getByText('An application engineer will call you within one working day.').waitFor();
    await done.getByRole('button', { name: 'Send another message' }).click();
    await expect(form.getByRole('textbox', { name: /Name/ }).inputValue()).resolves.toBe('');
    const stored = (await inbox()).messages.find((message) => message.name === name);
    expect(stored).toMatchObject({
      locale: 'en',
      page: '/en/about/',
      consentVersion: '2026-11',
      country: 'DE',
      countryName: 'Germany',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks Chinese on zh pages and counts characters against the limit', async () => {
    const { page, context, form } = await openForm('/about/#contact', 'zh-CN');
    await form.getByRole('button', { name: '提交留言' }).click();
    for (const message of ['请输入您的姓名', '请输入您的电话', '请输入留言内容', '请阅读并同意隐私声明']) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    const messageBox = form.getByRole('textbox', { name: /留言内容/ });
    await messageBox.fill('长'.repeat(1005));
    await form.getByText('已超出 5 个字').waitFor();
    const name = `测试用户${Date.now() % 100000}`;
    await fill(form, { 姓名: name, 电话: '027-87654300', 留言内容: '请联系我们的工艺工程师。' });
    await form.getByText('12/1000').waitFor();
    // Optional in Chinese, and already at 中国.
    const country = form.getByRole('combobox', { name: /国家\/地区/ });
    await expect(country.inputValue()).resolves.toBe('CN');
    await form.getByText('国家/地区（选填）').waitFor();
    await tick(form);
    await form.getByRole('button', { name: '提交留言' }).click();
    await page.getByText('留言成功！请留意 曜辰激光 的来电').waitFor();
    expect((await inbox()).messages.find((message) => message.name === name)).toMatchObject({
      locale: 'zh',
      country: 'CN',
      countryNameZh: '中国',
    });
    await context.close();
  });

  it('loads the form code only when the form comes near the viewport', async () => {
    const { page, context } = await newPage(browser, { locale: 'en-US', viewport: { width: 1280, height: 700 } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/en/');
    await hydrated(page);
    // The slot's IntersectionObserver reports its first state at the next rendering step: after
    // two frames it has, and the form far below the fold has not started loading.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.getByTestId('contact-form').count()).toBe(0);
    const before = scripts.length;
    await page.locator('#contact-form').scrollIntoViewIfNeeded();
    await page.getByTestId('contact-form').waitFor();
    expect(scripts.length).toBeGreaterThan(before);
    await context.close();
  });

  it('links the consent to the privacy notice in both languages', async () => {
    const { page, context, form } = await openForm('/en/about/#contact', 'en-US');
    await form.getByRole('link', { name: 'privacy notice' }).click();
    await page.waitForURL(`${baseUrl}/en/privacy/`);
    await page.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
    await context.close();
  });
});

describe('the time trap, at its real 3 s (a server of its own, without CONTACT_MIN_FILL_MS)', () => {
  let server: Awaited<ReturnType<typeof startSiteServer>>;
  beforeAll(async () => {
    server = await startSiteServer();
  }, 60_000);
  afterAll(() => server?.stop());

  it('refuses a message sent sooner than 3 s after the form was shown, and accepts it after', async () => {
    const { page, context } = await newPage(
      browser,
      { locale: 'en-US', baseURL: server.url },
      { errorResponses: [/\/api\/contact$/] },
    );
    // The token (its issue time) is held back until the form is filled, so that the first send
    // comes well within 3 s of it however slow the machine is.
    const release = await holdRequests(page, '**/api/contact-token');
    await page.goto('/en/about/#contact');
    await hydrated(page);
    const form = page.getByTestId('contact-form');
    await fill(form, {
      Name: 'Too Fast',
      Phone: '+49 711 1234567',
      'E-mail': 'too.fast@example.de',
      Message: 'Sent at once.',
    });
    await form.getByLabel('Country/region', { exact: false }).selectOption('DE');
    await tick(form);
    const tokenIssued = page.waitForResponse((response) => response.url().endsWith('/api/contact-token'));
    release();
    await (await tokenIssued).finished();
    const issuedAt = Date.now();
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await refused).status()).toBe(400);
    await page.getByText('That was quick! Please wait a few seconds and send it again').waitFor();
    // The trap is time itself: wait until 3 s have passed since the token was issued.
    await page.waitForTimeout(Math.max(0, 3100 - (Date.now() - issuedAt)));
    const accepted = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await accepted).status()).toBe(201);
    await page.getByText('Message successful! Please pay attention to the call from Yaochen Laser').waitFor();
    await context.close();
  });
});
