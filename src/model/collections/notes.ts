import type { Collection, EntryRule, Field } from '../types';
import { SPEC_TOLERANCE } from '../spec-figures';
import { label, slugFieldFor } from './common';

/** The process parameters of a note, in the units the CMS labels give (W, kHz, μJ, mm/s, μm). */
export interface NoteParameters {
  averagePower?: number;
  repetitionRate?: number;
  pulseEnergy?: number;
  scanSpeed?: number;
  passes?: number;
  spotDiameter?: number;
}

const figure = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * A note's parameters agree among themselves as a product's table must (spec-figures.ts,
 * `specDisagreements`): the pulse energy is the average power over the repetition rate, within
 * the same tolerance. W / kHz = mJ, so μJ = 1000 · W / kHz. Checked against the named laser's own
 * figures in consistency.ts, where the laser's entry is at hand.
 */
export function noteParameterRules(group: Record<string, unknown>): EntryRule[] {
  const power = figure(group.averagePower);
  const rate = figure(group.repetitionRate);
  const energy = figure(group.pulseEnergy);
  if (power === null || rate === null || energy === null || rate <= 0) return [];
  const expected = (1000 * power) / rate;
  if (Math.abs(energy - expected) / expected <= SPEC_TOLERANCE) return [];
  const shown = Number(expected.toPrecision(3));
  return [
    {
      field: 'pulseEnergy',
      rule: `pulseEnergy ${energy} μJ disagrees with averagePower / repetitionRate = ${power} W / ${rate} kHz = ${shown} μJ (more than ${SPEC_TOLERANCE * 100} % apart)`,
      message: label(
        `单脉冲能量 ${energy} μJ 与 平均功率 ÷ 重复频率 = ${power} W ÷ ${rate} kHz = ${shown} μJ 相差超过 ${SPEC_TOLERANCE * 100} %：请核对这三个数`,
        `The pulse energy ${energy} μJ disagrees with average power ÷ repetition rate = ${power} W ÷ ${rate} kHz = ${shown} μJ by more than ${SPEC_TOLERANCE * 100} %: check the three figures`,
      ),
    },
  ];
}

const parameters: Field = {
  name: 'parameters',
  type: 'object',
  i18n: false,
  required: true,
  label: label('工艺参数', 'Process parameters'),
  hint: label(
    '实际加工用的参数。平均功率不能超过所选激光器的最大平均功率，重复频率须在其可调范围内，单脉冲能量须等于平均功率 ÷ 重复频率（误差 10 % 以内）；保存前和网站构建时都会核对',
    'The parameters the process ran at. The average power cannot exceed the chosen laser’s maximum, the repetition rate must be within its range, and the pulse energy must equal average power ÷ repetition rate (within 10 %); checked before saving and by the build',
  ),
  fields: [
    {
      name: 'averagePower',
      type: 'number',
      required: true,
      min: 0.001,
      label: label('平均功率（W）', 'Average power (W)'),
    },
    {
      name: 'repetitionRate',
      type: 'number',
      required: true,
      min: 0.001,
      label: label('重复频率（kHz）', 'Repetition rate (kHz)'),
    },
    {
      name: 'pulseEnergy',
      type: 'number',
      required: true,
      min: 0.001,
      label: label('单脉冲能量（μJ）', 'Pulse energy (μJ)'),
    },
    { name: 'scanSpeed', type: 'number', min: 0, label: label('扫描速度（mm/s）', 'Scan speed (mm/s)') },
    { name: 'passes', type: 'number', integer: true, min: 1, max: 1000, label: label('加工遍数', 'Passes') },
    { name: 'spotDiameter', type: 'number', min: 0, label: label('光斑直径（μm）', 'Spot diameter (μm)') },
  ],
  rules: noteParameterRules,
};

/**
 * An application note: one process on one material with one of our lasers, the parameters it ran
 * at (checked against that laser's specification table), the measured results with micrographs,
 * and the conclusion. Linked from its laser's page and the solutions it belongs to, and printed
 * as a PDF per language (src/documents/note.tsx).
 */
export const notes: Collection = {
  name: 'notes',
  label: label('应用笔记', 'Application notes'),
  item: label('应用笔记', 'Application note'),
  type: 'Note',
  kind: 'folder',
  idField: 'slug',
  titleField: 'title',
  unique: ['title'],
  fields: [
    slugFieldFor('glass-cutting-fs20'),
    { name: 'date', type: 'date', required: true, label: label('发布日期', 'Date') },
    { name: 'title', type: 'string', required: true, maxLength: 80, label: label('标题', 'Title') },
    { name: 'summary', type: 'text', required: true, maxLength: 240, label: label('摘要', 'Summary') },
    {
      name: 'material',
      type: 'string',
      required: true,
      maxLength: 80,
      label: label('材料', 'Material'),
      hint: label(
        '材料和厚度，例如 0.55 mm 铝硅酸盐盖板玻璃',
        'The material and its thickness, e.g. 0.55 mm aluminosilicate cover glass',
      ),
    },
    {
      name: 'laser',
      type: 'relation',
      collection: 'products',
      required: true,
      reverse: 'notes',
      label: label('激光器', 'Laser'),
      hint: label(
        '做这项工艺的激光器；产品页会列出本笔记，工艺参数按它的规格核对',
        'The laser this process ran on; its page lists this note, and the parameters are checked against its specifications',
      ),
    },
    {
      name: 'solutions',
      type: 'relation',
      collection: 'solutions',
      multiple: true,
      reverse: 'notes',
      label: label('所属方案', 'Solutions'),
      hint: label(
        '本工艺所属的行业方案，方案页会列出本笔记',
        'The industry solutions this process belongs to; their pages list this note',
      ),
    },
    {
      name: 'customer',
      type: 'string',
      maxLength: 60,
      // A name, written the same in every language.
      i18n: false,
      label: label('客户', 'Customer'),
      hint: label(
        '可不填。为客户打样时写客户名称（须是同意署名的客户，如 Brixolt Energy），不写「某电池厂」',
        'Optional. For a customer’s samples, the customer’s name (one who agreed to be named, such as Brixolt Energy); never "a battery maker"',
      ),
    },
    parameters,
    { name: 'process', type: 'markdown', required: true, label: label('工艺过程', 'Process') },
    {
      name: 'results',
      type: 'list',
      required: true,
      i18n: true,
      label: label('实测结果', 'Measured results'),
      hint: label(
        '每项一个数字：数值写比较符和数字（< 5、99.2），单位另写（μm、%），说明写测的是什么（崩边）',
        'One figure each: the value with its comparison and number (< 5, 99.2), the unit apart (μm, %), the label saying what was measured (Chipping)',
      ),
      of: [
        {
          name: 'value',
          type: 'string',
          required: true,
          maxLength: 12,
          pattern: {
            regex: '^[<>≤≥≈~±+−-]?\\s?[0-9][0-9.,]*$',
            rule: 'a number, optionally after one of < > ≤ ≥ ≈ ~ ± + −',
            message: label(
              '请填写数字，可在前面加 <、>、≤、≥、≈、±、+ 或 −',
              'Write a number, optionally after <, >, ≤, ≥, ≈, ±, + or −',
            ),
          },
          label: label('数值', 'Value'),
        },
        { name: 'unit', type: 'string', maxLength: 12, label: label('单位', 'Unit') },
        { name: 'label', type: 'string', required: true, maxLength: 40, label: label('说明', 'Label') },
      ],
      summary: '{{fields.label}}: {{fields.value}} {{fields.unit}}',
    },
    {
      name: 'micrographs',
      type: 'list',
      required: true,
      i18n: true,
      label: label('显微照片', 'Micrographs'),
      hint: label(
        '加工结果的显微照片，每张写一句图注（也是给读屏用户的替代文字），说明看到的是什么和放大倍数',
        'Micrographs of the result, each with a caption (also its text for screen readers) saying what it shows and at what scale',
      ),
      of: [
        { name: 'image', type: 'image', required: true, label: label('图片', 'Image') },
        { name: 'caption', type: 'string', required: true, maxLength: 160, label: label('图注', 'Caption') },
      ],
      summary: '{{fields.caption}}',
    },
    { name: 'conclusion', type: 'text', required: true, maxLength: 600, label: label('结论', 'Conclusion') },
  ],
};
