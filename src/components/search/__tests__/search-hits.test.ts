import { excerptParts, hitsOf, rankHits, withoutAliasLine, type PagefindResultData } from '../search-hits';
import { cleanQuery, maxQueryLength, parseSearchState, searchString } from '../search-query';

describe('cleanQuery', () => {
  it('collapses whitespace and trims', () => {
    expect(cleanQuery('  YC \t FS20  ')).toBe('YC FS20');
  });
  it('caps very long queries by characters, not UTF-16 units', () => {
    expect([...cleanQuery('飞'.repeat(500))]).toHaveLength(maxQueryLength);
    expect(cleanQuery('😀'.repeat(maxQueryLength + 1))).toBe('😀'.repeat(maxQueryLength));
  });
});

describe('URL state', () => {
  it('reads q and a known type, ignores an unknown one', () => {
    expect(parseSearchState('?q=1030+nm&type=product')).toEqual({ query: '1030 nm', type: 'product' });
    expect(parseSearchState('?q=x&type=<script>')).toEqual({ query: 'x', type: null });
    expect(parseSearchState('')).toEqual({ query: '', type: null });
  });
  it('writes back what it reads, special characters included', () => {
    const state = { query: 'a&b=c #<>', type: 'faq' as const };
    expect(parseSearchState(searchString(state))).toEqual(state);
    expect(searchString({ query: '', type: null })).toBe('');
  });
});

describe('excerptParts', () => {
  it('keeps the marks as matches and decodes the escaped text', () => {
    expect(excerptParts('R&amp;D <mark>飞秒</mark> &lt; 350 fs &#39;x&#x27;')).toEqual([
      { text: 'R&D ', match: false },
      { text: '飞秒', match: true },
      { text: " < 350 fs 'x'", match: false },
    ]);
  });
  it('keeps the spaces around a match out of its mark', () => {
    expect(excerptParts('<mark>1030 </mark><mark>nm </mark>x')).toEqual([
      { text: '1030', match: true },
      { text: ' ', match: false },
      { text: 'nm', match: true },
      { text: ' ', match: false },
      { text: 'x', match: false },
    ]);
  });
  it('turns no tag other than mark into markup: it is dropped, escaped tags stay text', () => {
    expect(excerptParts('<img src=x onerror=alert(1)>a &lt;img src=x&gt;')).toEqual([
      { text: 'a <img src=x>', match: false },
    ]);
  });
});

const page = (over: Partial<PagefindResultData>): PagefindResultData => ({
  url: '/products/detail/yc-fs20-ir/',
  excerpt: 'YC-<mark>FS20</mark>-IR',
  meta: { title: '20 W 红外飞秒激光器', model: 'YC-FS20-IR' },
  filters: { type: ['product'] },
  ...over,
});

describe('hitsOf', () => {
  it('makes one hit of a page, with its model', () => {
    expect(hitsOf(page({}), null)).toEqual([
      {
        url: '/products/detail/yc-fs20-ir/',
        title: '20 W 红外飞秒激光器',
        model: 'YC-FS20-IR',
        type: 'product',
        excerpt: [
          { text: 'YC-', match: false },
          { text: 'FS20', match: true },
          { text: '-IR', match: false },
        ],
      },
    ]);
  });
  it('splits the supports page into its matching FAQs and downloads, linked to their tab, best first', () => {
    const supports = page({
      url: '/en/supports/',
      meta: { title: 'Service' },
      filters: { type: ['download', 'faq'] },
      sub_results: [
        { title: 'Service', url: '/en/supports/', excerpt: '<mark>water</mark>' },
        { title: 'Documents', url: '/en/supports/#downloads-heading', excerpt: '<mark>and</mark>' },
        { title: 'Power?', url: '/en/supports/#faq-power', excerpt: '<mark>water</mark>' },
        { title: 'Cooling?', url: '/en/supports/#faq-cooling', excerpt: '<mark>cooling</mark> <mark>water</mark>' },
      ],
    });
    expect(hitsOf(supports, null).map(({ url, title, type }) => [url, title, type])).toEqual([
      ['/en/supports/#faq-cooling', 'Cooling?', 'faq'],
      ['/en/supports/#downloads', 'Documents', 'download'],
      ['/en/supports/#faq-power', 'Power?', 'faq'],
    ]);
    expect(hitsOf(supports, 'faq').map((hit) => hit.title)).toEqual(['Cooling?', 'Power?']);
  });
  it('makes the locations of the supports page a hit of their own, linked to their section', () => {
    const supports = page({
      url: '/en/supports/',
      meta: { title: 'Service' },
      filters: { type: ['location', 'download', 'faq'] },
      sub_results: [
        { title: 'Service', url: '/en/supports/', excerpt: 'x' },
        {
          title: 'Service locations and distributors',
          url: '/en/supports/#support-locations',
          excerpt: 'Distributor <mark>Jena</mark>',
        },
      ],
    });
    expect(hitsOf(supports, null).map(({ url, title, type }) => [url, title, type])).toEqual([
      ['/en/supports/#support-locations', 'Service locations and distributors', 'location'],
    ]);
    expect(hitsOf(supports, 'faq')).toEqual([]);
  });
  it('drops a page of no known type', () => {
    expect(hitsOf(page({ filters: {} }), null)).toEqual([]);
  });
});

describe('withoutAliasLine', () => {
  const aliases = ['YCFS20', 'YCFS20IR', 'FS20IR'];
  it.each([
    [
      'the whole line, a match inside it',
      'YCFS20 · YCFS20IR · <mark>FS20IR.</mark> Model YC-FS20-IR · Femtosecond series',
      '<mark></mark>Model YC-FS20-IR · Femtosecond series',
    ],
    [
      'the end of the line where the excerpt starts inside it',
      '<mark>YCFS20IR</mark> · FS20IR. Industrial 1030 nm femtosecond laser',
      '<mark></mark>Industrial 1030 nm femtosecond laser',
    ],
    [
      'the line in the middle, matches after it kept',
      'laser. YCFS20 · YCFS20IR · FS20IR. Model YC-<mark>FS20</mark>-IR',
      'laser. Model YC-<mark>FS20</mark>-IR',
    ],
    ['no line: unchanged', 'Industrial <mark>femtosecond</mark> laser', 'Industrial <mark>femtosecond</mark> laser'],
    ['a lone full stop is not the line', '. FS20IR is not alone', '. FS20IR is not alone'],
  ])('removes %s', (_, excerpt, expected) => {
    expect(withoutAliasLine(excerpt, aliases)).toBe(expected);
  });

  it('leaves excerpts alone when the page has no spellings', () => {
    expect(withoutAliasLine('YCFS20 · x.', [])).toBe('YCFS20 · x.');
  });

  it('shows a product hit without the spellings line', () => {
    const [hit] = hitsOf(
      {
        url: '/en/products/detail/yc-fs20-ir/',
        excerpt: 'YCFS20 · YCFS20IR · <mark>FS20IR.</mark> Model YC-FS20-IR · Femtosecond series',
        meta: { title: '20 W Infrared Femtosecond Laser', model: 'YC-FS20-IR' },
        filters: { type: ['product'] },
      },
      null,
    );
    expect(hit!.excerpt.map((part) => part.text).join('')).toBe('Model YC-FS20-IR · Femtosecond series');
  });
});

describe('hitsOf with the query and the page text', () => {
  it('drops a page Pagefind found by characters only (飞溅物 for 飞秒)', () => {
    const splashes = page({ content: '皮秒激光切割玻璃，没有飞溅物。', meta: { title: '玻璃切割' } });
    expect(hitsOf(splashes, null, '飞秒')).toEqual([]);
  });

  it('snips a whole sentence without the alias line and marks whole terms only', () => {
    const fs20 = page({
      content: 'YCFS20 · YCFS20IR · FS20IR. 型号 YC-FS20-IR · 飞秒系列。20 W 红外飞秒激光器，可替代皮秒激光器。',
      excerpt: '-FS20-IR · <mark>飞</mark>秒系列 皮<mark>秒</mark>',
    });
    const [hit] = hitsOf(fs20, null, '红外飞秒');
    expect(hit!.excerpt.map((part) => (part.match ? `[${part.text}]` : part.text)).join('')).toBe(
      '20 W [红外][飞秒]激光器，可替代皮秒激光器。',
    );
  });
});

describe('the questions of the FAQ', () => {
  const supports = (content: string, questions: string[]) =>
    page({
      url: '/supports/',
      content,
      meta: { title: '服务支持' },
      filters: { type: ['faq'] },
      sub_results: questions.map((title, index) => ({ title, url: `/supports/#faq-q${index + 1}`, excerpt: '' })),
    });
  const marked = (parts: { text: string; match: boolean }[]) =>
    parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join('');

  it('snips each question from its own answer, never the next one’s (issue 40: 飞秒激光器价格)', () => {
    const content =
      '种子源能用多久？种子源设计寿命超过 5 万小时，飞秒激光器出厂前都经过老化。飞秒还是皮秒？同功率下皮秒激光器价格通常更低，飞秒激光器质量上限更高。';
    const hits = hitsOf(supports(content, ['种子源能用多久？', '飞秒还是皮秒？']), null, '飞秒激光器价格');
    expect(hits.map((hit) => [hit.url, marked(hit.excerpt)])).toEqual([
      ['/supports/#faq-q2', '同功率下皮秒[激光器][价格]通常更低，[飞秒][激光器]质量上限更高。'],
    ]);
  });

  it('reads a long answer to its end', () => {
    const answer = `${'这是一段关于选型的说明。'.repeat(80)}同功率下皮秒激光器的价格通常更低。`;
    const [hit] = hitsOf(supports(`飞秒还是皮秒？${answer}`, ['飞秒还是皮秒？']), null, '价格');
    expect(marked(hit!.excerpt)).toBe('同功率下皮秒激光器的[价格]通常更低。');
  });
});

describe('rankHits', () => {
  const hit = (url: string, title: string, model?: string) => ({
    url,
    title,
    ...(model ? { model } : {}),
    type: 'news' as const,
    excerpt: [],
  });

  it('puts the hits whose title holds more query terms first, in Pagefind order otherwise', () => {
    const ranked = rankHits(
      [
        hit('/news/ic/', 'IC substrate expansion drives finer drilling'),
        hit('/solutions/pcb/', 'PCB micro-via drilling'),
        hit('/news/other/', 'Other news'),
        hit('/products/ps15/', 'UV picosecond laser', 'YC-PS15-UV'),
      ],
      'micro-via drilling',
    );
    expect(ranked.map((entry) => entry.url)).toEqual([
      '/solutions/pcb/',
      '/news/ic/',
      '/news/other/',
      '/products/ps15/',
    ]);
    expect(rankHits([hit('/a/', 'A'), hit('/b/', 'B', 'YC-PS15-UV')], 'PS15').map((entry) => entry.url)).toEqual([
      '/b/',
      '/a/',
    ]);
  });

  it('counts a term for less the more titles hold it: "seed" outweighs "laser"', () => {
    const ranked = rankHits(
      [
        hit('/fs5/', '5 W UV Femtosecond Laser'),
        hit('/fs20/', '20 W Infrared Femtosecond Laser'),
        hit('/seed/', 'Fibre Femtosecond Seed Module'),
      ],
      'seed laser',
    );
    expect(ranked[0]!.url).toBe('/seed/');
  });

  it('keeps products of equal match in the catalogue’s order, the others in their places', () => {
    const product = (url: string, title: string, order: number) => ({
      ...hit(url, title),
      type: 'product' as const,
      order,
    });
    const ranked = rankHits(
      [
        product('/fs5/', '5 W UV Femtosecond Laser', 5),
        product('/seed/', 'Fibre Femtosecond Seed Module', 11),
        hit('/news/', 'Femtosecond lasers at the fair'),
        product('/fs20/', '20 W Infrared Femtosecond Laser', 1),
        product('/fs50/', '50 W Infrared Femtosecond Laser', 2),
      ],
      'femtosecond',
    );
    // The story keeps its place among them (its title's length put it third).
    expect(ranked.map((entry) => entry.url)).toEqual(['/fs20/', '/fs50/', '/news/', '/fs5/', '/seed/']);
  });
});
