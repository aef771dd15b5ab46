// The remote-control interfaces' option sets (src/model/options.ts). Their labels are document
// strings (locales/*/datasheet.json), so the command set's PDF prints the same words /admin shows.
import { optionSet } from './option-set';

/** What a command's parameter is: a whole number, a decimal, or one of a few words (OPEN, CLOSE). */
export const parameterTypes = optionSet('document.parameterType', ['integer', 'decimal', 'choice']);

/**
 * The units a parameter may be given in: a closed list, so a set-point reads the same in every
 * series and the build can compare it with the product data (W with W, kHz with MHz).
 */
export const commandUnits = optionSet('document.unit', [
  'W',
  'mW',
  'percent',
  'Hz',
  'kHz',
  'MHz',
  'pulses',
  'ns',
  'us',
  'ms',
  's',
  'celsius',
]);

/**
 * The symbol a document prints after a figure in each unit (the option labels name the unit for
 * editors: W（瓦）); a count of pulses is a word of the page's language (document.pulses).
 */
export const unitSymbols: Record<string, string> = {
  W: 'W',
  mW: 'mW',
  percent: '%',
  Hz: 'Hz',
  kHz: 'kHz',
  MHz: 'MHz',
  ns: 'ns',
  us: 'μs',
  ms: 'ms',
  s: 's',
  celsius: '°C',
};

/** How a line ends on the wire. */
export const lineEndings = optionSet('document.lineEnding', ['cr', 'lf', 'crlf']);

/** The RS-232 framing: data bits, parity, stop bits. */
export const serialFramings = optionSet('document.framing', ['8N1', '8E1', '7E1']);

/**
 * The product figure a parameter sets, if any: its range may not go past what the series' models
 * state for it (a power set-point above the most powerful model's average power).
 */
export const parameterLimits = optionSet('document.limit', ['averagePower', 'repetitionRate', 'burst']);
