import { defaultLocale } from '../i18n/locales';
import { label } from './collections/common';
import { problemOf, type Sections } from './entry-problems';
import { repetitionRange, specFigures, SPEC_TOLERANCE } from './spec-figures';
import type { ContentFile, ContentProblem } from './validate';

type Row = { key: string; value: string };

const rowsOf = (value: unknown): Row[] =>
  Array.isArray(value)
    ? value.filter(
        (row): row is Row =>
          Boolean(row) && typeof (row as Row).key === 'string' && typeof (row as Row).value === 'string',
      )
    : [];

const figure = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
/** A figure for messages: at most three significant digits, no trailing zeros. */
const shown = (value: number) => String(Number(value.toPrecision(3)));
/** A rate in Hz as kHz (the unit of the note's field), for messages. */
const kHz = (hz: number) => `${shown(hz / 1000)} kHz`;

/**
 * An application note claims only what its laser can do: its average power at most the laser's
 * (the first figure of its `averagePower` row, the catalogue's maximum), its repetition rate within
 * the laser's range (`repetitionRange`), its pulse energy at most the laser's (within the
 * tolerance the tables are held to). The laser's figures are read by spec-figures.ts, the same
 * reading as the product's own consistency check and its datasheet. A note cannot claim 50 W from
 * a 20 W laser, in the build and in /admin before saving (src/cms/rules/field-rules.tsx).
 */
export function noteLaserProblems(
  notes: readonly { file: ContentFile; sections: Sections }[],
  products: readonly Record<string, unknown>[],
): ContentProblem[] {
  const bySlug = new Map(products.map((product) => [String(product.slug), product]));
  const problems: ContentProblem[] = [];
  for (const { file, sections } of notes) {
    const note = sections[defaultLocale] ?? {};
    const laser = typeof note.laser === 'string' ? bySlug.get(note.laser) : undefined;
    const group = note.parameters;
    if (!laser || !group || typeof group !== 'object') continue;
    const parameters = group as Record<string, unknown>;
    const model = typeof laser.model === 'string' && laser.model ? laser.model : String(laser.slug);
    const rows = rowsOf(laser.specifications);
    const limits = specFigures(rows);
    const range = repetitionRange(rows);
    const at = (field: string, message: string, zh: string, en: string, values: Record<string, unknown>) =>
      problems.push(problemOf(file, defaultLocale, ['parameters', field], message, label(zh, en), values));

    const power = figure(parameters.averagePower);
    if (power !== null && limits.power !== null && power > limits.power * (1 + 1e-9))
      at(
        'averagePower',
        `averagePower ${shown(power)} W is more than ${model} gives (${shown(limits.power)} W)`,
        `平均功率 ${shown(power)} W 超过了 ${model} 的最大平均功率 ${shown(limits.power)} W：请核对参数，或换用功率更高的激光器`,
        `The average power ${shown(power)} W is more than the ${model} gives (${shown(limits.power)} W at most): check the figure, or choose a more powerful laser`,
        { value: power, model },
      );

    const rate = figure(parameters.repetitionRate);
    if (rate !== null && range && (rate * 1000 < range.low * (1 - 1e-9) || rate * 1000 > range.high * (1 + 1e-9))) {
      const span = `${range.low === 0 ? '0' : kHz(range.low)} – ${kHz(range.high)}`;
      at(
        'repetitionRate',
        `repetitionRate ${shown(rate)} kHz is outside ${model}'s range (${span})`,
        `重复频率 ${shown(rate)} kHz 不在 ${model} 的可调范围 ${span} 内：请核对参数`,
        `The repetition rate ${shown(rate)} kHz is outside the ${model}’s range (${span}): check the figure`,
        { value: rate, model },
      );
    }

    const energy = figure(parameters.pulseEnergy);
    if (energy !== null && limits.energy !== null && energy * 1e-6 > limits.energy * (1 + SPEC_TOLERANCE)) {
      const most = shown(limits.energy * 1e6);
      at(
        'pulseEnergy',
        `pulseEnergy ${shown(energy)} μJ is more than ${model} gives (${most} μJ)`,
        `单脉冲能量 ${shown(energy)} μJ 超过了 ${model} 的单脉冲能量 ${most} μJ：请核对参数`,
        `The pulse energy ${shown(energy)} μJ is more than the ${model} gives (${most} μJ): check the figure`,
        { value: energy, model },
      );
    }
  }
  return problems;
}
