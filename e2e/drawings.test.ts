import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import type { Browser } from 'playwright-core';
import { formatBytes } from '../src/components/download-list/format-bytes';
import { baseUrl, launch } from './browser';
import { listedDownloads } from './download-items';
import { freshGet } from './fresh-get';

// The outline drawings for CAD (src/documents/outline-dxf.ts) on the built site: every active
// model's product page, in both languages, lists its DXF right after its datasheet, with the
// file's own size; the file is served as a DXF, is one in millimetres with the page's language in
// its notes, and the download center lists every model's under its own category.

interface Product {
  zh: { slug: string; model: string; state: string };
}
const dir = path.join(__dirname, '..', 'content', 'products');
const active = fs
  .readdirSync(dir)
  .map((file) => load(fs.readFileSync(path.join(dir, file), 'utf8')) as Product)
  .filter((product) => product.zh.state === 'active')
  .map((product) => product.zh);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const listed = (url: string, heading: string) => listedDownloads(browser, url, heading);

async function dxf(url: string) {
  const response = await freshGet(new URL(url, baseUrl));
  expect([url, response.status]).toEqual([url, 200]);
  expect(response.contentType).toBe('image/vnd.dxf');
  const text = response.body.toString('latin1');
  expect(text.startsWith('  0\nSECTION\n  2\nHEADER\n')).toBe(true);
  expect(text.endsWith('  0\nEOF\n')).toBe(true);
  expect(text).toContain('  9\n$INSUNITS\n 70\n4\n');
  return { bytes: response.body.length, text };
}

const labels = {
  zh: { drawing: '外形图 (DXF)', category: '外形图', topView: '\\U+4FEF\\U+89C6\\U+56FE' },
  en: { drawing: 'outline drawing (DXF)', category: 'Outline drawings', topView: 'Top view' },
} as const;

describe.each(['zh', 'en'] as const)('outline drawings in %s', (locale) => {
  const prefix = locale === 'zh' ? '' : '/en';

  it.each(active.map((product) => [product.slug, product] as const))(
    'the page of %s lists its DXF after its datasheet, with the file’s size',
    async (slug, product) => {
      const items = await listed(`${prefix}/products/detail/${slug}/`, 'product-downloads');
      const index = items.findIndex((item) => item.href === `/drawings/${slug}-${locale}.dxf`);
      expect(index).toBe(1);
      expect(items[0]!.href).toBe(`/datasheets/${slug}-${locale}.pdf`);
      const item = items[index]!;
      expect(item.title).toBe(`${product.model} ${labels[locale].drawing}`);
      expect(item.facts).toContain('DXF');
      const { bytes, text } = await dxf(item.href!);
      expect(item.facts).toContain(formatBytes(bytes, locale));
      expect(text).toContain(labels[locale].topView);
    },
  );

  it('the download center lists every model’s drawing under its category', async () => {
    const items = await listed(`${prefix}/supports/`, 'downloads-heading');
    const drawings = items.filter((item) => item.href?.startsWith('/drawings/'));
    expect(drawings.map((item) => item.href).sort()).toEqual(
      active.map((product) => `/drawings/${product.slug}-${locale}.dxf`).sort(),
    );
    for (const item of drawings) expect(item.facts).toContain(labels[locale].category);
    // Each right after its model's datasheet.
    for (const item of drawings) {
      const datasheet = items[items.indexOf(item) - 1]!;
      expect(datasheet.href).toBe(item.href!.replace('/drawings/', '/datasheets/').replace('.dxf', '.pdf'));
    }
  });
});
