import path from 'node:path';
import { datasheetCurve } from '../../model/datasheet-curve';
import { localeInfo } from '../../i18n/locales';
import { readContentFiles } from '../../model/read-content';
import { documentContent } from '../content';
import { datasheetHtml, headDimensions } from '../datasheet';
import { mounting } from '../drawings';
import { chaptersOf, generatedHtml, modelsOf } from '../downloads';
import { certificateHtml } from '../certificate';
import { messagesOf as documentMessages } from '../../../scripts/lib/document-plan';

const root = path.join(__dirname, '../../..');
/** The strings the documents are given: theirs only (document-plan.ts). */
const messagesOf = (locale: 'zh' | 'en') => documentMessages(root, locale);
const revision = { number: 4, date: '2026-11-20' };
const rows = (entries: Record<string, string>) => Object.entries(entries).map(([key, value]) => ({ key, value }));

describe('the datasheet curve', () => {
  const curve = datasheetCurve(
    rows({ averagePower: '20 W', repetitionRate: '1 MHz（单脉冲 – 2 MHz 可调）', pulseEnergy: '20 μJ' }),
  )!;

  it('spans the tunable range, from f₀ / 10 when it starts at single shot', () => {
    expect(curve.min).toBe(100e3);
    expect(curve.max).toBe(2e6);
    expect(curve.points[0]!.rate).toBeCloseTo(100e3);
    expect(curve.points.at(-1)!.rate).toBeCloseTo(2e6);
  });

  it('passes through the nominal point and obeys E = P / f everywhere', () => {
    expect(curve.nominal).toEqual({ rate: 1e6, power: 20, energy: 20e-6 });
    for (const point of curve.points) expect(point.energy).toBeCloseTo(point.power / point.rate, 12);
  });

  it('is energy-limited below f₀ (E = E₀, P falls) and power-limited above (P = P₀, E falls)', () => {
    const below = curve.points.filter((point) => point.rate < 1e6);
    const above = curve.points.filter((point) => point.rate > 1e6);
    expect(below.length).toBeGreaterThan(5);
    expect(above.length).toBeGreaterThan(5);
    for (const point of below) expect(point.energy).toBeCloseTo(20e-6, 12);
    for (const point of above) expect(point.power).toBe(20);
    expect(above.at(-1)!.energy).toBeCloseTo(10e-6, 12);
    expect(below[0]!.power).toBeCloseTo(2, 6);
  });

  it('reads both ends of a range without units on its low end, and draws nothing for a fixed rate', () => {
    const amp = datasheetCurve(rows({ averagePower: '2 W', repetitionRate: '20 MHz（1 – 40 MHz，由种子源决定）' }))!;
    expect([amp.min, amp.max]).toEqual([1e6, 40e6]);
    expect(datasheetCurve(rows({ averagePower: '80 mW', repetitionRate: '40 MHz（± 0.5 MHz，出厂设定）' }))).toBeNull();
    expect(datasheetCurve(rows({ averagePower: '20 W' }))).toBeNull();
  });

  it('starts at the nominal rate when the range does', () => {
    const ps80 = datasheetCurve(rows({ averagePower: '80 W', repetitionRate: '200 kHz（200 kHz – 2 MHz 可调）' }))!;
    expect([ps80.min, ps80.max]).toEqual([200e3, 2e6]);
  });
});

describe('the datasheet document', () => {
  const files = readContentFiles(root);
  const siteUrl = 'https://www.example.cn';
  const contentIn = (locale: 'zh' | 'en') => documentContent(files, locale);
  const productIn = (locale: 'zh' | 'en') =>
    contentIn(locale).products.find((product) => product.slug === 'yc-fs20-ir')!;
  const html = (locale: 'zh' | 'en') =>
    datasheetHtml(
      { product: productIn(locale), locale, site: contentIn(locale).site, siteUrl, revision },
      messagesOf(locale),
    );

  it('reads the head dimensions, and places four holes and the beam exit from them', () => {
    expect(headDimensions(rows({ dimensions: '560 × 320 × 150 mm' }))).toEqual([560, 320, 150]);
    expect(headDimensions(rows({ dimensions: 'compact' }))).toBeNull();
    expect(mounting([560, 320, 150])).toMatchObject({
      inset: 25,
      pitch: [510, 270],
      beam: { fromSide: 160, height: 75 },
    });
    expect(mounting([120, 80, 40]).inset).toBe(10);
  });

  it.each(['zh', 'en'] as const)(
    'in %s: two pages with the model, every spec row, the drawing, the curve and contact',
    (locale) => {
      const product = productIn(locale);
      const messages = messagesOf(locale);
      const page = html(locale);
      expect(page.match(/<section class="page">/g)).toHaveLength(2);
      expect(page).toContain('YC-FS20-IR');
      for (const row of product.specifications) {
        expect(page).toContain(`>${messages[`spec.${row.key}`]}<`);
        expect(page.replace(/\u00a0/g, ' ')).toContain(
          row.value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
        );
      }
      for (const application of product.applications) expect(page).toContain(application);
      expect(page).toContain('class="drawing"');
      expect(page).toMatch(/>560</);
      // Four mounting holes with their pitch, and the beam exit height.
      expect(page.match(/class="hole"/g)).toHaveLength(4);
      expect(page).toMatch(/>510</);
      expect(page).toMatch(/>75</);
      expect(page).toContain('class="curve"');
      expect(page).toContain('sales@yaochen-laser.cn');
      if (locale === 'en') expect(page.split('</style>')[1]).not.toMatch(/\p{Script=Han}/u);
    },
  );

  it.each(['zh', 'en'] as const)(
    'in %s: the language of the locale table and the product page of the route table',
    (locale) => {
      const page = html(locale);
      expect(page).toContain(`<html lang="${localeInfo[locale].bcp47}">`);
      expect(page).toContain(`${siteUrl}${locale === 'en' ? '/en' : ''}/products/detail/yc-fs20-ir/`);
      expect(page).not.toContain('/products/yc-fs20-ir/');
    },
  );

  it.each(['zh', 'en'] as const)('in %s: the revision a buyer quotes on every page, and no hash', (locale) => {
    const page = html(locale);
    const quoted = locale === 'zh' ? '第 4 版 · 2026-11-20' : 'Revision 4 · 2026-11-20';
    expect(page.split(quoted)).toHaveLength(3);
    expect(page).not.toMatch(/Edition|版本 [0-9a-f]{6}|Data version/);
  });

  it('fails on a message the documents’ strings lack, rather than printing its key', () => {
    const { 'datasheet.keyFigures': _left, ...messages } = messagesOf('en');
    expect(() =>
      datasheetHtml(
        { product: productIn('en'), locale: 'en', site: contentIn('en').site, siteUrl, revision },
        messages,
      ),
    ).toThrow('documents: no message datasheet.keyFigures in locale en');
  });

  it('renders the specification table with the site’s SpecTable', () => {
    // SpecTable's own markup: the table captioned for screen readers, rows in the canonical order.
    expect(html('en')).toContain(
      '><caption class="visually-hidden">Specifications</caption><tbody><tr><th scope="row">Wavelength</th>',
    );
  });
});

describe('the generated downloads', () => {
  const files = readContentFiles(root);
  const props = (locale: 'zh' | 'en', slug: string) => {
    const content = documentContent(files, locale);
    const entry = content.downloads.find((download) => download.slug === slug)!;
    return { entry, content, locale, siteUrl: 'https://www.example.cn', revision, pages: { models: 3 } };
  };

  it('splits the editors’ text into anchored chapters', () => {
    const { chapters, html } = chaptersOf('<p>intro</p><h2>Safety</h2><p>a</p><h2>Use &amp; care</h2><p>b</p>', 'c');
    expect(chapters).toEqual([
      { id: 'c-2', title: 'Safety', level: 1 },
      { id: 'c-3', title: 'Use & care', level: 1 },
    ]);
    expect(html[1]).toBe('<h2 id="c-2">Safety</h2><p>a</p>');
  });

  it.each(['zh', 'en'] as const)(
    'in %s: a series manual with its six chapters, models, laser class and drawings',
    (locale) => {
      const messages = messagesOf(locale);
      const manual = props(locale, 'fs-series-user-manual');
      const page = generatedHtml(manual, messages);
      expect(page).toContain(`<html lang="${localeInfo[locale].bcp47}">`);
      expect(page).toContain('class="cover"');
      expect(page).toContain(messages['document.contents']);
      expect(page.match(/<h2 id="chapter-\d+"/g)).toHaveLength(6);
      const models = modelsOf(manual.entry, manual.content);
      expect(models.map((product) => product.series)).toEqual(models.map(() => 'femtosecond'));
      for (const product of models) expect(page).toContain(product.model);
      expect(page).toContain(`>${messages['spec.laserClass']}<`);
      expect(page.match(/class="drawing"/g)).toHaveLength(models.length);
      // The contents give the page each chapter starts on, once known.
      expect(page).toMatch(/<span>3<\/span>/);
      if (locale === 'en') expect(page.split('</style>')[1]).not.toMatch(/\p{Script=Han}/u);
    },
  );

  it('a catalogue of every active model, with a cover and contents', () => {
    const catalog = props('en', 'product-catalog-2026');
    const page = generatedHtml(catalog, messagesOf('en'));
    expect(catalog.content.products.length).toBeGreaterThan(8);
    for (const product of catalog.content.products) {
      expect(page).toContain(`<h3 id="${product.slug}">${product.model}</h3>`);
      expect(page).toContain(`https://www.example.cn/en/products/detail/${product.slug}/`);
    }
  });

  it('a declaration signed by its current signer, and none by someone who has left', () => {
    const declaration = props('en', 'ce-declaration');
    expect(generatedHtml(declaration, messagesOf('en'))).toContain('Luo Wenqing');
    const left = { ...declaration, entry: { ...declaration.entry, signer: 'he-jianguo' } };
    expect(() => generatedHtml(left, messagesOf('en'))).toThrow(/needs a current signer/);
  });
});

describe('the certificates’ records', () => {
  const files = readContentFiles(root);
  it.each(['zh', 'en'] as const)('in %s: one per certification, with every field the About page shows', (locale) => {
    const content = documentContent(files, locale);
    expect(content.certificates.map((certificate) => certificate.slug)).toEqual([
      'ce-marking',
      'ip-management-system',
      'iso-14001',
      'iso-9001',
    ]);
    const messages = messagesOf(locale);
    for (const certificate of content.certificates) {
      const page = certificateHtml(
        { certificate, site: content.site, locale, siteUrl: 'https://www.example.cn', revision },
        messages,
      );
      for (const value of [certificate.issuer, certificate.number, certificate.issued, certificate.expires])
        expect(page).toContain(`<td>${value}</td>`);
      expect(page).toContain(certificate.scope.replace(/'/g, '&#x27;'));
      expect(page).toContain(content.site.companyName);
      expect(page).toContain(`https://www.example.cn${locale === 'en' ? '/en' : ''}/about/`);
      expect(page).toContain(messages['certificate.note']!.replace(/'/g, '&#x27;'));
      if (locale === 'en') expect(page.split('</style>')[1]).not.toMatch(/\p{Script=Han}/u);
    }
  });
});

describe('the service facts in the documents', () => {
  const files = readContentFiles(root);
  const body = (locale: 'zh' | 'en', slug: string) =>
    documentContent(files, locale).downloads.find((download) => download.slug === slug)?.bodyHtml ?? '';

  it('prints the facts’ figures in every manual and the catalogue, in the page’s language, with no placeholder left', () => {
    for (const slug of ['fs-series-user-manual', 'ps-series-user-manual', 'ns-series-user-manual']) {
      expect(body('zh', slug)).toContain('预热超过 45 分钟仍未就绪');
      expect(body('en', slug)).toContain('Not READY after 45 minutes');
      expect(body('en', slug)).toContain('Every 6 months');
    }
    expect(body('zh', 'product-catalog-2026')).toContain('位于武汉和苏州的应用实验室');
    expect(body('en', 'product-catalog-2026')).toContain('application labs in Wuhan and Suzhou');
    expect(body('en', 'product-catalog-2026')).toContain('answer the service hotline Monday to Friday');
    for (const download of [...documentContent(files, 'zh').downloads, ...documentContent(files, 'en').downloads])
      expect(download.bodyHtml ?? '').not.toMatch(/\{[a-z-]+\}/);
  });
});
