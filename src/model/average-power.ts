/**
 * The average power of a product in watts, read from its `averagePower` specification
 * ('15 W', '> 50 W', '80 mW', '1.2 kW'): the first figure with a power unit. Null when the
 * product has no such row or its value names no power. The finder's power ranges and the
 * build's check of laser entries both read it, so what the filter sorts by is what the page shows.
 */
export function averagePowerWatts(specifications: readonly { key: string; value: string }[]): number | null {
  const row = specifications.find((spec) => spec.key === 'averagePower');
  const match = row ? /(?<![\d.,])(\d+(?:[.,]\d+)?) ?(kW|mW|W)(?![a-zA-Z])/.exec(row.value) : null;
  if (!match) return null;
  const figure = Number(match[1]!.replace(',', '.'));
  const scale = { kW: 1000, W: 1, mW: 0.001 }[match[2] as 'kW' | 'W' | 'mW'];
  return figure * scale;
}
