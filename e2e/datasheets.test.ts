import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';
import type { Browser } from 'playwright-core';
import { baseUrl, hydrated, launch, newPage } from './browser';
import { freshGet } from './fresh-get';

// The generated datasheets in the built site: every active model has a two-page
// PDF in each language whose text holds the model and every specification value of its page, and
// the product page's download list links the page language's one. Read with poppler's pdftotext.

interface Row {
  key: string;
  value: string;
  valueIn?: Record<string, string>;
}
const dir = path.join(__dirname, '..', 'content', 'products');
const active = fs
  .readdirSync(dir)
  .map(
    (file) =>
      load(fs.readFileSync(path.join(dir, file), 'utf8')) as {
        zh: { slug: string; model: string; state: string; specifications: Row[] };
      },
  )
  .map((data) => data.zh)
  .filter((product) => product.state === 'active');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'datasheets-'));
/** Text without any whitespace: pdftotext breaks long values over lines and spaces them its own way. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

async function pdfText(url: string): Promise<{ pages: number; text: string }> {
  const response = await freshGet(new URL(url, baseUrl));
  expect(response.status).toBe(200);
  expect(response.contentType).toMatch(/application\/pdf/);
  const file = path.join(tmp, path.basename(url));
  fs.writeFileSync(file, response.body);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]),
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('generated datasheets', () => {
  it('exist for every active model', () => {
    expect(active.length).toBeGreaterThan(5);
  });

  it.each(
    active.flatMap((product) => (['zh', 'en'] as const).map((locale) => [product.slug, locale, product] as const)),
  )('%s (%s): two pages with the model and every specification value', async (slug, locale, product) => {
    const { pages, text } = await pdfText(`/datasheets/${slug}-${locale}.pdf`);
    expect(pages).toBe(2);
    const flat = squeezed(text);
    expect(flat).toContain(product.model);
    for (const row of product.specifications) expect(flat).toContain(squeezed(row.valueIn?.[locale] ?? row.value));
    if (locale === 'en') expect(text).not.toMatch(/\p{Script=Han}/u);
    else expect(text).toContain('产品规格书');
  });

  it.each([
    ['/products/detail/yc-fs20-ir/', '/datasheets/yc-fs20-ir-zh.pdf', 'YC-FS20-IR 产品规格书'],
    ['/en/products/detail/yc-fs20-ir/', '/datasheets/yc-fs20-ir-en.pdf', 'YC-FS20-IR datasheet'],
  ])('%s links its language’s datasheet first in its downloads', async (url, pdf, title) => {
    const { page, context } = await newPage(browser);
    await page.goto(url);
    await hydrated(page);
    const downloads = page.locator('section[aria-labelledby="product-downloads"]');
    await expect(downloads.getByRole('heading', { level: 3 }).first().textContent()).resolves.toBe(title);
    await expect(downloads.getByRole('link').first().getAttribute('href')).resolves.toBe(pdf);
    await context.close();
  });
});
