import type { Browser } from 'playwright-core';
import { holdRequests, hydrated, launch, newPage } from './browser';
import { startSiteServer } from './site-server';

// The city lookup end to end: the visitor's address (here given by a trusted proxy's
// X-Forwarded-For, as behind nginx) resolves on the server to the nearest office of the build's
// locations, which the form shows; a message sent is stored with its region, never the address.
let browser: Browser;
let server: Awaited<ReturnType<typeof startSiteServer>>;
const inboxToken = 'e2e-nearest-office-inbox-token-0123456789';
beforeAll(async () => {
  browser = await launch();
  server = await startSiteServer({
    TRUST_PROXY: 'loopback',
    CONTACT_INBOX_TOKEN: inboxToken,
    CONTACT_MIN_FILL_MS: '0',
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const region = (forwardedFor: string | null, locale: string) =>
  fetch(`${server.url}/api/region?locale=${locale}`, {
    headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
  });

describe('GET /api/region', () => {
  it('answers the office serving the address, never cached, without the address', async () => {
    const response = await region('114.114.114.114', 'en');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      office: { slug: 'suzhou-office', city: 'Suzhou', phone: '+86 512 6258 7130', company: null },
    });
    expect(text).not.toMatch(/114\.114|Nanjing|南京/);
    expect(await (await region('202.96.128.86', 'zh')).json()).toEqual({
      office: { slug: 'shenzhen-office', city: '深圳', phone: '+86 755 8632 4150', company: null },
    });
    expect(await (await region('211.234.10.1', 'en')).json()).toMatchObject({
      office: { slug: 'seoul-service-centre' },
    });
    expect(await (await region('59.172.0.1', 'en')).json()).toMatchObject({ office: { slug: 'wuhan-headquarters' } });
    // Germany: none of our own sites serves it, the distributor there does (content/locations).
    expect(await (await region('85.214.132.117', 'en')).json()).toEqual({
      office: {
        slug: 'jena-distributor',
        city: 'Jena',
        phone: '+49 3641 872 290',
        company: 'Saaletal Photonik Vertrieb GmbH',
      },
    });
    // France: nobody lists it, so the office serving 海外.
    expect(await (await region('62.210.16.6', 'en')).json()).toMatchObject({ office: { slug: 'shenzhen-office' } });
    // The test client itself (127.0.0.1) and a private address: nobody is suggested.
    expect(await (await region(null, 'en')).json()).toEqual({ office: null });
    expect(await (await region('10.0.0.7', 'en')).json()).toEqual({ office: null });
  });
});

describe('the contact form', () => {
  it.each([
    ['zh-CN', 1440, '/about/#contact', '就近办事处：苏州', '电话 +86 512 6258 7130'],
    ['zh-CN', 390, '/about/#contact', '就近办事处：苏州', '电话 +86 512 6258 7130'],
    ['en-US', 1440, '/en/about/#contact', 'Nearest office: Suzhou', 'Phone +86 512 6258 7130'],
    ['en-US', 390, '/en/about/#contact', 'Nearest office: Suzhou', 'Phone +86 512 6258 7130'],
  ])(
    '%s at %i px: shows the nearest office and its phone without moving the form',
    async (locale, width, path, text, phone) => {
      const { page, context } = await newPage(browser, {
        locale,
        viewport: { width, height: 900 },
        baseURL: server.url,
        extraHTTPHeaders: { 'X-Forwarded-For': '58.211.0.1' },
      });
      // The answer is held back until the form's layout before it has been measured.
      const release = await holdRequests(page, '**/api/region*');
      const asked = page.waitForRequest((request) => request.url().includes('/api/region'));
      const answered = page.waitForResponse((response) => response.url().includes('/api/region'));
      await page.goto(path);
      await hydrated(page);
      const form = page.getByTestId('contact-form');
      await form.waitFor();
      const line = form.getByTestId('nearest-office');
      await asked;
      const before = await form.getByRole('textbox').first().boundingBox();
      expect(await line.textContent()).toBe('');
      release();
      await answered;
      await line.getByText(text).waitFor();
      await expect(line.getByRole('link', { name: phone }).getAttribute('href')).resolves.toBe('tel:+8651262587130');
      // The line was reserved before the answer: the fields did not move.
      expect(await form.getByRole('textbox').first().boundingBox()).toEqual(before);
      await context.close();
    },
  );

  it('shows nothing for an unknown region, and stores the region of a message sent from Nanjing', async () => {
    const { page, context } = await newPage(browser, { locale: 'en-US', baseURL: server.url });
    const answered = page.waitForResponse((response) => response.url().includes('/api/region'));
    await page.goto('/en/about/#contact');
    await hydrated(page);
    await answered;
    await expect(page.getByTestId('nearest-office').textContent()).resolves.toBe('');
    await context.close();

    const token = (await (await fetch(`${server.url}/api/contact-token`)).json()) as { token: string };
    const sent = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '114.114.114.114' },
      body: JSON.stringify({
        name: 'Region Tester',
        telephone: '+86 25 8888 6666',
        // English enquiries need an e-mail address and a country or region (src/contact/schema.ts).
        email: 'region.tester@example.com',
        country: 'CN',
        message: 'Quote please',
        consent: true,
        token: token.token,
        locale: 'en',
        page: '/en/about/',
        consentVersion: '2026-11',
      }),
    });
    expect(sent.status).toBe(201);
    const inbox = (await (
      await fetch(`${server.url}/api/messages`, { headers: { Authorization: `Bearer ${inboxToken}` } })
    ).json()) as { messages: Record<string, unknown>[] };
    const stored = inbox.messages.find((message) => message.name === 'Region Tester')!;
    expect(stored).toMatchObject({
      region: 'Nanjing, Jiangsu, China',
      regionZh: '中国 江苏 南京',
      regionCountry: 'CN',
      regionProvince: 'CN-JS',
      regionCity: '南京',
    });
    expect(JSON.stringify(stored)).not.toContain('114.114.114.114');
  });
});
