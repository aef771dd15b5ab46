// Where to find us, on the support page: the list of offices, service centres and distributors
// with each one's direct phone and local hours, beside a map of China and the world whose markers
// are links to their entries, by keyboard too; on a phone the list comes first.
import type { Browser, Page } from 'playwright-core';
import { hydrated, launch, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const locales = [
  {
    lang: 'zh-CN',
    url: '/supports/',
    heading: '服务网点与经销商',
    suzhou: ['苏州，中国', '+86 512 6258 7130', '周一至周五 8:30–17:30（北京时间）'],
    jena: ['耶拿，德国', 'Saaletal Photonik Vertrieb GmbH', '+49 3641 872 290', '周一至周五 8:00–17:00（中欧时间）'],
    pune: ['浦那，印度', '周一至周六 9:30–18:00（印度时间）'],
    hq: '武汉总部',
    jenaMarker: '耶拿经销商 Saaletal Photonik Vertrieb GmbH',
  },
  {
    lang: 'en-US',
    url: '/en/supports/',
    heading: 'Service locations and distributors',
    suzhou: ['Suzhou, China', '+86 512 6258 7130', 'Mon–Fri 8:30–17:30 (China Standard Time)'],
    jena: [
      'Jena, Germany',
      'Saaletal Photonik Vertrieb GmbH',
      '+49 3641 872 290',
      'Mon–Fri 8:00–17:00 (Central European Time)',
    ],
    pune: ['Pune, India', 'Mon–Sat 9:30–18:00 (India Standard Time)'],
    hq: 'Headquarters, Wuhan',
    jenaMarker: 'Distributor in Jena: Saaletal Photonik Vertrieb GmbH',
  },
];

const section = (page: Page) => page.locator('section[aria-labelledby="support-locations"]');

/** The entries of the list, as text, by their element id. */
const entries = (page: Page) =>
  section(page)
    .locator('li[id^="location-"]')
    .evaluateAll((items) =>
      Object.fromEntries(
        items.map((item) => [
          item.id,
          {
            text: (item as HTMLElement).innerText,
            phones: [...item.querySelectorAll('a[href^="tel:"]')].map((link) => link.getAttribute('href')!),
          },
        ]),
      ),
    );

describe.each(locales)('where to find us in $lang', (locale) => {
  it.each([390, 1440])('at %i px: the list with phones and local hours, the map beside or below it', async (width) => {
    const { page, context } = await newPage(browser, { locale: locale.lang, viewport: { width, height: 900 } });
    try {
      await page.goto(locale.url);
      await hydrated(page);
      await expect(section(page).locator('h2').textContent()).resolves.toBe(locale.heading);
      const listed = await entries(page);
      expect(Object.keys(listed)).toEqual(
        expect.arrayContaining([
          'location-wuhan-headquarters',
          'location-suzhou-office',
          'location-shenzhen-office',
          'location-seoul-service-centre',
          'location-penang-service-centre',
          'location-jena-distributor',
          'location-bursa-distributor',
          'location-pune-distributor',
        ]),
      );
      for (const words of locale.suzhou) expect(listed['location-suzhou-office']!.text).toContain(words);
      for (const words of locale.jena) expect(listed['location-jena-distributor']!.text).toContain(words);
      for (const words of locale.pune) expect(listed['location-pune-distributor']!.text).toContain(words);
      // Every entry has a direct line, never a 400/800 hotline.
      for (const [id, entry] of Object.entries(listed)) {
        expect([id, entry.phones.length]).toEqual([id, 1]);
        expect(entry.phones[0]).toMatch(/^tel:\+(?!86[48]00)\d{8,}$/);
      }

      // The pictures load (they are drawn by the build) and every marker sits on its picture.
      const pictures = section(page).locator('figure img');
      await expect(pictures.count()).resolves.toBe(2);
      for (const picture of await pictures.all()) {
        await picture.scrollIntoViewIfNeeded();
        await picture.evaluate((image: HTMLImageElement) =>
          image.complete && image.naturalWidth > 0
            ? undefined
            : new Promise((resolve, reject) => {
                image.addEventListener('load', resolve, { once: true });
                image.addEventListener('error', reject, { once: true });
              }),
        );
        await expect(picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).resolves.toBeGreaterThan(0);
      }
      const markers = section(page).getByTestId('location-marker');
      expect(await markers.count()).toBeGreaterThanOrEqual(7);
      for (const marker of await markers.all()) {
        const box = (await marker.boundingBox())!;
        const frame = (await marker.locator('xpath=..').locator('img').boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width / 2).toBeGreaterThanOrEqual(frame.x);
        expect(box.x + box.width / 2).toBeLessThanOrEqual(frame.x + frame.width);
        expect(box.y + box.height / 2).toBeGreaterThanOrEqual(frame.y);
        expect(box.y + box.height / 2).toBeLessThanOrEqual(frame.y + frame.height);
      }

      // Layout: on a phone the list first and nothing wider than the screen; on a desktop the map
      // on the left, the list on the right.
      const list = (await section(page).locator('ul[aria-label]').first().boundingBox())!;
      const map = (await section(page).locator('figure').first().boundingBox())!;
      if (width === 390) {
        expect(map.y).toBeGreaterThan(list.y + list.height - 1);
        expect(map.width).toBeLessThanOrEqual(390);
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
      } else {
        expect(map.x + map.width).toBeLessThanOrEqual(list.x);
        expect(Math.abs(map.y - list.y)).toBeLessThan(60);
      }
    } finally {
      await context.close();
    }
  });

  it('reaches every marker by keyboard; each has a name and leads to its entry', async () => {
    const { page, context } = await newPage(browser, { locale: locale.lang, viewport: { width: 1440, height: 900 } });
    try {
      await page.goto(locale.url);
      await hydrated(page);
      const names = await section(page)
        .getByTestId('location-marker')
        .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
      expect(names).toContain(locale.hq);
      expect(names).toContain(locale.jenaMarker);
      // From the last phone of the list, Tab walks through the markers in order.
      await section(page).locator('li[id^="location-"] a[href^="tel:"]').last().focus();
      const reached: string[] = [];
      for (let step = 0; step < names.length; step += 1) {
        await page.keyboard.press('Tab');
        reached.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''));
      }
      expect(reached).toEqual(names);
      // Enter on the Jena marker: its entry becomes the page's target, highlighted.
      await section(page).getByRole('link', { name: locale.jenaMarker }).focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector(':target')?.id === 'location-jena-distributor');
      const highlighted = await page
        .locator('#location-jena-distributor')
        .evaluate(
          (entry) =>
            getComputedStyle(entry).borderTopColor !== getComputedStyle(entry.nextElementSibling!).borderTopColor,
        );
      expect(highlighted).toBe(true);
    } finally {
      await context.close();
    }
  });
});

it('reads without JavaScript: the list, the pictures and the markers are in the HTML', async () => {
  const { page, context } = await newPage(browser, { javaScriptEnabled: false });
  try {
    await page.goto('/supports/#location-pune-distributor');
    await expect(page.locator(':target').getAttribute('id')).resolves.toBe('location-pune-distributor');
    await expect(section(page).getByTestId('location-marker').count()).resolves.toBeGreaterThanOrEqual(7);
    await expect(section(page).locator('#location-pune-distributor').innerText()).resolves.toContain(
      '周一至周六 9:30–18:00（印度时间）',
    );
  } finally {
    await context.close();
  }
});

it.each([
  ['', 'Saaletal', '服务网点'],
  ['/en', 'Bursa', 'Location'],
])('site search (%s) finds a distributor on the support page, as a location', async (prefix, query, type) => {
  const { page, context } = await newPage(browser, { locale: prefix ? 'en-US' : 'zh-CN' });
  try {
    await page.goto(`${prefix}/search/?q=${query}`);
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
      .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.textContent ?? '']));
    const hit = hits.find(([href]) => href === `${prefix}/supports/#support-locations`);
    expect(hit?.[1]).toContain(type);
    expect(hit?.[1]).toContain(query);
  } finally {
    await context.close();
  }
});

it('the About page and the footer link to the map', async () => {
  const { page, context } = await newPage(browser, { locale: 'en-US' });
  try {
    await page.goto('/en/about/');
    await hydrated(page);
    const hrefs = await page
      .locator('a[href$="#support-locations"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) expect(href).toBe('/en/supports/#support-locations');
  } finally {
    await context.close();
  }
});
