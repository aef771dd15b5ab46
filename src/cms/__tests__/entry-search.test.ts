/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { filter, foldForSearch, searchEntries, textHitScore, titleHitScore } from '../shims/entry-search';

/** Entries as Decap's search hands them over (i18n single_file: Chinese in data, English in i18n). */
const launch = {
  slug: '2024-01-ps80-ir-launch',
  data: {
    slug: '2024-01-ps80-ir-launch',
    title: '80 W 红外皮秒激光器 YC-PS80-IR 正式发布',
    body: '1 月 18 日，曜辰激光在武汉总部举行新品发布会。',
  },
  i18n: {
    en: { data: { title: 'YC-PS80-IR 80 W infrared picosecond laser launched', body: 'Launch event in Wuhan.' } },
  },
};
const microLed = {
  slug: 'micro-led-lift-off',
  data: { slug: 'micro-led-lift-off', name: 'Micro LED 激光剥离', summary: '飞秒紫外激光剥离蓝宝石衬底。' },
  i18n: {
    en: { data: { name: 'Micro LED laser lift-off', summary: 'Femtosecond UV lift-off of sapphire substrates.' } },
  },
};
const certificate = {
  slug: 'iso-9001',
  data: { slug: 'iso-9001', title: 'ISO 9001 质量管理体系认证', year: 2019 },
  i18n: { en: { data: { title: 'ISO 9001 quality management certificate' } } },
};
const entries = [launch, microLed, certificate];
const extract = (entry: { data: { slug: string } }) => entry.data.slug;
const found = (term: string) => filter(term, entries, { extract }).map(({ original }) => original.slug);

describe("the /admin search (Decap's 搜索全部内容)", () => {
  it('finds entries by their Chinese text, two characters too', () => {
    expect(found('飞秒')).toEqual(['micro-led-lift-off']);
    expect(found('发布会')).toEqual(['2024-01-ps80-ir-launch']);
    expect(found('激光')).toEqual(['2024-01-ps80-ir-launch', 'micro-led-lift-off']);
  });

  it('finds figures, Latin terms and English-only words, in any case and width', () => {
    expect(found('9001')).toEqual(['iso-9001']);
    expect(found('Micro LED')).toEqual(['micro-led-lift-off']);
    expect(found('ｍｉｃｒｏ　ＬＥＤ')).toEqual(['micro-led-lift-off']);
    expect(found('sapphire')).toEqual(['micro-led-lift-off']);
    expect(found('2019')).toEqual(['iso-9001']);
  });

  it('needs every word of the term, and finds nothing for a term no entry holds', () => {
    expect(found('ps80 发布会')).toEqual(['2024-01-ps80-ir-launch']);
    expect(found('ps80 剥离')).toEqual([]);
    expect(found('纳秒')).toEqual([]);
    expect(found('   ')).toEqual([]);
  });

  it('scores above the threshold Decap keeps (5), a hit in the title first', () => {
    const [hit] = searchEntries('iso-9001', [certificate], { extract });
    expect(hit?.score).toBe(titleHitScore);
    expect(searchEntries('质量', [certificate], { extract })[0]?.score).toBe(textHitScore);
    expect(textHitScore).toBeGreaterThan(5);
  });

  it("leaves the relation field's query (one field an element) to fuzzy", () => {
    const options = [{ slug: 'yc-fs20-ir', field: 'model', data: { model: 'YC-FS20-IR' } }];
    expect(
      filter('ycfs20', options, { extract: (option) => option.data.model }).map(({ original }) => original.slug),
    ).toEqual(['yc-fs20-ir']);
  });

  it('folds case, full-width forms and runs of spaces', () => {
    expect(foldForSearch('ＹＣ－ＦＳ２０  IR')).toBe('yc-fs20 ir');
  });
});

describe('canary: decap-cms-core still searches through fuzzy.filter (checked with decap-cms-core 3.19.1)', () => {
  it("calls fuzzy.filter over whole entries and keeps scores above 5, as the shim's scores assume", () => {
    // When this fails, Decap's search changed: re-read `search` in decap-cms-core's dist/esm/backend.js
    // and scripts/build-cms.mjs entrySearchPlugin, which points that file's `fuzzy` at the shim.
    const backend = fs.readFileSync(
      path.join(path.dirname(require.resolve('decap-cms-core/package.json')), 'dist/esm/backend.js'),
      'utf8',
    );
    expect(backend).toMatch(/import \* as fuzzy from 'fuzzy';/);
    expect(backend).toMatch(/return fuzzy\.filter\(searchTerm, collectionEntries, \{/);
    expect(backend).toMatch(/score\s*\}\) => score > 5\)/);
    // e2e/cms-search.test.ts searches the built /admin: it fails if the shim is not bundled.
  });
});
