import { pulseResults, specBeamQuality, specQuantity, type PulseInputs, type PulseResults } from './pulse-math';

/** A specification row as the product page has it. */
export interface SpecRow {
  key: string;
  value: string;
}

/** The calculator's fields, each typed in the unit an engineer uses for it. */
export const calculatorFields = [
  { name: 'averagePower', unit: 'W', scale: 1, step: 'any' },
  { name: 'repetitionRate', unit: 'kHz', scale: 1e3, step: 'any' },
  { name: 'pulseWidth', unit: '', scale: 1, step: 'any' },
  { name: 'beamQuality', unit: '', scale: 1, step: 'any' },
  { name: 'wavelength', unit: 'nm', scale: 1e-9, step: 'any' },
  { name: 'spotDiameter', unit: 'μm', scale: 1e-6, step: 'any' },
  { name: 'scanSpeed', unit: 'mm/s', scale: 1e-3, step: 'any' },
] as const satisfies readonly { name: keyof PulseInputs; unit: string; scale: number; step: string }[];

export type CalculatorField = (typeof calculatorFields)[number]['name'];

/** The units the pulse duration is typed in: the one its specification uses. */
export const pulseUnits = { fs: 1e-15, ps: 1e-12, ns: 1e-9 } as const;
export type PulseUnit = keyof typeof pulseUnits;

/** What the engineer typed, field by field, in the fields' units, and the pulse duration's unit. */
export type CalculatorValues = Record<CalculatorField, string> & { pulseUnit: PulseUnit };

/** The factor from a field's typed unit to SI. */
const scaleOf = (field: (typeof calculatorFields)[number], values: Pick<CalculatorValues, 'pulseUnit'>) =>
  field.name === 'pulseWidth' ? pulseUnits[values.pulseUnit] : field.scale;

/** The unit a duration is best read in: 350 fs, 15 ps, 20 ns. */
const pulseUnitFor = (seconds: number | null | undefined): PulseUnit =>
  !seconds || seconds < 1e-12 ? 'fs' : seconds < 1e-9 ? 'ps' : 'ns';

/** A spot and a speed to start from: a typical 20 μm focus scanned at 500 mm/s. */
const startingPoint = { spotDiameter: '20', scanSpeed: '500' };

/** A number as a short input value: 3.5e-13 s in ps is "0.35", not "0.35000000000000003". */
const shown = (value: number) => String(Number(value.toPrecision(6)));

/** The fields filled in from a laser's specification table, in the fields' units ('' where the table says nothing). */
export function valuesFromSpecifications(specifications: readonly SpecRow[]): CalculatorValues {
  const spec = (key: string) => specifications.find((row) => row.key === key)?.value;
  const si: Partial<Record<CalculatorField, number | null>> = {
    averagePower: specQuantity(spec('averagePower')),
    repetitionRate: specQuantity(spec('repetitionRate')),
    pulseWidth: specQuantity(spec('pulseWidth')),
    beamQuality: specBeamQuality(spec('beamQuality')),
    wavelength: specQuantity(spec('wavelength')),
  };
  const pulseUnit = pulseUnitFor(si.pulseWidth);
  return {
    ...(Object.fromEntries(
      calculatorFields.map((field) => {
        const value = si[field.name];
        return [
          field.name,
          value
            ? shown(value / scaleOf(field, { pulseUnit }))
            : (startingPoint[field.name as keyof typeof startingPoint] ?? ''),
        ];
      }),
    ) as Record<CalculatorField, string>),
    pulseUnit,
  };
}

/** The results for what was typed (decimal commas accepted), or null while a field is empty or not positive. */
export function resultsOf(values: CalculatorValues): PulseResults | null {
  const inputs = Object.fromEntries(
    calculatorFields.map((field) => {
      const text = values[field.name].trim().replace(',', '.');
      return [field.name, text === '' ? Number.NaN : Number(text) * scaleOf(field, values)];
    }),
  ) as unknown as PulseInputs;
  return pulseResults(inputs);
}
