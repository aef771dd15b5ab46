// What a series' remote-control interface may not claim against the product data: a parameter that
// sets a product figure (averagePower, repetitionRate, burst) reaches no higher than the series'
// active models state for it, and a generated command set has an interface for its series. Checked
// by the build with the other claims across entries (consistency.ts), and by /admin before saving.
import { defaultLocale } from '../i18n/locales';
import { averagePowerWatts } from './average-power';
import { label } from './collections/common';
import { unitScale } from './collections/interfaces';
import { problemOf, type Sections } from './entry-problems';
import { figuresWithWords, readFigure } from './spec-figures';
import type { ContentFile, ContentProblem } from './validate';

type Row = { key: string; value: string };

const frequency: Record<string, number> = { Hz: 1, kHz: 1e3, MHz: 1e6, GHz: 1e9 };
/** The words after a burst's count: 每串 1 – 10 个子脉冲, Bursts of 1 – 10 pulses. */
const burstWords = new Set(['个', 'pulses', 'pulse']);

const rowValue = (rows: readonly Row[], key: string) => rows.find((row) => row.key === key)?.value ?? '';

/**
 * The highest figure a model's specifications state for `limit`, in its base unit (W, Hz, pulses):
 * every figure of the row, a range's upper end included ('1 MHz (single shot – 2 MHz)' → 2 MHz).
 */
export function statedMaximum(rows: readonly Row[], limit: string): number | null {
  if (limit === 'averagePower') return averagePowerWatts(rows);
  const value = rowValue(rows, limit);
  const accepted =
    limit === 'repetitionRate' ? (word: string) => word in frequency : (word: string) => burstWords.has(word);
  const figures = figuresWithWords(value)
    .filter(({ word }) => word !== undefined && accepted(word))
    .map(
      ({ figure, upper, word }) => readFigure(upper ?? figure) * (limit === 'repetitionRate' ? frequency[word!]! : 1),
    );
  return figures.length ? Math.max(...figures) : null;
}

const rowsOf = (value: unknown): Row[] =>
  Array.isArray(value)
    ? (value as unknown[]).filter((row): row is Row => {
        const item = row as Partial<Row> | null;
        return typeof item?.key === 'string' && typeof item.value === 'string';
      })
    : [];

/** A base-unit figure in `unit`, for messages: 4e6 Hz in kHz → 4000. */
const inUnit = (base: number, unit: string) => Number((base / (unitScale[unit] ?? 1)).toPrecision(6));

const unitWords: Record<string, string> = { pulses: '' };

export function interfaceProblems(of: (name: string) => { file: ContentFile; sections: Sections }[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const products = of('products').map(({ sections }) => sections[defaultLocale] ?? {});
  const interfaceSeries = new Set<string>();
  for (const { file, sections } of of('interfaces')) {
    const entry = sections[defaultLocale] ?? {};
    const series = typeof entry.series === 'string' ? entry.series : '';
    if (!series) continue;
    interfaceSeries.add(series);
    const models = products.filter((product) => product.series === series && product.state === 'active');
    const commands = Array.isArray(entry.commands) ? (entry.commands as Record<string, unknown>[]) : [];
    commands.forEach((command, index) => {
      if (!command || typeof command !== 'object') return;
      const { limit, max, unit, name } = command;
      if (typeof limit !== 'string' || typeof max !== 'number' || typeof unit !== 'string') return;
      const scale = unitScale[unit];
      if (scale === undefined) return;
      const stated = models
        .map((product) => ({
          model: String(product.model ?? product.slug),
          value: statedMaximum(rowsOf(product.specifications), limit),
        }))
        .filter((item): item is { model: string; value: number } => item.value !== null);
      if (!stated.length) return;
      const highest = stated.reduce((a, b) => (b.value > a.value ? b : a));
      // A thousandth of slack for figures written in another unit (0.1 MHz as 100 kHz).
      if (max * scale <= highest.value * 1.001) return;
      const shown = `${inUnit(highest.value, unit)}${unitWords[unit] ?? ` ${unit}`}`;
      problems.push(
        problemOf(
          file,
          defaultLocale,
          ['commands', index, 'max'],
          `"${String(name)}" goes up to ${max} ${unit}, above the ${shown} that ${highest.model}, the highest of the series, states for ${limit}`,
          label(
            `命令 ${String(name)} 的最大值 ${max} 超过了本系列型号的参数：最高的 ${highest.model} 为 ${shown}`,
            `${String(name)} goes up to ${max}, above what the series' models state: the highest, ${highest.model}, gives ${shown}`,
          ),
          { value: max, model: highest.model },
        ),
      );
    });
  }
  for (const { file, sections } of of('downloads')) {
    const entry = sections[defaultLocale] ?? {};
    if (entry.document !== 'commands' || typeof entry.series !== 'string') continue;
    if (!interfaceSeries.has(entry.series))
      problems.push(
        problemOf(
          file,
          defaultLocale,
          ['series'],
          `a command set is made from the series' remote-control interface, and "${entry.series}" has none`,
          label(
            '该系列还没有远程控制接口条目，无法生成命令集：请先在“远程控制接口”中添加',
            'This series has no remote-control interface to make the command set from: add one under “Remote-control interfaces” first',
          ),
          { value: entry.series },
        ),
      );
  }
  return problems;
}
