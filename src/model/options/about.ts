// The About collections' option sets (src/model/options.ts): jobs, honours, locations.
import { optionSet } from './option-set';

export const employmentTypes = optionSet('about.join.type', ['full-time', 'intern']);
// The About collections (about.ts) name no prefix, so theirs is the default `<collection>.<field>`.
export const honorKinds = optionSet('honors.kind', ['honor', 'certification']);
/** Our own sites first; a distributor is a partner company that sells and services where we have none. */
export const locationKinds = optionSet('locations.kind', [
  'headquarters',
  'factory',
  'office',
  'service',
  'distributor',
]);
/** The working week of a location's opening hours, as the country keeps it. */
export const openingDays = optionSet('locations.days', ['mon-fri', 'mon-sat', 'sun-thu']);
