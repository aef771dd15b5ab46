// The products' option sets (src/model/options.ts). One module per collection, so a page ships only the sets it shows.
import { optionSet } from './option-set';

export const productStates = optionSet('products.state', ['active', 'inactive']);
export const productSeries = optionSet('products.series', ['femtosecond', 'picosecond', 'nanosecond', 'component']);
export const pulseRegimes = optionSet('products.regime', ['femtosecond', 'picosecond', 'nanosecond']);
export const wavelengthBands = optionSet('products.band', ['infrared', 'green', 'ultraviolet']);
/**
 * Parameters of the specification table, in their canonical order: every table, card, comparison
 * and datasheet lists a product's rows in this order, whatever order the entry stores them in.
 */
export const specKeys = optionSet('spec', [
  'wavelength',
  'pulseWidth',
  'averagePower',
  'pulseEnergy',
  'repetitionRate',
  'peakPower',
  'beamQuality',
  'beamDiameter',
  'beamDivergence',
  'polarization',
  'powerStability',
  'pulseStability',
  'pointingStability',
  'burst',
  'triggering',
  'cooling',
  'dimensions',
  'controllerDimensions',
  'weight',
  'power',
  'laserClass',
]);
