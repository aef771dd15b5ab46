/**
 * The pulse calculator's physics, in SI units (W, Hz, s, m, m/s), pure so that it is tested by
 * hand-worked cases. Assumptions, stated on the page too: a Gaussian temporal pulse (peak power
 * 0.94 · E / τ with τ the FWHM duration, the factor the datasheets use), a Gaussian TEM00-like beam
 * focused to a 1/e² diameter d (waist w0 = d / 2) and a beam quality M² that widens its divergence.
 */

/** Peak power factor of a Gaussian pulse: 2·√(ln 2 / π) ≈ 0.939 (a sech² pulse would be 0.881). */
export const gaussianPulseFactor = 2 * Math.sqrt(Math.log(2) / Math.PI);

export interface PulseInputs {
  /** Average power, W. */
  averagePower: number;
  /** Repetition rate, Hz. */
  repetitionRate: number;
  /** Pulse duration (FWHM), s. */
  pulseWidth: number;
  /** Beam quality M² (≥ 1). */
  beamQuality: number;
  /** Wavelength, m. */
  wavelength: number;
  /** Focused spot diameter (1/e²), m. */
  spotDiameter: number;
  /** Scan speed, m/s. */
  scanSpeed: number;
}

export interface PulseResults {
  /** E = P / f, J. */
  pulseEnergy: number;
  /** P_peak ≈ 0.94 · E / τ, W. */
  peakPower: number;
  /** F0 = 2E / (π w0²), J/m²: the fluence at the centre of a Gaussian spot. */
  peakFluence: number;
  /** F_avg = E / (π w0²), J/m²: the energy spread evenly over the 1/e² circle. */
  averageFluence: number;
  /** I0 = 2 P_peak / (π w0²), W/m². */
  peakIntensity: number;
  /** Δx = v / f, m: distance between consecutive pulses on the part. */
  pulseSpacing: number;
  /** O = 1 − v / (f · d): negative when the spots do not touch. */
  overlap: number;
  /** N = d · f / v: pulses that land on one spot diameter. */
  pulsesPerSpot: number;
  /** 2 z_R = 2π w0² / (M² λ), m: depth of focus over which the spot stays within √2 of its size. */
  depthOfFocus: number;
}

/** The calculator's results for inputs that are all finite and positive (otherwise null). */
export function pulseResults(inputs: PulseInputs): PulseResults | null {
  const values = Object.values(inputs);
  if (!values.every((value) => Number.isFinite(value) && value > 0)) return null;
  const { averagePower, repetitionRate, pulseWidth, beamQuality, wavelength, spotDiameter, scanSpeed } = inputs;
  const waist = spotDiameter / 2;
  const area = Math.PI * waist ** 2;
  const pulseEnergy = averagePower / repetitionRate;
  const peakPower = (gaussianPulseFactor * pulseEnergy) / pulseWidth;
  const pulseSpacing = scanSpeed / repetitionRate;
  return {
    pulseEnergy,
    peakPower,
    peakFluence: (2 * pulseEnergy) / area,
    averageFluence: pulseEnergy / area,
    peakIntensity: (2 * peakPower) / area,
    pulseSpacing,
    overlap: 1 - pulseSpacing / spotDiameter,
    pulsesPerSpot: spotDiameter / pulseSpacing,
    depthOfFocus: (2 * area) / (Math.max(beamQuality, 1) * wavelength),
  };
}

/** Multipliers of the units a specification value may be written in. */
const units: Record<string, number> = {
  fs: 1e-15,
  ps: 1e-12,
  ns: 1e-9,
  μs: 1e-6,
  µs: 1e-6,
  us: 1e-6,
  W: 1,
  mW: 1e-3,
  kW: 1e3,
  Hz: 1,
  kHz: 1e3,
  MHz: 1e6,
  nm: 1e-9,
};

/**
 * The first quantity a specification value states, in SI units: "< 350 fs（350 fs – 10 ps 可调）"
 * gives 3.5e-13, "1 MHz（单脉冲 – 2 MHz 可调）" 1e6, "10 – 20 ps" 1e-11 (the range's lower end), "1030 ± 2 nm" 1.03e-6.
 * Null when the value starts with no number and a known unit.
 */
export function specQuantity(value: string | null | undefined): number | null {
  // Scanned from each number's first digit with an anchored pattern (sticky): an unanchored search
  // would retry the whole pattern at every digit of a long number (quadratic; src/__tests__/redos.test.ts).
  const text = value ?? '';
  const quantity =
    /(\d{1,12}(?:\.\d{1,12})?)(?:[ \t]{0,3}[–±-][ \t]{0,3}\d{1,12}(?:\.\d{1,12})?)?[ \t]{0,3}(fs|ps|ns|[μµu]s|mW|kW|W|kHz|MHz|Hz|nm)(?![A-Za-z])/y;
  for (let index = 0; index < text.length; index += 1) {
    if (!isDigit(text[index]) || (index > 0 && (isDigit(text[index - 1]) || text[index - 1] === '.'))) continue;
    quantity.lastIndex = index;
    const match = quantity.exec(text);
    const unit = match?.[2];
    if (match && unit) return Number(match[1]) * (units[unit] ?? Number.NaN);
  }
  return null;
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** The M² a beam quality value states ("M² < 1.2", "单模保偏光纤，M² < 1.1"); null without one. */
export function specBeamQuality(value: string | null | undefined): number | null {
  const text = value ?? '';
  const beamQuality = /M(?:²|\^?2)[ \t]{0,3}[<≤=]?[ \t]{0,3}(\d{1,6}(?:\.\d{1,6})?)/iy;
  for (let index = text.search(/m/i); index >= 0 && index < text.length; index += 1) {
    if (text[index] !== 'M' && text[index] !== 'm') continue;
    beamQuality.lastIndex = index;
    const match = beamQuality.exec(text);
    if (match) return Number(match[1]);
  }
  return null;
}
