import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { engineering, firstFigure, peakPower, specConsistency, specFigures, specWriting } from '../spec-figures';
import { specHeadline, specText } from '../spec-text';
import { specKeys } from '../options';

const productsDir = path.join(__dirname, '../../../content/products');
const products = fs.readdirSync(productsDir).map((file) => {
  const data = load(fs.readFileSync(path.join(productsDir, file), 'utf8')) as {
    zh: {
      slug: string;
      series: string;
      specifications: { key: string; value: string; valueIn?: Record<string, string> }[];
    };
  };
  return data.zh;
});

describe('the figures of a specification table', () => {
  it('reads the first figure with a unit of the kind, a tolerance or a range reading as its nominal or low end', () => {
    const ps = { ns: 1e-9, ps: 1e-12, fs: 1e-15 };
    expect(firstFigure('< 350 fs（350 fs – 10 ps 可调）', ps)).toBeCloseTo(350e-15);
    expect(firstFigure('10 – 20 ps（随种子源）', ps)).toBeCloseTo(10e-12);
    expect(firstFigure('啁啾 < 3 ps，压缩后 < 200 fs', ps)).toBeCloseTo(3e-12);
    expect(firstFigure('2.5 ± 0.3 mm', { mm: 1 })).toBe(2.5);
    expect(firstFigure('1,5 kW', { kW: 1000, W: 1 })).toBe(1500);
    expect(firstFigure('fast', ps)).toBeNull();
    // Not a figure of its own: the tail of 1.2.5; a word that is no unit; a figure glued to a word.
    expect(firstFigure('version 1.2.5 mm', { mm: 1 })).toBeNull();
    expect(firstFigure('3 constructor', { mm: 1 })).toBeNull();
    expect(firstFigure('20W', { W: 1 })).toBe(20);
    // Linear in the length of the value (a long run of digits and points reads at once).
    expect(firstFigure(`${'1.'.repeat(50_000)}x`, { mm: 1 })).toBeNull();
    expect(
      specFigures([
        { key: 'averagePower', value: '80 mW' },
        { key: 'repetitionRate', value: '40 MHz（± 0.5 MHz，出厂设定）' },
        { key: 'pulseEnergy', value: '2 nJ' },
      ]),
    ).toEqual({ power: 0.08, rate: 40e6, energy: 2e-9, width: null, peak: null });
  });

  it('takes peak power as 0.94 × E / τ (Gaussian) and writes figures in engineering notation', () => {
    expect(peakPower(20e-6, 350e-15)).toBeCloseTo(53.71e6, -4);
    expect(engineering(53.714e6, 'W')).toBe('53.7 MW');
    expect(engineering(2e-9, 'J')).toBe('2 nJ');
    expect(engineering(350e-15, 's')).toBe('350 fs');
  });

  it('finds a pulse energy off E = P / f by more than 10 %, and not one within it', () => {
    const rows = (energy: string) => [
      { key: 'averagePower', value: '30 W' },
      { key: 'repetitionRate', value: '400 kHz' },
      { key: 'pulseEnergy', value: energy },
    ];
    expect(specConsistency(rows('75 μJ'))).toEqual([]);
    expect(specConsistency(rows('80 μJ'))).toEqual([]);
    expect(specConsistency(rows('85 μJ'))).toHaveLength(1);
    expect(specConsistency(rows('7.5 μJ'))[0]).toMatch(/^pulseEnergy 7.5 μJ disagrees .* = 75 μJ/);
  });

  it('checks how values are written', () => {
    expect(specWriting('220 V AC, < 800 W')).toEqual([]);
    expect(specWriting('4 类（IEC 60825-1:2014）')).toEqual([]);
    expect(specWriting('1 MHz（单脉冲 – 2 MHz 可调）')).toEqual([]);
    expect(specWriting('1.5kW')).toHaveLength(1);
    expect(specWriting('100-400 kHz')).toHaveLength(1);
  });

  it('keeps a figure with its unit and its sign on one line', () => {
    expect(specText('< 350 fs (350 fs – 10 ps adjustable)')).toBe(
      '<\u00a0350\u00a0fs (350\u00a0fs – 10\u00a0ps adjustable)',
    );
    expect(specText('2.5 ± 0.3 mm')).toBe('2.5\u00a0±\u00a00.3\u00a0mm');
    expect(specText('M² < 1.2')).toBe('M² <\u00a01.2');
  });

  it('gives the nominal part of a value for key figures', () => {
    expect(specHeadline('< 350 fs（350 fs – 10 ps 可调）')).toBe('< 350 fs');
    expect(specHeadline('1 MHz (single shot – 2 MHz adjustable)')).toBe('1 MHz');
    expect(specHeadline('220 V AC, < 800 W')).toBe('220 V AC');
    expect(specHeadline('1030 nm')).toBe('1030 nm');
  });
});

describe('the sample catalogue', () => {
  it.each(products.map((product) => [product.slug, product] as const))(
    '%s is consistent and well written',
    (_, product) => {
      expect(specConsistency(product.specifications)).toEqual([]);
      expect(
        product.specifications.flatMap((row) => [row.value, ...Object.values(row.valueIn ?? {})].flatMap(specWriting)),
      ).toEqual([]);
    },
  );

  it.each(
    products.filter((product) => product.series !== 'component').map((product) => [product.slug, product] as const),
  )('%s, a laser, gives every parameter of an industrial laser', (_, product) => {
    expect(product.specifications.map((row) => row.key)).toEqual(specKeys.options);
  });

  it.each(
    products.filter((product) => product.series === 'component').map((product) => [product.slug, product] as const),
  )('%s, a module, gives what a module is bought by', (_, product) => {
    const keys = product.specifications.map((row) => row.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'wavelength',
        'averagePower',
        'pulseEnergy',
        'repetitionRate',
        'dimensions',
        'weight',
        'power',
        'laserClass',
      ]),
    );
    // Stored in the canonical order, as the CMS then lists them.
    expect(keys).toEqual([...specKeys.options].filter((key) => keys.includes(key)));
  });
});
