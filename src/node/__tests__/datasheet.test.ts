import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { datasheetCurve } from '../../model/datasheet-curve';
import { collectionNamed } from '../../model';
import { localizeEntry } from '../../model/localize';
import { datasheetHtml, headDimensions, type Messages } from '../datasheet';

const root = path.join(__dirname, '../../..');
const messagesOf = (locale: string): Messages => {
  const messages: Messages = {};
  for (const file of fs.readdirSync(path.join(root, 'locales', locale)))
    Object.assign(messages, JSON.parse(fs.readFileSync(path.join(root, 'locales', locale, file), 'utf8')) as Messages);
  return messages;
};
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
  const file = load(fs.readFileSync(path.join(root, 'content/products/yc-fs20-ir.yml'), 'utf8')) as never;
  const site = {
    brand: 'Yaochen Laser',
    companyName: 'Wuhan Yaochen Ultrafast Laser Technology Co., Ltd.',
    address: 'Wuhan',
    phone: '+86 27 8765 4300',
    hotline: '400-860-2718',
    email: 'sales@yaochen-laser.cn',
    siteUrl: 'https://www.example.cn',
  };
  const productIn = (locale: 'zh' | 'en') => {
    const { fields } = localizeEntry(collectionNamed('products'), file, locale);
    return fields as never;
  };

  it('reads the head dimensions', () => {
    expect(headDimensions(rows({ dimensions: '560 × 320 × 150 mm' }))).toEqual([560, 320, 150]);
    expect(headDimensions(rows({ dimensions: 'compact' }))).toBeNull();
  });

  it.each(['zh', 'en'] as const)(
    'in %s: two pages with the model, every spec row, the drawing, the curve and contact',
    (locale) => {
      const product = productIn(locale) as { specifications: { key: string; value: string }[]; applications: string[] };
      const messages = messagesOf(locale);
      const html = datasheetHtml(productIn(locale), locale, messages, site, 'abc123');
      expect(html.match(/<section class="page">/g)).toHaveLength(2);
      expect(html).toContain('YC-FS20-IR');
      for (const row of product.specifications) {
        expect(html).toContain(`>${messages[`spec.${row.key}`]}<`);
        expect(html.replace(/\u00a0/g, ' ')).toContain(
          row.value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
        );
      }
      for (const application of product.applications) expect(html).toContain(application);
      expect(html).toContain('class="drawing"');
      expect(html).toMatch(/>560</);
      expect(html).toContain('class="curve"');
      expect(html).toContain('sales@yaochen-laser.cn');
      expect(html).toContain(`https://www.example.cn${locale === 'en' ? '/en' : ''}/products/yc-fs20-ir/`);
      if (locale === 'en') expect(html.split('</style>')[1]).not.toMatch(/\p{Script=Han}/u);
    },
  );
});
