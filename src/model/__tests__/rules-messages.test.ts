import { collectionNamed, collections } from '..';
import { mergedMessages } from '../../i18n/catalogs';
import { type ContentFile, fileProblems } from '../validate';
import { describeProblem, fieldMessage } from '../rules/messages';
import { referencesTo } from '../rules/content';
import { numberProblem, readNumber } from '../rules/numbers';

const texts = { zh: mergedMessages('zh'), en: mergedMessages('en') };
const context = { publicFileExists: () => true };

const laser = (specifications: { key: string; value: string }[]): ContentFile => ({
  collection: collectionNamed('products'),
  path: 'content/products/yc-fs30-ir.yml',
  data: {
    zh: {
      slug: 'yc-fs30-ir',
      model: 'YC-FS30-IR',
      state: 'active',
      leadTimeWeeks: 6,
      series: 'femtosecond',
      pulseRegime: 'femtosecond',
      band: 'infrared',
      name: '30 W 红外飞秒激光器',
      summary: '简介',
      overview: '概述',
      specifications,
    },
  },
});

const messagesOf = (file: ContentFile, locale: 'zh' | 'en') =>
  fileProblems(file, context).map((problem) => fieldMessage(problem, file.collection, locale, texts[locale]));

describe('content rules in the editor’s words', () => {
  it('says the pulse-energy rule with the rows’ labels and figures, never internal names', () => {
    const file = laser([
      { key: 'averagePower', value: '30 W' },
      { key: 'pulseEnergy', value: '50 μJ' },
      { key: 'repetitionRate', value: '1 MHz' },
    ]);
    const [zh] = messagesOf(file, 'zh');
    expect(zh).toBe(
      '技术参数：“单脉冲能量”50 μJ 与“平均功率”÷“重复频率”（30 W ÷ 1 MHz = 30 μJ）相差超过 10 %，请核对这三行',
    );
    const [en] = messagesOf(file, 'en');
    expect(en).toMatch(/^Specifications: “Pulse energy” 50 μJ disagrees with “Average power” ÷ “Repetition rate”/);
    for (const text of [zh, en]) expect(text).not.toMatch(/pulseEnergy|averagePower|repetitionRate|content\//);
  });

  it('asks a laser for its average-power row, and names a duplicate row by its label and number', () => {
    const file = laser([
      { key: 'polarization', value: '线偏振' },
      { key: 'polarization', value: '圆偏振' },
    ]);
    expect(messagesOf(file, 'zh')).toEqual([
      '技术参数：第 2 行（偏振）：第 1 行已经填写了这个参数，请修改那一行并删除这一行',
      '技术参数：激光器需要一行“平均功率”，数值以 W、mW 或 kW 为单位（例如 20 W）：产品选型按它筛选功率',
    ]);
    expect(messagesOf(file, 'en')[0]).toBe(
      'Specifications: Row 2 (Polarization): row 1 already gives this parameter; edit that row and remove this one',
    );
  });

  it('names required fields, list items and translations by their labels', () => {
    const job: ContentFile = {
      collection: collectionNamed('jobs'),
      path: 'content/jobs/optics-engineer.yml',
      data: {
        zh: {
          slug: 'optics-engineer',
          headcount: 2,
          postedDate: '2026-03-01',
          employmentType: 'full-time',
          title: '光学工程师',
          department: '研发部',
          education: '硕士',
          workplace: '武汉',
          responsibilities: ['设计光路', ''],
        },
        en: { title: 'Optical engineer', responsibilities: 'design' },
      },
    };
    expect(messagesOf(job, 'zh')).toEqual([
      '岗位职责 › 第 2 项：列表里有一项是空的，请填写或删除它',
      '任职要求：必须填写',
      '英文版本 › 岗位职责：应是一个列表',
    ]);
    expect(messagesOf(job, 'en')).toEqual([
      'Job responsibilities › item 2: An item of the list is empty: fill it in or remove it',
      'Job requirements: Required',
      'English version › Job responsibilities: Should be a list',
    ]);
  });

  it('describes a problem for the publish panel by the entry’s display name, without file or slug', () => {
    const expert: ContentFile = {
      collection: collectionNamed('experts'),
      path: 'content/experts/chen-zhiyuan.yml',
      data: {
        zh: {
          slug: 'chen-zhiyuan',
          name: '陈志远',
          position: '总工',
          department: '研发部',
          company: '曜辰激光',
          order: 1.5,
        },
      },
    };
    const [problem] = fileProblems(expert, context);
    expect(describeProblem(problem!, collections, 'zh', texts.zh)).toBe('专家“陈志远”的“排序”：请填写整数');
    expect(describeProblem(problem!, collections, 'en', texts.en)).toBe(
      'Expert “陈志远”, “Order”: Enter a whole number',
    );
    // With an English name, the English panel uses it; the Chinese one keeps the Chinese name.
    const named = { ...expert, data: { ...(expert.data as object), en: { name: 'Chen Zhiyuan' } } };
    const [again] = fileProblems(named, context);
    expect(describeProblem(again!, collections, 'en', texts.en)).toBe(
      'Expert “Chen Zhiyuan”, “Order”: Enter a whole number',
    );
    expect(describeProblem(again!, collections, 'zh', texts.zh)).toBe('专家“陈志远”的“排序”：请填写整数');
  });
});

describe('entries that point at one', () => {
  it('lists who names an entry, by display name and field', () => {
    const references = referencesTo(
      'products',
      'yc-fs20-ir',
      [
        {
          collection: collectionNamed('experts'),
          data: {
            zh: { slug: 'chen-zhiyuan', name: '陈志远', products: ['yc-fs20-ir'] },
            en: { name: 'Chen Zhiyuan' },
          },
        },
        {
          collection: collectionNamed('experts'),
          data: { zh: { slug: 'li-na', name: '李娜', products: ['yc-ps80-ir'] } },
        },
        {
          collection: collectionNamed('products'),
          data: { zh: { slug: 'yc-fs10-ir', name: '10 W', state: 'inactive', successor: 'yc-fs20-ir' } },
        },
      ],
      ['zh', 'en'],
    );
    expect(references.map(({ collection, title, field }) => [collection.name, title, field.label.zh])).toEqual([
      ['experts', { zh: '陈志远', en: 'Chen Zhiyuan' }, '负责产品'],
      ['products', { zh: '10 W', en: '10 W' }, '替代型号'],
    ]);
  });
});

describe('numbers as a Chinese input method types them', () => {
  it.each([
    ['１５', 15],
    ['１．５', 1.5],
    ['－３', -3],
    [' 42 ', 42],
  ])('reads %s as %d', (typed, value) => {
    expect(readNumber(typed)).toEqual({ kind: 'number', value });
  });

  it.each(['１。５', '２，５人', '2,5', '1、5'])('refuses %s instead of changing its magnitude', (typed) => {
    const reading = readNumber(typed);
    expect(reading.kind).toBe('separator');
    expect(numberProblem(reading, 'zh')).toMatch(/^数字里不能有“[。，,、]”：小数点请用英文句点“\.”/);
    expect(numberProblem(reading, 'en')).toMatch(/cannot be used in a number/);
  });

  it.each(['２４。', '2,4', '1、5'])(
    'asks for a whole number, not a decimal point, in a whole-number field: %s',
    (typed) => {
      const reading = readNumber(typed, { integer: true });
      expect(numberProblem(reading, 'zh')).toMatch(/^数字里不能有“[。，,、]”：这里请填写整数，例如 24/);
      expect(numberProblem(reading, 'en')).toMatch(/enter a whole number, e\.g\. 24/);
      expect(numberProblem(reading, 'zh')).not.toContain('1.5');
    },
  );

  it('refuses words and fractions where a whole number is asked for', () => {
    expect(numberProblem(readNumber('15人'), 'zh')).toBe('请只填写数字，不要加单位或文字');
    expect(numberProblem(readNumber('1.5', { integer: true }), 'en')).toBe('Enter a whole number');
    expect(readNumber('')).toEqual({ kind: 'empty' });
  });
});
