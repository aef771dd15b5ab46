import { gaussianPulseFactor, pulseResults, specBeamQuality, specQuantity } from '../pulse-math';
import { resultsOf, valuesFromSpecifications } from '../calculator-fields';
import { resultRows } from '../format-results';

// Worked by hand (calculator and paper), not by the code under test.
describe('pulseResults', () => {
  it('YC-FS20-IR: 20 W at 1 MHz, 350 fs, M² 1.2 at 1030 nm, a 20 μm spot scanned at 1 m/s', () => {
    const results = pulseResults({
      averagePower: 20,
      repetitionRate: 1e6,
      pulseWidth: 350e-15,
      beamQuality: 1.2,
      wavelength: 1030e-9,
      spotDiameter: 20e-6,
      scanSpeed: 1,
    })!;
    // E = 20 W / 1 MHz = 20 μJ
    expect(results.pulseEnergy).toBeCloseTo(20e-6, 12);
    // P = 0.9394 × 20 μJ / 350 fs = 53.68 MW (the datasheet says > 54 MW with its rounding)
    expect(results.peakPower / 1e6).toBeCloseTo(53.68, 2);
    // w0 = 10 μm = 1e-3 cm, π w0² = 3.1416e-6 cm²: F0 = 2 × 20 μJ / 3.1416e-6 cm² = 12.73 J/cm²
    expect(results.peakFluence / 1e4).toBeCloseTo(12.732, 3);
    expect(results.averageFluence / 1e4).toBeCloseTo(6.366, 3);
    // I0 = 2 × 53.68 MW / 3.1416e-6 cm² = 3.418e13 W/cm²
    expect(results.peakIntensity / 1e4 / 1e13).toBeCloseTo(3.418, 3);
    // Δx = 1 m/s / 1 MHz = 1 μm; O = 1 − 1/20 = 95 %; 20 pulses per spot
    expect(results.pulseSpacing).toBeCloseTo(1e-6, 12);
    expect(results.overlap).toBeCloseTo(0.95, 10);
    expect(results.pulsesPerSpot).toBeCloseTo(20, 10);
    // 2 z_R = 2π (10 μm)² / (1.2 × 1.03 μm) = 508.3 μm
    expect(results.depthOfFocus * 1e6).toBeCloseTo(508.35, 1);
  });

  it('YC-NS30-UV: 30 W at 100 kHz, 20 ns, M² 1.2 at 355 nm, a 50 μm spot at 10 m/s leaves gaps', () => {
    const results = pulseResults({
      averagePower: 30,
      repetitionRate: 100e3,
      pulseWidth: 20e-9,
      beamQuality: 1.2,
      wavelength: 355e-9,
      spotDiameter: 50e-6,
      scanSpeed: 10,
    })!;
    expect(results.pulseEnergy).toBeCloseTo(300e-6, 12); // 300 μJ
    expect(results.peakPower / 1e3).toBeCloseTo(14.09, 2); // 0.9394 × 300 μJ / 20 ns = 14.09 kW
    // π (25 μm)² = 1.9635e-5 cm²: F0 = 600 μJ / 1.9635e-5 cm² = 30.56 J/cm²
    expect(results.peakFluence / 1e4).toBeCloseTo(30.558, 2);
    // Δx = 10 m/s / 100 kHz = 100 μm, twice the spot: O = 1 − 100/50 = −100 % (no overlap), 0.5 pulse per spot
    expect(results.pulseSpacing).toBeCloseTo(100e-6, 12);
    expect(results.overlap).toBeCloseTo(-1, 10);
    expect(results.pulsesPerSpot).toBeCloseTo(0.5, 10);
    // 2 z_R = 2π (25 μm)² / (1.2 × 0.355 μm) = 9.218 mm
    expect(results.depthOfFocus * 1e3).toBeCloseTo(9.218, 2);
  });

  it('uses the Gaussian pulse factor 2√(ln2/π) ≈ 0.9394', () => {
    expect(gaussianPulseFactor).toBeCloseTo(0.9394, 4);
  });

  it('refuses zero, negative and missing inputs instead of dividing by them', () => {
    const good = {
      averagePower: 1,
      repetitionRate: 1,
      pulseWidth: 1,
      beamQuality: 1,
      wavelength: 1,
      spotDiameter: 1,
      scanSpeed: 1,
    };
    expect(pulseResults(good)).not.toBeNull();
    expect(pulseResults({ ...good, repetitionRate: 0 })).toBeNull();
    expect(pulseResults({ ...good, spotDiameter: -5 })).toBeNull();
    expect(pulseResults({ ...good, scanSpeed: Number.NaN })).toBeNull();
  });
});

describe('reading the specification table', () => {
  it.each([
    ['< 350 fs（350 fs – 10 ps 可调）', 350e-15],
    ['< 20 ns @ 100 kHz', 20e-9],
    ['10 – 20 ps（随种子源）', 10e-12],
    ['1 MHz（单脉冲 – 2 MHz 可调）', 1e6],
    ['500 kHz (single shot to 1 MHz)', 500e3],
    ['80 mW', 0.08],
    ['2.5 W', 2.5],
    ['1030 ± 2 nm', 1030e-9],
  ])('%s', (value, expected) => {
    expect(specQuantity(value)! / expected).toBeCloseTo(1, 10);
  });

  it('finds no quantity where none is written', () => {
    expect(specQuantity('可调')).toBeNull();
    expect(specQuantity(undefined)).toBeNull();
    expect(specQuantity('12 mm')).toBeNull();
  });

  it('reads M² in its spellings', () => {
    expect(specBeamQuality('M² < 1.2')).toBe(1.2);
    expect(specBeamQuality('单模保偏光纤，M² < 1.1')).toBe(1.1);
    expect(specBeamQuality('M2 ≤ 1.3')).toBe(1.3);
    expect(specBeamQuality('TEM00')).toBeNull();
  });
});

describe('the calculator fields', () => {
  const fs20 = [
    { key: 'wavelength', value: '1030 nm' },
    { key: 'pulseWidth', value: '< 350 fs（350 fs – 10 ps 可调）' },
    { key: 'averagePower', value: '20 W' },
    { key: 'repetitionRate', value: '1 MHz（单脉冲 – 2 MHz 可调）' },
    { key: 'beamQuality', value: 'M² < 1.2' },
  ];

  it("start from the laser's specifications, in the fields' units, with a 20 μm spot at 500 mm/s", () => {
    expect(valuesFromSpecifications(fs20)).toEqual({
      averagePower: '20',
      repetitionRate: '1000',
      pulseWidth: '350',
      pulseUnit: 'fs',
      beamQuality: '1.2',
      wavelength: '1030',
      spotDiameter: '20',
      scanSpeed: '500',
    });
    const ns = valuesFromSpecifications([{ key: 'pulseWidth', value: '< 20 ns @ 100 kHz' }]);
    expect([ns.pulseWidth, ns.pulseUnit]).toEqual(['20', 'ns']);
    const ps = valuesFromSpecifications([{ key: 'pulseWidth', value: '< 15 ps' }]);
    expect([ps.pulseWidth, ps.pulseUnit]).toEqual(['15', 'ps']);
  });

  it('leave empty what the table does not state, and give no results until it is typed', () => {
    const values = valuesFromSpecifications(fs20.slice(0, 2));
    expect(values.averagePower).toBe('');
    expect(resultsOf(values)).toBeNull();
    expect(resultsOf({ ...values, averagePower: '20', repetitionRate: '1000', beamQuality: '1,2' })).not.toBeNull();
  });

  it('compute from the typed units: 500 mm/s at 1000 kHz is 0.5 μm between pulses', () => {
    const results = resultsOf(valuesFromSpecifications(fs20))!;
    expect(results.pulseEnergy).toBeCloseTo(20e-6, 12);
    expect(results.pulseSpacing).toBeCloseTo(0.5e-6, 12);
    expect(results.overlap).toBeCloseTo(0.975, 10);
  });
});

describe('the result rows', () => {
  const fs20 = pulseResults({
    averagePower: 20,
    repetitionRate: 1e6,
    pulseWidth: 350e-15,
    beamQuality: 1.2,
    wavelength: 1030e-9,
    spotDiameter: 20e-6,
    scanSpeed: 1,
  })!;
  const value = (rows: ReturnType<typeof resultRows>, name: string) => rows.find((row) => row.name === name)?.value;

  it('read in the units an engineer uses, three significant digits', () => {
    const rows = resultRows(fs20, 'en', (gap) => `none (${gap} gap)`);
    expect(value(rows, 'pulseEnergy')).toBe('20 μJ');
    expect(value(rows, 'peakPower')).toBe('53.7 MW');
    expect(value(rows, 'peakFluence')).toBe('12.7 J/cm²');
    expect(value(rows, 'averageFluence')).toBe('6.37 J/cm²');
    expect(value(rows, 'peakIntensity')).toBe('3.42 × 10¹³ W/cm²');
    expect(value(rows, 'pulseSpacing')).toBe('1 μm');
    expect(value(rows, 'overlap')).toBe('95 %');
    expect(value(rows, 'pulsesPerSpot')).toBe('20');
    expect(value(rows, 'depthOfFocus')).toBe('508 μm');
    expect(rows.find((row) => row.name === 'peakFluence')?.formula).toBe('F₀ = 2E / (π w₀²), w₀ = d / 2');
  });

  it('say how far apart spots are that do not overlap: 100 μm pitch, 50 μm spots, 50 μm gap', () => {
    const apart = { ...fs20, pulseSpacing: 100e-6, overlap: -1 };
    expect(
      value(
        resultRows(apart, 'zh', (gap) => `无（间隔 ${gap}）`),
        'overlap',
      ),
    ).toBe('无（间隔 50 μm）');
  });
});
