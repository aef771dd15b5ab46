import { collectionNamed } from '..';
import { type ContentFile, contentProblems, formatProblem, validateContent, validateFile } from '../validate';

const existing = new Set(['/uploads/yc-fs20-ir.png', '/uploads/datasheets/yc-fs20-ir.pdf']);
const context = { publicFileExists: (path: string) => existing.has(path) };

const product = (zh: Record<string, unknown>, en: Record<string, unknown> = { name: '20 W laser' }): ContentFile => ({
  collection: collectionNamed('products'),
  path: `content/products/${String('slug' in zh ? zh.slug : 'yc-fs20-ir')}.yml`,
  data: {
    zh: {
      slug: 'yc-fs20-ir',
      model: 'YC-FS20-IR',
      state: 'active',
      leadTimeWeeks: 6,
      series: 'femtosecond',
      pulseRegime: 'femtosecond',
      band: 'infrared',
      name: '20 W 红外飞秒激光器',
      summary: '简介',
      overview: '概述',
      specifications: [{ key: 'averagePower', value: '20 W' }],
      ...zh,
    },
    en,
  },
});

const download = (zh: Record<string, unknown>): ContentFile => ({
  collection: collectionNamed('downloads'),
  path: `content/downloads/${String(zh.slug)}.yml`,
  data: { zh: { category: 'datasheet', title: '数据手册', ...zh } },
});

describe('validateFile', () => {
  it('accepts a complete entry', () => {
    expect(validateFile(product({ images: ['/uploads/yc-fs20-ir.png'] }), context)).toEqual([]);
  });

  it.each([
    [{ model: undefined }, 'content/products/yc-fs20-ir.yml: zh.model: is required'],
    [{ name: '' }, 'content/products/yc-fs20-ir.yml: zh.name: is required'],
    [{ state: 'retired' }, 'content/products/yc-fs20-ir.yml: zh.state: "retired" is not one of active, inactive'],
    [{ model: 20 }, 'content/products/yc-fs20-ir.yml: zh.model: must be text, got 20'],
    [{ featured: 'yes' }, 'content/products/yc-fs20-ir.yml: zh.featured: must be true or false, got "yes"'],
    [{ order: 1.5 }, 'content/products/yc-fs20-ir.yml: zh.order: must be a whole number, got 1.5'],
    [
      { slug: 'YC FS20' },
      'content/products/YC FS20.yml: zh.slug: "YC FS20" must be lowercase letters, digits and single hyphens',
    ],
    [
      { images: ['/uploads/missing.png'] },
      'content/products/yc-fs20-ir.yml: zh.images[0]: file /uploads/missing.png does not exist (looked in static/uploads/missing.png)',
    ],
    [{ applications: 'glass' }, 'content/products/yc-fs20-ir.yml: zh.applications: must be a list, got "glass"'],
    [
      { specifications: [{ key: 'colour', value: 'blue' }] },
      'content/products/yc-fs20-ir.yml: zh.specifications[0].key: "colour" is not one of wavelength, pulseWidth, averagePower, pulseEnergy, repetitionRate, peakPower, beamQuality, beamDiameter, beamDivergence, polarization, powerStability, pulseStability, pointingStability, burst, triggering, cooling, dimensions, controllerDimensions, weight, power, laserClass',
    ],
    [
      { specifications: [{ key: 'wavelength' }] },
      'content/products/yc-fs20-ir.yml: zh.specifications[0].value: is required',
    ],
    [
      {
        specifications: [
          { key: 'averagePower', value: '20 W' },
          { key: 'polarization', value: '线偏振' },
          { key: 'polarization', value: '圆偏振' },
        ],
      },
      'content/products/yc-fs20-ir.yml: zh.specifications: [2].key (polarization): already given in row [1]; edit that row instead',
    ],
    [{ colour: 'blue' }, 'content/products/yc-fs20-ir.yml: zh.colour: unknown field'],
  ])('names the file, field and rule for %j', (override, message) => {
    expect(validateFile(product(override), context)).toContain(message);
  });

  it('refuses shared fields written again under en', () => {
    expect(validateFile(product({}, { name: 'Laser', state: 'inactive' }), context)).toEqual([
      'content/products/yc-fs20-ir.yml: en.state: is not translated; write it once under zh',
    ]);
  });

  it('refuses unknown locales and a missing default locale', () => {
    const file = { ...product({}), data: { en: { name: 'x' }, fr: {} } };
    expect(validateFile(file, context)).toEqual([
      'content/products/yc-fs20-ir.yml: fr: unknown locale (expected zh, en)',
      'content/products/yc-fs20-ir.yml: zh: must be a mapping of fields',
    ]);
  });

  it.each([
    ['2026-02-30', '"2026-02-30" is not a date (YYYY-MM-DD)'],
    ['next week', '"next week" is not a date (YYYY-MM-DD)'],
    ['2026-9-3', '"2026-9-3" is not a date (YYYY-MM-DD)'],
  ])('refuses the date %s', (date, rule) => {
    const file: ContentFile = {
      collection: collectionNamed('news'),
      path: 'content/news/a.yml',
      data: { zh: { slug: 'a', category: 'company', date, title: 't', summary: 's', body: 'b' } },
    };
    expect(validateFile(file, context)).toEqual([`content/news/a.yml: zh.date: ${rule}`]);
  });

  it('accepts dates YAML already parsed', () => {
    const file: ContentFile = {
      collection: collectionNamed('news'),
      path: 'content/news/a.yml',
      data: {
        zh: { slug: 'a', category: 'industry', date: new Date('2026-03-01'), title: 't', summary: 's', body: 'b' },
      },
    };
    expect(validateFile(file, context)).toEqual([]);
  });

  it('applies collection rules: a download has a file, a link or a generated document', () => {
    expect(validateFile(download({ slug: 'a' }), context)).toEqual([
      'content/downloads/a.yml: zh.file: give exactly one of an uploaded file, an external link or a generated document',
    ]);
    expect(validateFile(download({ slug: 'm', document: 'manual', body: '## Safety' }), context)).toEqual([
      'content/downloads/m.yml: zh.series: a generated user manual needs the product series it covers',
    ]);
    expect(validateFile(download({ slug: 'd', document: 'declaration' }), context)).toEqual([
      'content/downloads/d.yml: zh.signer: a generated declaration needs the person who signs it',
      'content/downloads/d.yml: zh.body: a generated declaration needs its text',
    ]);
    expect(
      validateFile(download({ slug: 's', file: '/uploads/datasheets/yc-fs20-ir.pdf', megabytes: 3 }), context),
    ).toEqual(['content/downloads/s.yml: zh.megabytes: a size is given only for an external link']);
    expect(
      validateFile(download({ slug: 'g', document: 'manual', series: 'femtosecond', body: '## Safety' }), context),
    ).toEqual([]);
    expect(validateFile(download({ slug: 'b', url: 'http://x.example' }), context)).toEqual([
      'content/downloads/b.yml: zh.url: "http://x.example" must be an https:// address',
    ]);
    expect(validateFile(download({ slug: 'c', file: '/uploads/datasheets/yc-fs20-ir.pdf' }), context)).toEqual([]);
  });

  it("checks the regions a location serves against the region lookup's names", () => {
    const location = (serves: unknown): ContentFile => ({
      collection: collectionNamed('locations'),
      path: 'content/locations/suzhou-office.yml',
      data: {
        zh: {
          slug: 'suzhou-office',
          order: 3,
          kind: 'office',
          phone: '+86 512 6258 7130',
          city: '苏州',
          country: '中国',
          address: '苏州',
          days: 'mon-fri',
          opens: '08:30',
          closes: '17:30',
          timeZone: 'Asia/Shanghai',
          lat: 31.32,
          lon: 120.72,
          serves,
        },
        en: { city: 'Suzhou', country: 'China', address: 'Suzhou' },
      },
    });
    expect(validateFile(location(['江苏', '上海市', '广西壮族自治区', '韩国', '海外']), context)).toEqual([]);
    expect(validateFile(location(undefined), context)).toEqual([]);
    expect(validateFile(location(['Jiangsu', '苏北', 'CN-JS']), context)).toEqual([
      'content/locations/suzhou-office.yml: zh.serves: "Jiangsu", "苏北", "CN-JS" is not a province or country the region lookup knows (use short Chinese names such as 湖北, 江苏, 韩国, or 海外)',
    ]);
  });
});

describe('product rules', () => {
  it('wants a laser to give its average power in W, mW or kW (the finder sorts by it); a component need not', () => {
    const rule =
      'content/products/yc-fs20-ir.yml: zh.specifications: a laser needs an averagePower row with a figure in W, mW or kW (e.g. 20 W)';
    expect(validateFile(product({ specifications: [{ key: 'wavelength', value: '1030 nm' }] }), context)).toEqual([
      rule,
    ]);
    expect(validateFile(product({ specifications: [{ key: 'averagePower', value: 'high' }] }), context)).toEqual([
      rule,
    ]);
    expect(validateFile(product({ specifications: [{ key: 'averagePower', value: '80 mW' }] }), context)).toEqual([]);
    expect(validateFile(product({ series: 'component', specifications: [] }), context)).toEqual([]);
  });

  const laser = (rows: Record<string, string>) =>
    product({
      specifications: Object.entries(rows)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => ({ key, value })),
    });
  const consistent = {
    pulseWidth: '< 350 fs（350 fs – 10 ps 可调）',
    averagePower: '20 W',
    pulseEnergy: '20 μJ',
    repetitionRate: '1 MHz（单脉冲 – 2 MHz 可调）',
    peakPower: '> 54 MW',
  };

  it('accepts a table whose pulse energy is average power / repetition rate and peak power 0.94 × E / τ', () => {
    expect(validateFile(laser(consistent), context)).toEqual([]);
    // Within the 10 % tolerance: 21 μJ against 20 μJ, 52 MW against 0.94 × 21 μJ / 350 fs = 56.4 MW.
    expect(validateFile(laser({ ...consistent, pulseEnergy: '21 μJ', peakPower: '52 MW' }), context)).toEqual([]);
  });

  it('fails the build naming the file and the rows when E ≠ P / f', () => {
    expect(
      validateFile(laser({ ...consistent, pulseEnergy: '40 μJ', peakPower: undefined as never }), context),
    ).toEqual([
      'content/products/yc-fs20-ir.yml: zh.specifications: pulseEnergy 40 μJ disagrees with averagePower / repetitionRate = 20 W / 1 MHz = 20 μJ (more than 10 % apart)',
    ]);
    expect(
      validateFile(
        laser({ ...consistent, repetitionRate: '500 kHz', peakPower: '110 MW', pulseEnergy: '40 μJ' }),
        context,
      ),
    ).toEqual([]);
  });

  it('fails the build when peak power is not 0.94 × E / τ, or cannot be checked', () => {
    expect(validateFile(laser({ ...consistent, peakPower: '20 MW' }), context)).toEqual([
      'content/products/yc-fs20-ir.yml: zh.specifications: peakPower 20 MW disagrees with 0.94 × pulseEnergy / pulseWidth = 0.94 × 20 μJ / 350 fs = 53.7 MW (more than 10 % apart)',
    ]);
    expect(validateFile(laser({ averagePower: '20 W', peakPower: '54 MW' }), context)).toEqual([
      'content/products/yc-fs20-ir.yml: zh.specifications: peakPower needs a pulseWidth and a pulseEnergy (or averagePower and repetitionRate) to check it by',
    ]);
  });

  it('wants a space between figure and unit and ranges with a spaced en dash, in both languages', () => {
    expect(
      validateFile(
        product({
          specifications: [
            { key: 'averagePower', value: '20W' },
            { key: 'pulseWidth', value: '350 fs-10 ps', valueIn: { en: '350 fs~10 ps' } },
            { key: 'repetitionRate', value: '1–2 MHz' },
            { key: 'laserClass', value: '4 类（IEC 60825-1:2014）' },
          ],
        }),
        context,
      ),
    ).toEqual([
      'content/products/yc-fs20-ir.yml: zh.specifications: [0].value (averagePower): write a space between a figure and its unit ("20W" → "20 W")',
      'content/products/yc-fs20-ir.yml: zh.specifications: [1].value (pulseWidth): write a range with a spaced en dash, e.g. "350 fs – 10 ps" (found "350 fs-10 ps")',
      'content/products/yc-fs20-ir.yml: zh.specifications: [1].valueIn.en (pulseWidth): write a range with a spaced en dash, e.g. "350 fs – 10 ps" (found "350 fs~10 ps")',
      'content/products/yc-fs20-ir.yml: zh.specifications: [2].value (repetitionRate): write a range with a spaced en dash, e.g. "350 fs – 10 ps" (found "1–")',
    ]);
  });

  it('lets only a discontinued model name a successor, never itself, and checks the successor exists', () => {
    expect(validateFile(product({ successor: 'yc-fs50-ir' }), context)).toEqual([
      'content/products/yc-fs20-ir.yml: zh.successor: only a discontinued (inactive) model names a successor',
    ]);
    expect(validateFile(product({ state: 'inactive', successor: 'yc-fs20-ir' }), context)).toEqual([
      'content/products/yc-fs20-ir.yml: zh.successor: a model cannot be its own successor',
    ]);
    const old = product({ slug: 'yc-fs10-ir', state: 'inactive', successor: 'yc-fs20-ir' });
    expect(validateContent([product({}), old], context)).toEqual([]);
    expect(
      validateContent([product({ slug: 'yc-fs10-ir', state: 'inactive', successor: 'yc-fs99' })], context),
    ).toEqual(['content/products/yc-fs10-ir.yml: zh.successor: "yc-fs99" is not an entry of products']);
  });

  it('wants every model to give its lead time in whole weeks', () => {
    expect(validateFile(product({ leadTimeWeeks: undefined }), context)).toEqual([
      'content/products/yc-fs20-ir.yml: zh.leadTimeWeeks: is required',
    ]);
    expect(validateFile(product({ leadTimeWeeks: 0 }), context)).toHaveLength(1);
    expect(validateFile(product({ leadTimeWeeks: 6.5 }), context)).toHaveLength(1);
    expect(validateFile(product({ leadTimeWeeks: 12, firstDelivery: '2027-01-15' }), context)).toEqual([]);
  });
});

describe('validateContent', () => {
  it('finds duplicate ids, file names that do not match and relations that point nowhere', () => {
    const expert: ContentFile = {
      collection: collectionNamed('experts'),
      path: 'content/experts/zhou-hang.yml',
      data: {
        zh: {
          slug: 'zhou-hang',
          name: '周航',
          position: '首席科学家',
          department: '研究院',
          company: '曜辰激光',
          products: ['yc-fs20-ir', 'yc-ps99'],
        },
      },
    };
    const twin = { ...product({}), path: 'content/products/yc-fs20-ir-copy.yml' };
    expect(validateContent([product({}), twin, expert], context)).toEqual([
      'content/products/yc-fs20-ir-copy.yml: zh.slug: duplicate id "yc-fs20-ir", already used by content/products/yc-fs20-ir.yml',
      'content/products/yc-fs20-ir-copy.yml: zh.slug: "yc-fs20-ir" must match the file name "yc-fs20-ir-copy"',
      'content/experts/zhou-hang.yml: zh.products: "yc-ps99" is not an entry of products',
    ]);
  });

  it('wants the file named after its id', () => {
    const misnamed = { ...product({}), path: 'content/products/fs20.yml' };
    expect(validateContent([misnamed], context)).toEqual([
      'content/products/fs20.yml: zh.slug: "yc-fs20-ir" must match the file name "fs20"',
    ]);
  });
});

describe('unreadable files', () => {
  it('names a file that is not valid YAML', () => {
    const file: ContentFile = {
      collection: collectionNamed('faqs'),
      path: 'content/faqs/a.yml',
      data: null,
      parseError: 'bad indentation',
    };
    expect(validateFile(file, context)).toEqual(['content/faqs/a.yml: is not valid YAML: bad indentation']);
  });
});

describe('uploaded file names', () => {
  // Every file exists, so only the name can be at fault.
  const everyFileExists = { publicFileExists: () => true };
  const rule = (value: string) =>
    `${JSON.stringify(value)} is not a usable file name: it needs a name before its extension and only ASCII letters, digits, "-", "_" and "." (upload the file again)`;

  it.each([
    '/uploads/.pdf',
    '/uploads/downloads/.pdf',
    '/uploads/产品画册.pdf',
    '/uploads/yc fs20.pdf',
    '/uploads/yc%20fs20.pdf',
    '/uploads/../secret.pdf',
    '/uploads/datasheet',
    '/uploads/datasheet.',
    '/uploads/-.pdf',
    '/uploads/a.pdf?x=1',
  ])('refuses %s, naming file and field', (value) => {
    expect(validateFile(download({ slug: 'a', file: value }), everyFileExists)).toEqual([
      `content/downloads/a.yml: zh.file: ${rule(value)}`,
    ]);
  });

  it('checks images in lists the same way', () => {
    expect(validateFile(product({ images: ['/uploads/ok-3f9a1c2e.png', '/uploads/.png'] }), everyFileExists)).toEqual([
      `content/products/yc-fs20-ir.yml: zh.images[1]: ${rule('/uploads/.png')}`,
    ]);
  });

  it.each(['/uploads/file-3f9a1c2e.pdf', '/uploads/downloads/YC_FS20-IR.v2.pdf', '/uploads/products/yc-fs20-ir-2.png'])(
    'accepts %s',
    (value) => {
      expect(validateFile(download({ slug: 'a', file: value }), everyFileExists)).toEqual([]);
    },
  );
});

describe('upload sizes', () => {
  const megabytes = (count: number) => Math.round(count * 1024 * 1024);
  const sized = (bytes: Record<string, number>) => ({
    publicFileExists: (path: string) => path in bytes,
    publicFileBytes: (path: string) => bytes[path]!,
  });

  it('refuses a picture over 5 MB and a download over 20 MB, naming file, field and size', () => {
    const files = sized({
      '/uploads/photo-3f9a1c2e.jpg': megabytes(12),
      '/uploads/manual-3f9a1c2e.pdf': megabytes(21),
    });
    expect(validateFile(product({ images: ['/uploads/photo-3f9a1c2e.jpg'] }), files)).toEqual([
      'content/products/yc-fs20-ir.yml: zh.images[0]: file /uploads/photo-3f9a1c2e.jpg is 12.0 MB, over the 5.0 MB limit: make it smaller and upload it again',
    ]);
    expect(validateFile(download({ slug: 'a', file: '/uploads/manual-3f9a1c2e.pdf' }), files)).toEqual([
      'content/downloads/a.yml: zh.file: file /uploads/manual-3f9a1c2e.pdf is 21.0 MB, over the 20.0 MB limit: make it smaller and upload it again',
    ]);
  });

  it('holds a picture offered as a download to the picture limit, and accepts files at their limit', () => {
    const files = sized({
      '/uploads/poster-3f9a1c2e.png': megabytes(6),
      '/uploads/catalog-3f9a1c2e.pdf': megabytes(20),
      '/uploads/photo-3f9a1c2e.jpg': megabytes(5),
    });
    expect(contentProblems([download({ slug: 'a', file: '/uploads/poster-3f9a1c2e.png' })], files)).toMatchObject([
      { rule: 'file-too-large', path: ['file'], values: { megabytes: '6.0', limit: '5.0' } },
    ]);
    expect(validateFile(download({ slug: 'a', file: '/uploads/catalog-3f9a1c2e.pdf' }), files)).toEqual([]);
    expect(validateFile(product({ images: ['/uploads/photo-3f9a1c2e.jpg'] }), files)).toEqual([]);
  });
});

describe('structured problems', () => {
  it('gives file, collection, entry, locale, field path, rule and values, and formats them as the build prints', () => {
    const expert: ContentFile = {
      collection: collectionNamed('experts'),
      path: 'content/experts/zhou-hang.yml',
      data: {
        zh: {
          slug: 'zhou-hang',
          name: '周航',
          position: '首席科学家',
          department: '研究院',
          company: '曜辰激光',
          products: ['yc-ps99'],
        },
      },
    };
    const [relation] = contentProblems([product({}), expert], context);
    expect(relation).toEqual({
      file: 'content/experts/zhou-hang.yml',
      collection: 'experts',
      entry: 'zhou-hang',
      // The display name: what the editor knows the entry by.
      title: '周航',
      locale: 'zh',
      path: ['products'],
      rule: 'relation',
      message: '"yc-ps99" is not an entry of products',
      values: { value: 'yc-ps99', target: 'products' },
    });
    expect(formatProblem(relation!)).toBe(
      'content/experts/zhou-hang.yml: zh.products: "yc-ps99" is not an entry of products',
    );
  });

  it('keeps list indexes in the path', () => {
    const [problem] = contentProblems([product({ specifications: [{ key: 'colour', value: 'blue' }] })], context);
    expect(problem).toMatchObject({
      entry: 'yc-fs20-ir',
      path: ['specifications', 0, 'key'],
      rule: 'option',
      values: { value: 'colour' },
    });
  });

  it('marks shared fields written under en and whole-file problems', () => {
    expect(contentProblems([product({}, { name: 'Laser', state: 'inactive' })], context)).toMatchObject([
      { locale: 'en', path: ['state'], rule: 'not-translated' },
    ]);
    const broken: ContentFile = {
      collection: collectionNamed('faqs'),
      path: 'content/faqs/a.yml',
      data: null,
      parseError: 'bad',
    };
    const [problem] = contentProblems([broken], context);
    expect(problem).toMatchObject({ file: 'content/faqs/a.yml', rule: 'invalid-yaml', path: [] });
    expect(problem!.locale).toBeUndefined();
  });
});
