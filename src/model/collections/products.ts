import type { Collection } from '../types';
import { industries, productSeries, productStates, pulseRegimes, specKeys, wavelengthBands } from '../options';
import { averagePowerWatts } from '../average-power';
import { specConsistency, specWriting } from '../spec-figures';
import { label, orderField, slugField } from './common';
import { videoField } from './video';

export const products: Collection = {
  name: 'products',
  label: label('产品', 'Products'),
  type: 'Product',
  kind: 'folder',
  idField: 'slug',
  titleField: 'name',
  summary: '{{fields.model}} · {{fields.name}}',
  fields: [
    slugField,
    { name: 'model', type: 'string', i18n: false, required: true, label: label('型号', 'Model') },
    {
      name: 'state',
      type: 'select',
      ...productStates,
      required: true,
      label: label('状态', 'State'),
    },
    {
      name: 'series',
      type: 'select',
      ...productSeries,
      required: true,
      label: label('系列', 'Series'),
    },
    {
      name: 'pulseRegime',
      type: 'select',
      ...pulseRegimes,
      required: true,
      label: label('脉宽量级', 'Pulse regime'),
    },
    {
      name: 'band',
      type: 'select',
      ...wavelengthBands,
      required: true,
      label: label('波段', 'Wavelength band'),
    },
    {
      name: 'industries',
      type: 'select',
      multiple: true,
      ...industries,
      label: label('应用行业', 'Industries'),
      hint: label(
        '可多选。产品中心的“应用行业”筛选按这里的选择列出本产品',
        'Choose one or more. The product finder lists this product under these industries',
      ),
    },
    {
      name: 'successor',
      type: 'relation',
      collection: 'products',
      label: label('替代型号', 'Successor'),
      hint: label(
        '停产型号填写替代它的在售型号，产品卡片、产品页和对比表会链接到它',
        'For a discontinued model: the active model that replaces it; cards, the product page and the comparison link to it',
      ),
    },
    { name: 'featured', type: 'boolean', default: false, label: label('首页推荐', 'Featured on home') },
    orderField,
    { name: 'name', type: 'string', required: true, label: label('名称', 'Name') },
    { name: 'summary', type: 'text', required: true, maxLength: 200, label: label('简介', 'Summary') },
    { name: 'overview', type: 'markdown', required: true, label: label('产品概述', 'Overview') },
    {
      name: 'applications',
      type: 'list',
      of: 'string',
      i18n: true,
      label: label('应用范围', 'Scope of application'),
    },
    {
      name: 'specifications',
      type: 'list',
      i18n: false,
      label: label('技术参数', 'Specifications'),
      // Shared, so numbers and units are written once; words get an English variant per row.
      of: [
        { name: 'key', type: 'select', ...specKeys, required: true, label: label('参数', 'Parameter') },
        {
          name: 'value',
          type: 'string',
          i18n: false,
          required: true,
          label: label('数值', 'Value'),
          hint: label(
            '中文页面显示的数值；只有数字和单位时两种语言共用，例如 1030 nm',
            'As the Chinese page shows it; numbers and units alone serve both languages, e.g. 1030 nm',
          ),
        },
        {
          name: 'valueEn',
          type: 'string',
          i18n: false,
          variantOf: { field: 'value', locale: 'en' },
          label: label('英文数值', 'Value in English'),
          hint: label(
            '数值含中文时填写英文写法，例如 水冷 → Water cooling；留空时英文页面显示上面的数值',
            'Fill in when the value has Chinese words, e.g. 水冷 → Water cooling; left empty, the English page shows the value above',
          ),
        },
      ],
      summary: '{{fields.key}}: {{fields.value}}',
      hint: label(
        '先写额定工作点的数值，范围和说明写在后面，例如 1 MHz（单脉冲 – 2 MHz 可调）；数字与单位之间空一格，范围用“ – ”。发布时会核对：单脉冲能量 = 平均功率 / 重复频率，峰值功率 ≈ 0.94 × 单脉冲能量 / 脉宽（误差在 10 % 以内）。产品规格书（PDF 文件）由这些参数自动生成。',
        'Write the nominal operating point first, ranges and notes after it, e.g. 1 MHz (single shot – 2 MHz adjustable); a space between a figure and its unit, ranges with " – ". Publishing checks pulse energy = average power / repetition rate and peak power ≈ 0.94 × pulse energy / pulse width (within 10 %). The datasheet PDF is made from these rows.',
      ),
    },
    { name: 'images', type: 'list', of: 'image', i18n: false, label: label('产品图片', 'Images') },
    videoField,
    {
      name: 'downloads',
      type: 'relation',
      collection: 'downloads',
      multiple: true,
      label: label('相关下载', 'Downloads'),
    },
  ],
  rules: (entry) => [
    ...specificationRules(entry.specifications),
    ...(entry.successor !== undefined && entry.successor !== null && entry.successor !== ''
      ? entry.state !== 'inactive'
        ? [{ field: 'successor', rule: 'only a discontinued (inactive) model names a successor' }]
        : entry.successor === entry.slug
          ? [{ field: 'successor', rule: 'a model cannot be its own successor' }]
          : []
      : []),
    // The finder sorts lasers by average power; components and modules have their own option.
    ...(entry.series !== 'component' &&
    averagePowerWatts(Array.isArray(entry.specifications) ? (entry.specifications as never) : []) === null
      ? [
          {
            field: 'specifications',
            rule: 'a laser needs an averagePower row with a figure in W, mW or kW (e.g. 20 W)',
          },
        ]
      : []),
  ],
};

/** The specification table's rules: consistent figures (E = P / f, peak ≈ 0.94·E/τ) and how values are written. */
function specificationRules(specifications: unknown): { field: string; rule: string }[] {
  if (!Array.isArray(specifications)) return [];
  const rows = (specifications as unknown[]).filter(
    (row): row is { key: string; value: string; valueEn?: string } =>
      typeof row === 'object' &&
      row !== null &&
      typeof (row as { key?: unknown }).key === 'string' &&
      typeof (row as { value?: unknown }).value === 'string',
  );
  return [
    ...rows.flatMap((row) =>
      (['value', 'valueEn'] as const).flatMap((name) => {
        const index = specifications.indexOf(row);
        const value = row[name];
        return typeof value === 'string'
          ? specWriting(value).map((rule) => ({
              field: 'specifications',
              rule: `[${index}].${name} (${row.key}): ${rule}`,
            }))
          : [];
      }),
    ),
    // One row per parameter: a second 'polarization' row would print two different answers.
    ...rows.flatMap((row, index) => {
      const first = rows.findIndex((other) => other.key === row.key);
      return first < index
        ? [
            {
              field: 'specifications',
              rule: `[${specifications.indexOf(row)}].key (${row.key}): already given in row [${specifications.indexOf(rows[first])}]; edit that row instead`,
            },
          ]
        : [];
    }),
    ...specConsistency(rows).map((rule) => ({ field: 'specifications', rule })),
  ];
}
