import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { collectionNamed } from '..';
import { industries } from '../options';
import { type ContentFile, validateFile } from '../validate';

const context = { publicFileExists: () => true };
const product = (extra: Record<string, unknown>): ContentFile => ({
  collection: collectionNamed('products'),
  path: 'content/products/yc-fs20-ir.yml',
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
      ...extra,
    },
    en: { name: '20 W laser' },
  },
});

describe("a product's industries (the finder's application facet)", () => {
  it('are optional and take several of the industries, each once', () => {
    expect(validateFile(product({}), context)).toEqual([]);
    expect(validateFile(product({ industries: ['display', 'battery'] }), context)).toEqual([]);
  });

  it('refuse a value that is not an industry, a single value and a repeated one', () => {
    expect(validateFile(product({ industries: ['display', 'mining'] }), context).join('\n')).toMatch(/industries/);
    expect(validateFile(product({ industries: 'display' }), context).join('\n')).toMatch(/industries/);
    expect(validateFile(product({ industries: ['pcb', 'pcb'] }), context).join('\n')).toMatch(/twice/);
  });

  it('are set on every product that the solutions recommend, with those solutions’ industries', () => {
    const dir = path.join(__dirname, '../../../content');
    const read = (file: string) => load(fs.readFileSync(file, 'utf8')) as { zh: Record<string, unknown> };
    const products = fs
      .readdirSync(path.join(dir, 'products'))
      .map((file) => read(path.join(dir, 'products', file)).zh);
    for (const file of fs.readdirSync(path.join(dir, 'solutions'))) {
      const solution = read(path.join(dir, 'solutions', file)).zh;
      expect(industries.options).toContain(solution.industry);
      for (const slug of solution.products as string[]) {
        const entry = products.find((candidate) => candidate.slug === slug)!;
        expect({ slug, industries: entry.industries }).toEqual({
          slug,
          industries: expect.arrayContaining([solution.industry]),
        });
      }
    }
  });
});
