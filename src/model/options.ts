/**
 * The closed value sets of the content model, each with the prefix of its UI messages: option
 * `x` of a set is labelled by the message `<messages>.x` of locales/<locale>/*.json. The model's
 * select fields, the site's views and the CMS (its select labels) all read them from here, so a
 * value and its label are declared once. This module is tiny on purpose: pages import it.
 */
export interface OptionSet<V extends string = string> {
  options: readonly V[];
  /** Message key prefix of the options' labels. */
  messages: string;
}

const optionSet = <V extends string>(messages: string, options: readonly V[]): OptionSet<V> => ({ messages, options });

/** The message key that labels `value` of an option set. */
export const optionKey = (set: Pick<OptionSet, 'messages'>, value: string): string => `${set.messages}.${value}`;

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
export const newsCategories = optionSet('news.category', ['company', 'industry']);
export const industries = optionSet('solutions.industry', [
  'display',
  'semiconductor',
  'pcb',
  'photovoltaic',
  'battery',
  'medical',
]);
export const downloadCategories = optionSet('downloads.category', [
  'datasheet',
  'manual',
  'brochure',
  'certificate',
  'software',
]);
/** Documents the build makes from the content (scripts/datasheets.ts), instead of an uploaded file. */
export const generatedDocuments = optionSet('downloads.document', ['manual', 'catalog', 'declaration']);
export const trainingFormats = optionSet('supports.training.format', ['onsite', 'online', 'factory']);
export const employmentTypes = optionSet('about.join.type', ['full-time', 'intern']);
// The About collections (about.ts) name no prefix, so theirs is the default `<collection>.<field>`.
export const honorKinds = optionSet('honors.kind', ['honor', 'certification']);
export const locationKinds = optionSet('locations.kind', ['headquarters', 'factory', 'office', 'service']);

/** The message prefix of a select field of `collection`: its own, or `<collection>.<field>`. */
export const selectMessages = (field: { name: string; messages?: string }, collection: string): string =>
  field.messages ?? `${collection}.${field.name}`;
