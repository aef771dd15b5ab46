import type { Browser, Locator, Page } from 'playwright-core';
import { hydrated, launch, newPage } from './browser';
import { inbox, inboxCsv } from './inbox';

// Service and returns, as a buyer with a broken laser finds it: from the support page to the RMA
// procedure and the return address for the region, then a service request with its serial
// number checked, stored once and exported with it. After a sample request, where to ship samples.

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

/** Scrolls to the service request form, which loads as it nears the view, and waits for it and its token. */
async function formOf(page: Page, tokenIssued: Promise<unknown>) {
  const form = page.getByTestId('contact-form');
  await page.locator('#service-request').scrollIntoViewIfNeeded();
  await form.waitFor();
  await tokenIssued;
  return form;
}

const cases = [
  {
    locale: 'zh',
    browserLocale: 'zh-CN',
    supports: '/supports/',
    link: '返修流程与服务申请',
    path: '/supports/service/',
    heading: '售后服务与返修',
    regions: ['受理地区：韩国、日本', '受理地区：中国大陆及其他国家和地区'],
    labels: { model: '设备型号', serial: '序列号', name: '姓名', phone: '电话', message: '留言内容' },
    person: { 姓名: '', 电话: '027-87654300', 留言内容: '开机后报警 E12，重启后仍然存在。' },
    submit: '提交留言',
    wrongFormat: '序列号格式为“型号-生产年份-五位流水号”，例如 YC-FS20-IR-2025-00317',
    wrongModel: '序列号中的型号与所选型号不一致，请核对铭牌',
    done: '服务工程师将在 2 个工作小时内与您联系；远程诊断后如需返厂，会发给您 RMA 编号。',
    country: 'CN',
  },
  {
    locale: 'en',
    browserLocale: 'en-US',
    supports: '/en/supports/',
    link: 'Returns (RMA) and service requests',
    path: '/en/supports/service/',
    heading: 'Service and returns',
    regions: ['Returns from: South Korea, Japan', 'Returns from: mainland China and all other countries and regions'],
    labels: { model: 'Model', serial: 'Serial number', name: 'Name', phone: 'Phone', message: 'Message' },
    person: {
      Name: '',
      Phone: '+49 711 1234567',
      'E-mail': 'service@example.de',
      Message: 'Alarm E12 after start-up.',
    },
    submit: 'Send message',
    wrongFormat: 'A serial number reads model-year-sequence, e.g. YC-FS20-IR-2025-00317',
    wrongModel: 'The serial number names a different model from the one chosen; please check the rating plate',
    done: 'A service engineer will contact you within two working hours. If the laser has to come back after remote diagnosis, you receive an RMA number.',
    country: 'DE',
  },
] as const;

describe('service and returns', () => {
  it.each(cases)(
    '$locale: from the support page to the return addresses, then a service request stored with its serial number',
    async (c) => {
      const { page, context, errors } = await newPage(browser, { locale: c.browserLocale });
      try {
        await page.goto(c.supports);
        await hydrated(page);
        const tokenIssued = page.waitForResponse((response) => response.url().endsWith('/api/contact-token'));
        await page.getByRole('link', { name: c.link, exact: true }).click();
        await page.waitForURL((url) => url.pathname === c.path);
        // The address changes before the new page is rendered: wait for its heading, not the first read.
        await page.getByRole('heading', { level: 1, name: c.heading, exact: true }).waitFor();
        // The return addresses come from the locations, with the regions each takes lasers from.
        const addresses = page.getByTestId('return-addresses');
        for (const regions of c.regions) await addresses.getByText(regions, { exact: true }).waitFor();

        const form = await formOf(page, tokenIssued);
        // The page's form starts as a service request, with the service fields and the photo note.
        await expect(form.locator('select[name="requestType"]').inputValue()).resolves.toBe('service');
        const service = form.getByTestId('service-fields');
        await service.waitFor();
        await expect(form.getByTestId('service-photos').innerText()).resolves.toContain('service@yaochen-laser.cn');

        const name = `${c.locale === 'zh' ? '维修测试' : 'Service Tester '}${Date.now() % 1_000_000}`;
        await fill(form, { ...c.person, [c.labels.name]: name });
        if (c.locale === 'en') await form.getByLabel('Country/region', { exact: false }).selectOption(c.country);
        await form.getByLabel(c.labels.model, { exact: false }).selectOption('YC-FS20-IR');
        await service.getByLabel(c.labels.serial, { exact: false }).fill('SN-0317');
        await tick(form);
        await form.getByRole('button', { name: c.submit }).click();
        await service.getByText(c.wrongFormat, { exact: true }).waitFor();
        // The serial number names another model: refused too, before anything is sent.
        await service.getByLabel(c.labels.serial, { exact: false }).fill('YC-FS50-IR-2025-00317');
        await form.getByRole('button', { name: c.submit }).click();
        await service.getByText(c.wrongModel, { exact: true }).waitFor();
        // Typed in lower case from the plate: accepted and stored in upper case.
        await service.getByLabel(c.labels.serial, { exact: false }).fill('yc-fs20-ir-2025-00317');
        await form.getByRole('button', { name: c.submit }).click();
        const done = page.getByTestId('contact-done');
        await done.getByText(c.done, { exact: true }).waitFor();
        const reference = await done.getByTestId('contact-reference').innerText();

        const stored = (await inbox()).messages.filter((message) => message.name === name);
        expect(stored).toHaveLength(1);
        expect(stored[0]).toMatchObject({
          id: reference,
          requestType: 'service',
          product: 'YC-FS20-IR',
          serialNumber: 'YC-FS20-IR-2025-00317',
          locale: c.locale,
          page: c.path,
        });
        const row = (await inboxCsv()).split('\r\n').find((line) => line.includes(reference));
        expect(row).toMatch(/"service","YC-FS20-IR","","","",.*"YC-FS20-IR-2025-00317"$/);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.each([
    [
      'zh',
      'zh-CN',
      '/about/?request=sample#contact-form',
      '请将样品寄至：',
      '每种材料单独装袋，标明材质、厚度和加工要求',
    ],
    [
      'en',
      'en-US',
      '/en/about/?request=sample#contact-form',
      'Please send your samples to: ',
      'Bag each material separately and mark it with the material, thickness and what you need done',
    ],
  ] as const)(
    '%s: after a sample request, the shipping address and how to pack',
    async (locale, browserLocale, path, ship, pack) => {
      const { page, context, errors } = await newPage(browser, { locale: browserLocale });
      try {
        const tokenIssued = page.waitForResponse((response) => response.url().endsWith('/api/contact-token'));
        await page.goto(path);
        await hydrated(page);
        const form = page.getByTestId('contact-form');
        await form.waitFor();
        await tokenIssued;
        const sample = page.getByTestId('sample-fields');
        const name = `${locale === 'zh' ? '寄样测试' : 'Sample Shipper '}${Date.now() % 1_000_000}`;
        if (locale === 'zh') await fill(form, { 姓名: name, 电话: '027-87654300', 留言内容: '请试切 0.7 mm 玻璃。' });
        else {
          await fill(form, {
            Name: name,
            Phone: '+49 711 1234567',
            'E-mail': 'ship@example.de',
            Message: 'Cut glass.',
          });
          await form.getByLabel('Country/region', { exact: false }).selectOption('DE');
        }
        await fill(sample, locale === 'zh' ? { 材料: '钠钙玻璃' } : { Material: 'Soda-lime glass' });
        await sample.getByLabel(locale === 'zh' ? '工艺' : 'Process', { exact: false }).selectOption('cutting');
        await tick(form);
        await form.getByRole('button', { name: locale === 'zh' ? '提交留言' : 'Send message' }).click();
        const shipping = page.getByTestId('sample-shipping');
        await shipping.waitFor();
        const text = await shipping.innerText();
        expect(text).toContain(ship);
        // The headquarters' address, from its location entry.
        expect(text).toContain(locale === 'zh' ? '光谷大道 77 号' : '77 Guanggu Avenue');
        expect(text).toContain('+86 27 8765 4300');
        expect(text).toContain(pack);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
