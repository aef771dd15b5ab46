/** A note's parameters as rows, in the order and units the CMS labels give; the ones not given are left out. */
export const noteParameterUnits = {
  averagePower: 'W',
  repetitionRate: 'kHz',
  pulseEnergy: 'μJ',
  scanSpeed: 'mm/s',
  passes: '',
  spotDiameter: 'μm',
} as const;

export type NoteParameterKey = keyof typeof noteParameterUnits;

export function noteParameterRows(
  parameters: Partial<Record<NoteParameterKey, number | null>> | null | undefined,
): { key: NoteParameterKey; value: number; unit: string }[] {
  if (!parameters) return [];
  return (Object.keys(noteParameterUnits) as NoteParameterKey[]).flatMap((key) => {
    const value = parameters[key];
    return typeof value === 'number' ? [{ key, value, unit: noteParameterUnits[key] }] : [];
  });
}
