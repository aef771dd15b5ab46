import path from 'node:path';
import { collectionNamed } from '..';
import { interfaces } from '../collections/interfaces';
import { consistencyProblems } from '../consistency';
import { statedMaximum } from '../interface-limits';
import { readContentFiles } from '../read-content';
import type { ContentFile } from '../validate';

const rules = (entry: Record<string, unknown>) =>
  interfaces.rules!(entry).map((problem) => [problem.field, ...(problem.path ?? []), problem.rule]);

const power = {
  name: 'POW <value>',
  summary: '设置功率',
  type: 'decimal',
  min: 0,
  max: 20,
  unit: 'W',
  limit: 'averagePower',
  reply: 'OK',
  example: 'OK',
  errors: 'E03',
};
const query = { name: 'POW?', summary: '查询功率', reply: '<value> W', example: '19.8 W' };
const shutter = {
  name: 'SHUT <state>',
  summary: '快门',
  type: 'choice',
  choices: 'OPEN CLOSE',
  reply: 'OK',
  example: 'OK',
};
const base = {
  slug: 'femtosecond',
  series: 'femtosecond',
  title: '飞秒系列远程控制接口',
  baudRate: 115200,
  framing: '8N1',
  lineEnding: 'crlf',
  commands: [query, power, shutter],
  errors: [{ code: 'E03', meaning: '超出范围' }],
};
const withCommand = (index: number, change: Record<string, unknown>) => ({
  ...base,
  commands: base.commands.map((command, at) => (at === index ? { ...command, ...change } : command)),
});

describe('the interfaces’ rules', () => {
  it('accept a consistent interface', () => {
    expect(rules(base)).toEqual([]);
  });

  it('refuse a command listed twice, whatever its parameter is called', () => {
    expect(rules({ ...base, commands: [...base.commands, { ...power, name: 'POW <level>' }] })).toEqual([
      ['commands', 3, 'name', 'command "POW <level>" is listed twice (also command 2)'],
    ]);
  });

  it('refuse a range whose highest value is not above its lowest, at the highest value', () => {
    expect(rules(withCommand(1, { min: 20, max: 5 }))).toEqual([
      ['commands', 1, 'max', '"POW <value>": the highest value 5 is not above the lowest 20'],
    ]);
    expect(rules(withCommand(1, { min: 5, max: 5 }))).toHaveLength(1);
    expect(rules(withCommand(1, { max: undefined }))[0]).toEqual([
      'commands',
      1,
      'max',
      '"POW <value>" needs the lowest and highest value of its parameter',
    ]);
  });

  it('refuse a whole-number parameter with a fractional range, and a number without its unit', () => {
    expect(rules(withCommand(1, { type: 'integer', max: 20.5 }))).toEqual([
      ['commands', 1, 'min', '"POW <value>" takes whole numbers: its range is not whole'],
    ]);
    expect(rules(withCommand(1, { unit: undefined, limit: undefined }))).toEqual([
      ['commands', 1, 'unit', '"POW <value>" needs the unit of its parameter'],
    ]);
  });

  it('refuse a parameter type on a query, none on a setting, and a choice without two choices', () => {
    expect(rules(withCommand(0, { type: 'integer', min: 0, max: 1, unit: 'W' }))[0]).toEqual([
      'commands',
      0,
      'type',
      '"POW?" takes no parameter (no <…> in its name) but gives a parameter type',
    ]);
    expect(rules(withCommand(2, { type: undefined }))).toEqual([
      ['commands', 2, 'type', '"SHUT <state>" takes a parameter: give its type'],
    ]);
    expect(rules(withCommand(2, { choices: 'OPEN' }))).toEqual([
      ['commands', 2, 'choices', '"SHUT <state>" needs at least two choices'],
    ]);
  });

  it('refuse a product figure in a unit of another kind, and error codes the table lacks', () => {
    expect(rules(withCommand(1, { unit: 'kHz' }))).toEqual([
      ['commands', 1, 'unit', '"POW <value>": a parameter setting averagePower is given in W, mW, not kHz'],
    ]);
    expect(rules(withCommand(1, { errors: 'E03 E09' }))).toEqual([
      ['commands', 1, 'errors', '"POW <value>" names error E09, which the error table does not list'],
    ]);
    expect(rules({ ...base, errors: [...base.errors, { code: 'E03', meaning: '重复' }] })).toEqual([
      ['errors', 1, 'code', 'error code E03 is listed twice'],
    ]);
  });

  it('tell the editor in Chinese and English', () => {
    expect(interfaces.rules!(withCommand(1, { min: 30, max: 10 }))[0]!.message).toEqual({
      zh: '命令 POW <value> 的最大值 10 必须大于最小值 30',
      en: 'POW <value>: the highest value 10 must be above the lowest 30',
    });
  });
});

describe('an interface against the product data', () => {
  const rows = (entries: Record<string, string>) => Object.entries(entries).map(([key, value]) => ({ key, value }));

  it('reads the highest figure a model states, a range’s upper end included', () => {
    expect(statedMaximum(rows({ averagePower: '20 W' }), 'averagePower')).toBe(20);
    expect(statedMaximum(rows({ repetitionRate: '1 MHz（单脉冲 – 2 MHz 可调）' }), 'repetitionRate')).toBe(2e6);
    expect(statedMaximum(rows({ repetitionRate: '500 kHz（100 kHz – 4 MHz 可调）' }), 'repetitionRate')).toBe(4e6);
    expect(statedMaximum(rows({ burst: '每串 1 – 10 个子脉冲（间隔 25 ns）；支持 PoD 按需出光' }), 'burst')).toBe(10);
    expect(statedMaximum(rows({ burst: 'PoD 按需出光，带首脉冲抑制' }), 'burst')).toBeNull();
  });

  const entry = (collection: string, zh: Record<string, unknown>): ContentFile => ({
    collection: collectionNamed(collection),
    path: `content/${collection}/${String(zh.slug)}.yml`,
    data: { zh, en: {} },
  });
  const laser = (slug: string, state: string, power: string, rate: string) =>
    entry('products', {
      slug,
      model: slug.toUpperCase(),
      series: 'femtosecond',
      state,
      specifications: rows({ averagePower: power, repetitionRate: rate }),
    });
  const products = [
    laser('yc-fs20-ir', 'active', '20 W', '1 MHz（单脉冲 – 2 MHz 可调）'),
    laser('yc-fs50-ir', 'active', '50 W', '500 kHz（单脉冲 – 2 MHz 可调）'),
    // A model no longer sold does not widen the series' figures.
    laser('yc-fs200-ir', 'inactive', '200 W', '500 kHz（单脉冲 – 8 MHz 可调）'),
  ];
  const rate = {
    name: 'FREQ <value>',
    summary: '频率',
    type: 'integer',
    min: 1,
    max: 2000,
    unit: 'kHz',
    limit: 'repetitionRate',
    reply: 'OK',
    example: 'OK',
  };
  const problems = (commands: Record<string, unknown>[]) =>
    consistencyProblems([...products, entry('interfaces', { ...base, commands })]).filter(
      (problem) => problem.collection === 'interfaces',
    );

  it('accepts set-points up to the most the series’ active models state, in any unit of the kind', () => {
    expect(problems([{ ...power, max: 50 }, rate])).toEqual([]);
    expect(
      problems([
        { ...power, max: 50000, unit: 'mW' },
        { ...rate, max: 2, unit: 'MHz', min: 0 },
      ]),
    ).toEqual([]);
  });

  it('refuses a power set-point above the series’ highest average power, at its highest value', () => {
    const [problem, ...others] = problems([
      { ...power, max: 60 },
      { ...rate, max: 4000 },
    ]);
    expect(problem).toMatchObject({ path: ['commands', 0, 'max'] });
    expect(problem!.message).toBe(
      '"POW <value>" goes up to 60 W, above the 50 W that YC-FS50-IR, the highest of the series, states for averagePower',
    );
    expect((problem!.values as { text: { zh: string } }).text.zh).toBe(
      '命令 POW <value> 的最大值 60 超过了本系列型号的参数：最高的 YC-FS50-IR 为 50 W',
    );
    expect(others.map((other) => other.path)).toEqual([['commands', 1, 'max']]);
  });

  it('refuses a generated command set for a series without an interface', () => {
    const commandSet = entry('downloads', {
      slug: 'ps-series-command-set',
      document: 'commands',
      series: 'picosecond',
      title: 't',
      category: 'manual',
    });
    const found = consistencyProblems([...products, entry('interfaces', base), commandSet]).filter(
      (problem) => problem.collection === 'downloads',
    );
    expect(found.map((problem) => problem.path)).toEqual([['series']]);
  });

  it('finds nothing to refuse in the site’s own interfaces and command sets', () => {
    const files = readContentFiles(path.join(__dirname, '../../..'));
    expect(files.filter((file) => file.collection.name === 'interfaces')).toHaveLength(4);
    expect(
      consistencyProblems(files).filter((problem) => ['interfaces', 'downloads'].includes(problem.collection)),
    ).toEqual([]);
    for (const file of files.filter((one) => one.collection.name === 'interfaces'))
      expect(interfaces.rules!((file.data as { zh: Record<string, unknown> }).zh)).toEqual([]);
  });
});
