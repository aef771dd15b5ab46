/**
 * The figures of a specification table, read from its values ('20 W', '< 350 fs (350 fs – 10 ps
 * adjustable)', '1 MHz (single shot – 2 MHz)'), and the physics that ties them together. A row's
 * figure is its FIRST number with a unit of the row's kind: the nominal operating point that the
 * editor writes first, ranges and notes after it. The build checks the sample's consistency with
 * these (see `specConsistency`), and the datasheet draws its curve from them.
 */

type Unit = Record<string, number>;

const units = {
  power: { GW: 1e9, MW: 1e6, kW: 1e3, W: 1, mW: 1e-3 },
  energy: { J: 1, mJ: 1e-3, μJ: 1e-6, µJ: 1e-6, uJ: 1e-6, nJ: 1e-9 },
  frequency: { GHz: 1e9, MHz: 1e6, kHz: 1e3, Hz: 1 },
  duration: { ns: 1e-9, ps: 1e-12, fs: 1e-15 },
  length: { m: 1e3, cm: 10, mm: 1 },
} satisfies Record<string, Unit>;

/**
 * The first figure of `value` with a unit of `unit`, in the base unit (W, J, Hz, s, mm): '2.5 ± 0.3 mm'
 * → 2.5 mm, '10 – 20 ps' → 10 ps (a range's low end), '< 350 fs (350 fs – 10 ps)' → 350 fs.
 */
export function firstFigure(value: string, unit: Unit): number | null {
  for (const { figure, word } of figuresWithWords(value))
    if (word !== undefined && Object.hasOwn(unit, word)) return readFigure(figure) * unit[word]!;
  return null;
}

/** A figure as written ('2.5', '0,3') as a number. */
export const readFigure = (figure: string) => Number(figure.replace(',', '.'));

/**
 * Each figure of `value` with the upper end of a range it may have ('1 – 40 MHz'; a tolerance
 * '± 0.3' is read past) and the word after it: '2.5 ± 0.3 mm' → { figure: '2.5', word: 'mm' }.
 */
export function figuresWithWords(value: string): { figure: string; upper?: string; word?: string }[] {
  const tokens = figureTokens(value);
  const found: { figure: string; upper?: string; word?: string }[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    if (!startsFigure(tokens, index)) continue;
    let at = pastSpace(tokens, index + 1);
    const other = pastSpace(tokens, at + 1);
    const joined = (tokens[at] === '±' || tokens[at] === '–') && isFigureToken(tokens[other]);
    const upper = joined && tokens[at] === '–' ? tokens[other] : undefined;
    if (joined) at = pastSpace(tokens, other + 1);
    found.push({ figure: tokens[index]!, ...(upper ? { upper } : {}), word: tokens[at] });
    // Read on after what this figure took (the other end of its range is not a figure of its own).
    if (joined) index = other;
  }
  return found;
}

/**
 * `value` cut into figures ('2.5', '0,3'), words ('MHz', 'μJ') and single other characters, in
 * one linear pass. A single pattern for '2.5 ± 0.3 mm' needs a look-behind to stay linear (a
 * figure does not start after a digit or a point), which recheck cannot prove: its fuzzing called
 * such patterns vulnerable or safe depending on its random seed. Tokens are plainly linear.
 */
export function figureTokens(value: string): string[] {
  return value.match(/\d+(?:[.,]\d+)?|[a-zA-Zμµ]+|[^]/g) ?? [];
}

export const isFigureToken = (token: string | undefined): boolean =>
  token !== undefined && token[0]! >= '0' && token[0]! <= '9';

const isWordToken = (token: string | undefined): boolean =>
  token !== undefined && !isFigureToken(token) && (token.length > 1 || /[a-zA-Zμµ]/.test(token));

/** Whether tokens[index] is a figure of its own, not the tail of another ('5' in '1.2.5'). */
export const startsFigure = (tokens: readonly string[], index: number) =>
  isFigureToken(tokens[index]) && tokens[index - 1] !== '.' && tokens[index - 1] !== ',';

/** `index`, or the one after it when tokens[index] is a space (at most one space between parts). */
export const pastSpace = (tokens: readonly string[], index: number) =>
  tokens[index] === ' ' || tokens[index] === '\u00a0' ? index + 1 : index;

export interface SpecFigures {
  /** Average power, W. */
  power: number | null;
  /** Pulse energy, J. */
  energy: number | null;
  /** Repetition rate, Hz. */
  rate: number | null;
  /** Pulse width (FWHM), s. */
  width: number | null;
  /** Peak power, W. */
  peak: number | null;
}

type Row = { key: string; value: string };
const valueOf = (rows: readonly Row[], key: string) => rows.find((row) => row.key === key)?.value ?? '';

export function specFigures(rows: readonly Row[]): SpecFigures {
  return {
    power: firstFigure(valueOf(rows, 'averagePower'), units.power),
    energy: firstFigure(valueOf(rows, 'pulseEnergy'), units.energy),
    rate: firstFigure(valueOf(rows, 'repetitionRate'), units.frequency),
    width: firstFigure(valueOf(rows, 'pulseWidth'), units.duration),
    peak: firstFigure(valueOf(rows, 'peakPower'), units.power),
  };
}

/**
 * Peak power of a Gaussian pulse of energy `energy` (J) and full width at half maximum `width`
 * (s): 0.94·E/τ. (A sech² pulse gives 0.88·E/τ, 6 % less: inside the check's tolerance, so one
 * factor serves every regime of the catalogue.)
 */
export const GAUSSIAN_PEAK_FACTOR = 0.94;
export const peakPower = (energy: number, width: number): number => (GAUSSIAN_PEAK_FACTOR * energy) / width;

/** How far stated figures may be from what the others imply. */
export const SPEC_TOLERANCE = 0.1;

/** The relative difference of a stated figure from the expected one. */
const off = (stated: number, expected: number) => Math.abs(stated - expected) / expected;

/** A figure in engineering notation with its unit, e.g. 2e-5 J → '20 μJ', for messages. */
export function engineering(value: number, unit: string): string {
  const prefixes: [number, string][] = [
    [1e9, 'G'],
    [1e6, 'M'],
    [1e3, 'k'],
    [1, ''],
    [1e-3, 'm'],
    [1e-6, 'μ'],
    [1e-9, 'n'],
    [1e-12, 'p'],
    [1e-15, 'f'],
  ];
  const [scale, prefix] = prefixes.find(([step]) => Math.abs(value) >= step * 0.9995) ?? prefixes[prefixes.length - 1]!;
  const scaled = value / scale;
  return `${Number(scaled.toPrecision(3))} ${prefix}${unit}`;
}

/** A disagreement between the figures of a table, with the figures as the editor wrote them. */
export type SpecDisagreement =
  | { kind: 'energy'; rule: string; energy: string; power: string; rate: string; expected: string }
  | { kind: 'peak-unchecked'; rule: string }
  | { kind: 'peak'; rule: string; peak: string; energy: string; width: string; expected: string };

/**
 * What disagrees in a specification table: pulse energy against average power / repetition rate
 * (E = P / f) and, when peak power is stated, peak power against 0.94·E/τ. Each problem names the
 * rows and the figures; rows that are missing or name no figure are not checked.
 */
export function specDisagreements(rows: readonly Row[]): SpecDisagreement[] {
  const { power, energy, rate, width, peak } = specFigures(rows);
  const problems: SpecDisagreement[] = [];
  if (power !== null && energy !== null && rate !== null && off(energy, power / rate) > SPEC_TOLERANCE) {
    const figures = {
      energy: engineering(energy, 'J'),
      power: engineering(power, 'W'),
      rate: engineering(rate, 'Hz'),
      expected: engineering(power / rate, 'J'),
    };
    problems.push({
      kind: 'energy',
      rule: `pulseEnergy ${figures.energy} disagrees with averagePower / repetitionRate = ${figures.power} / ${figures.rate} = ${figures.expected} (more than ${SPEC_TOLERANCE * 100} % apart)`,
      ...figures,
    });
  }
  if (peak !== null) {
    const pulseEnergy = energy ?? (power !== null && rate !== null ? power / rate : null);
    if (pulseEnergy === null || width === null)
      problems.push({
        kind: 'peak-unchecked',
        rule: 'peakPower needs a pulseWidth and a pulseEnergy (or averagePower and repetitionRate) to check it by',
      });
    else if (off(peak, peakPower(pulseEnergy, width)) > SPEC_TOLERANCE) {
      const figures = {
        peak: engineering(peak, 'W'),
        energy: engineering(pulseEnergy, 'J'),
        width: engineering(width, 's'),
        expected: engineering(peakPower(pulseEnergy, width), 'W'),
      };
      problems.push({
        kind: 'peak',
        rule: `peakPower ${figures.peak} disagrees with 0.94 × pulseEnergy / pulseWidth = 0.94 × ${figures.energy} / ${figures.width} = ${figures.expected} (more than ${SPEC_TOLERANCE * 100} % apart)`,
        ...figures,
      });
    }
  }
  return problems;
}

/** specDisagreements in the build's English. */
export const specConsistency = (rows: readonly Row[]): string[] => specDisagreements(rows).map(({ rule }) => rule);

const unitNames = [
  ...Object.values(units).flatMap((unit) => Object.keys(unit)),
  'nm',
  'μm',
  'mrad',
  'μrad',
  'V',
  'kg',
  'dB',
];
const isUnit = (word: string | undefined) => word !== undefined && unitNames.includes(word);
/** '20W': a figure glued to its unit; the figure and the unit. */
function gluedUnit(tokens: readonly string[]): [string, string] | null {
  for (let index = 0; index < tokens.length; index += 1)
    if (startsFigure(tokens, index) && isUnit(tokens[index + 1])) return [tokens[index]!, tokens[index + 1]!];
  return null;
}

/** '350 fs-10 ps', '1~2 MHz': a range joined by a hyphen or a tilde and ending in a unit, as written. */
function looseRange(tokens: readonly string[]): string | null {
  for (let index = 0; index < tokens.length; index += 1) {
    if (!startsFigure(tokens, index)) continue;
    let at = index + 1;
    if (isWordToken(tokens[pastSpace(tokens, at)])) at = pastSpace(tokens, at) + 1;
    at = pastSpace(tokens, at);
    if (!['-', '~', '～'].includes(tokens[at] ?? '')) continue;
    at = pastSpace(tokens, at + 1);
    if (!isFigureToken(tokens[at])) continue;
    at = pastSpace(tokens, at + 1);
    if (isUnit(tokens[at])) return tokens.slice(index, at + 1).join('');
  }
  return null;
}
/** '350–10 ps': an en dash without its spaces. */
const tightDash = /[^ \u00a0]–|–[^ \u00a0]/;

/** A way a value is written that the tables do not use, with what was found. */
export type SpecWritingProblem =
  | { kind: 'full-width'; rule: string; found: string; fixed: string }
  | { kind: 'glued'; rule: string; found: string; fixed: string }
  | { kind: 'range'; rule: string; found: string };

/** Full-width digits and signs, as a Chinese input method types them (１５．５ → 15.5). */
const fullWidth = /[\uff10-\uff19\uff0e]+/;
const halfWidth = (text: string) =>
  text.replace(/[\uff10-\uff19\uff0e]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));

/**
 * How a value is written: half-width digits (the figures are read from them), a space between a
 * figure and its unit (20 W, not 20W) and ranges with a spaced en dash (350 fs – 10 ps, 1 – 2 MHz),
 * so every table reads alike.
 */
export function specWritingProblems(value: string): SpecWritingProblem[] {
  const problems: SpecWritingProblem[] = [];
  const wide = fullWidth.exec(value);
  if (wide)
    problems.push({
      kind: 'full-width',
      rule: `write digits half-width ("${wide[0]}" → "${halfWidth(wide[0])}")`,
      found: wide[0],
      fixed: halfWidth(wide[0]),
    });
  const tokens = figureTokens(value);
  const glued = gluedUnit(tokens);
  if (glued)
    problems.push({
      kind: 'glued',
      rule: `write a space between a figure and its unit ("${glued.join('')}" → "${glued.join(' ')}")`,
      found: glued.join(''),
      fixed: glued.join(' '),
    });
  const range = looseRange(tokens) ?? tightDash.exec(value)?.[0];
  if (range)
    problems.push({
      kind: 'range',
      rule: `write a range with a spaced en dash, e.g. "350 fs – 10 ps" (found "${range}")`,
      found: range,
    });
  return problems;
}

/** specWritingProblems in the build's English. */
export const specWriting = (value: string): string[] => specWritingProblems(value).map(({ rule }) => rule);

/**
 * The repetition rates a laser can run at, in Hz, read from its `repetitionRate` row with the same
 * figures as `specFigures`: every frequency it writes, a range's upper end included
 * ('400 kHz（200 kHz – 1 MHz 可调）' → 200 kHz – 1 MHz). A range that starts at single shot
 * ('单脉冲 – 2 MHz', 'single shot – 2 MHz') starts at 0. A tolerance ('40 MHz（± 0.5 MHz）') is
 * no rate of its own. Null when the row names no frequency.
 */
export function repetitionRange(rows: readonly Row[]): { low: number; high: number } | null {
  const value = valueOf(rows, 'repetitionRate');
  const tokens = figureTokens(value);
  const rates: number[] = [];
  let tolerance = false;
  for (let index = 0; index < tokens.length; index += 1) {
    if (tokens[index] === '±') tolerance = true;
    if (!startsFigure(tokens, index)) continue;
    const [found] = figuresWithWords(tokens.slice(index).join(''));
    const scale = found?.word !== undefined && Object.hasOwn(units.frequency, found.word) ? found.word : null;
    if (found && scale && !tolerance) {
      const unit = units.frequency[scale as keyof typeof units.frequency];
      rates.push(readFigure(found.figure) * unit);
      if (found.upper) rates.push(readFigure(found.upper) * unit);
    }
    tolerance = false;
  }
  if (!rates.length) return null;
  const singleShot = /单脉冲|single[- ]shot/i.test(value);
  return { low: singleShot ? 0 : Math.min(...rates), high: Math.max(...rates) };
}
