import type { Collection, EntryRule, Label } from '../types';
import { industries, productSeries, productStates, pulseRegimes, specKeys, wavelengthBands } from '../options';
import { averagePowerWatts } from '../average-power';
import {
  type SpecDisagreement,
  type SpecWritingProblem,
  specDisagreements,
  specWritingProblems,
} from '../spec-figures';
import { label, orderField, slugField } from './common';
import { videoField } from './video';
import { wordingIn } from './locale-map';
import { localeInfo, type Locale } from '../../i18n/locales';

export const products: Collection = {
  name: 'products',
  label: label('产品', 'Products'),
  item: label('产品', 'Product'),
  type: 'Product',
  kind: 'folder',
  idField: 'slug',
  titleField: 'name',
  unique: ['model', 'name'],
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
    {
      name: 'warrantyMonths',
      type: 'number',
      integer: true,
      min: 1,
      max: 120,
      label: label('质保期（月）', 'Warranty (months)'),
      hint: label(
        '可不填。整机质保的月数，例如 24；产品页简介下方显示“质保期 24 个月”',
        'Optional. The months of warranty on the laser, e.g. 24; the product page shows “Warranty: 24 months” under the summary',
      ),
    },
    {
      name: 'leadTimeWeeks',
      type: 'number',
      integer: true,
      required: true,
      min: 1,
      max: 52,
      label: label('交货周期（周）', 'Lead time (weeks)'),
      hint: label(
        '从下单到发货的周数，例如 6；产品页询价按钮旁和产品对比中显示“交货周期约 6 周”（停产型号不显示）',
        'Weeks from order to shipment, e.g. 6; shown beside the quote button and in the comparison as “Lead time: about 6 weeks” (not for a discontinued model)',
      ),
    },
    {
      name: 'firstDelivery',
      type: 'date',
      label: label('首批交付日期', 'First deliveries'),
      hint: label(
        '可不填。新品尚未批量交付时填写首批交付的日期，产品页显示“首批交付：2027 年 1 月”；开始交付后清空',
        'Optional. For a new model not yet delivered in volume: the date of its first deliveries, shown as “First deliveries: January 2027”; clear it once it ships',
      ),
    },
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
        wordingIn('value', {
          name: 'valueIn',
          label: label('其他语言的数值', 'Value in other languages'),
          part: (language) => ({
            type: 'string',
            label: label(`${language.zh}数值`, `Value in ${language.en}`),
            hint: label(
              `数值含中文时填写${language.zh}写法，例如 水冷；留空时${language.zh}页面显示上面的数值`,
              `Fill in when the value has Chinese words, e.g. 水冷; left empty, ${language.en} pages show the value above`,
            ),
          }),
        }),
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
        ? [
            {
              field: 'successor',
              rule: 'only a discontinued (inactive) model names a successor',
              message: label(
                '只有停产的型号才填写替代型号：请把状态改为停产，或清空替代型号',
                'Only a discontinued model names a successor: set the state to discontinued, or clear the successor',
              ),
            },
          ]
        : entry.successor === entry.slug
          ? [
              {
                field: 'successor',
                rule: 'a model cannot be its own successor',
                message: label(
                  '型号不能由它自己替代，请选择另一个在售型号',
                  'A model cannot be its own successor: choose another active model',
                ),
              },
            ]
          : []
      : []),
    // The finder sorts lasers by average power; components and modules have their own option.
    ...(entry.series !== 'component' &&
    averagePowerWatts(Array.isArray(entry.specifications) ? (entry.specifications as never) : []) === null
      ? [
          {
            field: 'specifications',
            rule: 'a laser needs an averagePower row with a figure in W, mW or kW (e.g. 20 W)',
            message: label(
              '激光器需要一行“{option:spec.averagePower}”，数值以 W、mW 或 kW 为单位（例如 20 W）：产品选型按它筛选功率',
              'A laser needs an “{option:spec.averagePower}” row with a figure in W, mW or kW (e.g. 20 W): the product finder filters by it',
            ),
          },
        ]
      : []),
  ],
};

/** Row `index` of the table as the editor sees it: 第 3 行（单脉冲能量）/ row 3 (Pulse energy). */
const row = (index: number, key: string): Label =>
  label(`第 ${index + 1} 行（{option:spec.${key}}）`, `Row ${index + 1} ({option:spec.${key}})`);

/** The words of a row's value, `value` itself or its wording for one locale (英文数值 / Value in English). */
const valueLabel = (locale: Locale | null) =>
  locale === null
    ? label('数值', 'Value')
    : label(`${localeInfo[locale].languageName.zh}数值`, `Value in ${localeInfo[locale].languageName.en}`);

function writingMessage(where: Label, problem: SpecWritingProblem): Label {
  switch (problem.kind) {
    case 'full-width':
      return label(
        `${where.zh}：数字请用半角（“${problem.found}”应写作“${problem.fixed}”），否则无法读出数值`,
        `${where.en}: write the digits half-width (“${problem.found}” → “${problem.fixed}”) so the figure can be read`,
      );
    case 'glued':
      return label(
        `${where.zh}：数字与单位之间空一格（“${problem.found}”应写作“${problem.fixed}”）`,
        `${where.en}: put a space between a figure and its unit (“${problem.found}” → “${problem.fixed}”)`,
      );
    case 'range':
      return label(
        `${where.zh}：范围请用两边各空一格的“ – ”，例如 350 fs – 10 ps（现在是“${problem.found}”）`,
        `${where.en}: write a range with a spaced en dash, e.g. 350 fs – 10 ps (found “${problem.found}”)`,
      );
  }
}

function disagreementMessage(problem: SpecDisagreement): Label {
  switch (problem.kind) {
    case 'energy':
      return label(
        `“{option:spec.pulseEnergy}”${problem.energy} 与“{option:spec.averagePower}”÷“{option:spec.repetitionRate}”（${problem.power} ÷ ${problem.rate} = ${problem.expected}）相差超过 10 %，请核对这三行`,
        `“{option:spec.pulseEnergy}” ${problem.energy} disagrees with “{option:spec.averagePower}” ÷ “{option:spec.repetitionRate}” (${problem.power} ÷ ${problem.rate} = ${problem.expected}) by more than 10 %: check these three rows`,
      );
    case 'peak-unchecked':
      return label(
        '填写了“{option:spec.peakPower}”时，还需要“{option:spec.pulseWidth}”和“{option:spec.pulseEnergy}”（或“{option:spec.averagePower}”与“{option:spec.repetitionRate}”）来核对它',
        'A “{option:spec.peakPower}” row needs “{option:spec.pulseWidth}” and “{option:spec.pulseEnergy}” (or “{option:spec.averagePower}” and “{option:spec.repetitionRate}”) to check it against',
      );
    case 'peak':
      return label(
        `“{option:spec.peakPower}”${problem.peak} 与 0.94 ×“{option:spec.pulseEnergy}”÷“{option:spec.pulseWidth}”（0.94 × ${problem.energy} ÷ ${problem.width} = ${problem.expected}）相差超过 10 %，请核对这三行`,
        `“{option:spec.peakPower}” ${problem.peak} disagrees with 0.94 × “{option:spec.pulseEnergy}” ÷ “{option:spec.pulseWidth}” (0.94 × ${problem.energy} ÷ ${problem.width} = ${problem.expected}) by more than 10 %: check these three rows`,
      );
  }
}

/** The specification table's rules: consistent figures (E = P / f, peak ≈ 0.94·E/τ) and how values are written. */
function specificationRules(specifications: unknown): EntryRule[] {
  if (!Array.isArray(specifications)) return [];
  const rows = (specifications as unknown[]).filter(
    (row): row is { key: string; value: string; valueIn?: Partial<Record<Locale, string>> } =>
      typeof row === 'object' &&
      row !== null &&
      typeof (row as { key?: unknown }).key === 'string' &&
      typeof (row as { value?: unknown }).value === 'string',
  );
  /** The row's value and each wording of it, with where it is written. */
  const values = (spec: (typeof rows)[number]) => [
    { locale: null, name: 'value', value: spec.value as unknown },
    ...Object.entries(typeof spec.valueIn === 'object' && spec.valueIn !== null ? spec.valueIn : {}).map(
      ([locale, value]) => ({ locale: locale as Locale, name: `valueIn.${locale}`, value }),
    ),
  ];
  return [
    ...rows.flatMap((spec) =>
      values(spec).flatMap(({ locale, name, value }) => {
        const index = specifications.indexOf(spec);
        const where = label(
          `${row(index, spec.key).zh}的${valueLabel(locale).zh}`,
          `${row(index, spec.key).en}, ${valueLabel(locale).en.toLowerCase()}`,
        );
        return typeof value === 'string' && (locale === null || locale in localeInfo)
          ? specWritingProblems(value).map((problem) => ({
              field: 'specifications',
              rule: `[${index}].${name} (${spec.key}): ${problem.rule}`,
              message: writingMessage(where, problem),
            }))
          : [];
      }),
    ),
    // One row per parameter: a second 'polarization' row would print two different answers.
    ...rows.flatMap((spec, index) => {
      const first = rows.findIndex((other) => other.key === spec.key);
      const at = specifications.indexOf(spec);
      const earlier = specifications.indexOf(rows[first]);
      return first < index
        ? [
            {
              field: 'specifications',
              rule: `[${at}].key (${spec.key}): already given in row [${earlier}]; edit that row instead`,
              message: label(
                `${row(at, spec.key).zh}：第 ${earlier + 1} 行已经填写了这个参数，请修改那一行并删除这一行`,
                `${row(at, spec.key).en}: row ${earlier + 1} already gives this parameter; edit that row and remove this one`,
              ),
            },
          ]
        : [];
    }),
    ...specDisagreements(rows).map((problem) => ({
      field: 'specifications',
      rule: problem.rule,
      message: disagreementMessage(problem),
    })),
  ];
}
