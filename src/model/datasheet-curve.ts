import { figuresWithWords, readFigure, specFigures } from './spec-figures';

/**
 * The power and pulse-energy curve of a datasheet, computed from the specification rows alone.
 *
 * Model (stated on the datasheet): the nominal point is the first figure of each row, average power
 * P₀ and pulse energy E₀ = P₀ / f₀ at repetition rate f₀. An ultrafast amplifier is energy-limited
 * below f₀ (the pulse energy stays at E₀, so the power falls in proportion, P = E₀·f) and
 * power-limited above it (the power stays at P₀, so the energy falls, E = P₀ / f). Hence
 * P(f) = P₀·min(1, f / f₀) and E(f) = P(f) / f, over the tunable range the row states (its lowest
 * and highest rates; a range from single shot is drawn from f₀ / 10).
 */
export interface CurvePoint {
  /** Repetition rate, Hz. */
  rate: number;
  /** Average power, W. */
  power: number;
  /** Pulse energy, J. */
  energy: number;
}

export interface DatasheetCurve {
  nominal: CurvePoint;
  min: number;
  max: number;
  points: CurvePoint[];
}

const frequency = { GHz: 1e9, MHz: 1e6, kHz: 1e3, Hz: 1 };

/** Every frequency figure of a value, both ends of a range ('20 MHz（1 – 40 MHz）' → [20e6, 1e6, 40e6]). */
function frequencies(value: string): number[] {
  return figuresWithWords(value).flatMap(({ figure, upper, word }) =>
    word !== undefined && Object.hasOwn(frequency, word)
      ? [figure, ...(upper ? [upper] : [])].map((end) => readFigure(end) * frequency[word as keyof typeof frequency])
      : [],
  );
}

/** The curve, or null when the table lacks a figure for power or rate, or the rate is fixed. */
export function datasheetCurve(rows: readonly { key: string; value: string }[], samples = 41): DatasheetCurve | null {
  const { power, rate } = specFigures(rows);
  if (power === null || rate === null) return null;
  const rateRow = rows.find((row) => row.key === 'repetitionRate')!.value;
  // '40 MHz (± 0.5 MHz, factory set)': a fixed rate, nothing to draw.
  if (/±/.test(rateRow)) return null;
  const stated = frequencies(rateRow);
  const singleShot = /单脉冲|single shot/i.test(rateRow);
  const min = Math.min(...stated, singleShot ? rate / 10 : rate);
  const max = Math.max(...stated);
  if (max <= min) return null;
  const at = (f: number): CurvePoint => {
    const p = power * Math.min(1, f / rate);
    return { rate: f, power: p, energy: p / f };
  };
  const points = Array.from({ length: samples }, (_, index) => at(min * (max / min) ** (index / (samples - 1))));
  return { nominal: at(rate), min, max, points };
}
