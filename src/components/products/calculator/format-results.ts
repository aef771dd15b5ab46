import type { PulseResults } from './pulse-math';

/** A result row of the calculator: the message key of its label, its formula and its value with unit. */
export interface ResultRow {
  name: keyof PulseResults;
  formula: string;
  value: string;
}

const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (exponent: number) =>
  (exponent < 0 ? '⁻' : '') +
  String(Math.abs(exponent))
    .split('')
    .map((digit) => superscripts[Number(digit)])
    .join('');

/** Three significant digits, in the locale's number format (20, 53.7, 0.975). */
const number = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumSignificantDigits: 3 }).format(value);

/** The value in the largest unit of `scale` it reaches: 2e-5 J → "20 μJ". */
function scaled(value: number, scale: readonly (readonly [number, string])[], locale: string): string {
  const [factor, unit] = scale.find(([factor]) => Math.abs(value) >= factor) ?? scale[scale.length - 1]!;
  return `${number(value / factor, locale)} ${unit}`;
}

const energy = [
  [1e-3, 'mJ'],
  [1e-6, 'μJ'],
  [1e-9, 'nJ'],
] as const;
const power = [
  [1e9, 'GW'],
  [1e6, 'MW'],
  [1e3, 'kW'],
  [1, 'W'],
] as const;
const length = [
  [1e-3, 'mm'],
  [1e-6, 'μm'],
  [1e-9, 'nm'],
] as const;

/** 3.42e17 W/m² as "3.42 × 10¹³ W/cm²". */
function scientific(value: number, unit: string, locale: string): string {
  const exponent = Math.floor(Math.log10(Math.abs(value)));
  return `${number(value / 10 ** exponent, locale)} × 10${superscript(exponent)} ${unit}`;
}

/**
 * The calculator's results as rows to show (and to send): energies, powers and lengths in the unit
 * they read best in, fluence in J/cm², intensity in W/cm², overlap in per cent. `noOverlap` words
 * the overlap of spots that do not touch from the gap between them ("none (25 μm gap)").
 */
export function resultRows(results: PulseResults, locale: string, noOverlap: (gap: string) => string): ResultRow[] {
  // O = 1 − Δx / d, so d = Δx / (1 − O): spots that do not touch leave Δx − d between them.
  const diameter = results.pulseSpacing / (1 - results.overlap);
  return [
    { name: 'pulseEnergy', formula: 'E = P / f', value: scaled(results.pulseEnergy, energy, locale) },
    { name: 'peakPower', formula: 'P₀ ≈ 0.94 · E / τ', value: scaled(results.peakPower, power, locale) },
    {
      name: 'peakFluence',
      formula: 'F₀ = 2E / (π w₀²), w₀ = d / 2',
      value: `${number(results.peakFluence / 1e4, locale)} J/cm²`,
    },
    {
      name: 'averageFluence',
      formula: 'F = E / (π w₀²)',
      value: `${number(results.averageFluence / 1e4, locale)} J/cm²`,
    },
    {
      name: 'peakIntensity',
      formula: 'I₀ = 2P₀ / (π w₀²)',
      value: scientific(results.peakIntensity / 1e4, 'W/cm²', locale),
    },
    { name: 'pulseSpacing', formula: 'Δx = v / f', value: scaled(results.pulseSpacing, length, locale) },
    {
      name: 'overlap',
      formula: 'O = 1 − v / (f · d)',
      value:
        results.overlap >= 0
          ? `${number(results.overlap * 100, locale)} %`
          : noOverlap(scaled(results.pulseSpacing - diameter, length, locale)),
    },
    { name: 'pulsesPerSpot', formula: 'N = d · f / v', value: number(results.pulsesPerSpot, locale) },
    {
      name: 'depthOfFocus',
      formula: '2z_R = 2π w₀² / (M² λ)',
      value: scaled(results.depthOfFocus, length, locale),
    },
  ];
}
