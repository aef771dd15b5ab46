// The About collections' option sets (src/model/options.ts): jobs, honours, locations.
import { optionSet } from './option-set';

export const employmentTypes = optionSet('about.join.type', ['full-time', 'intern']);
// The About collections (about.ts) name no prefix, so theirs is the default `<collection>.<field>`.
export const honorKinds = optionSet('honors.kind', ['honor', 'certification']);
export const locationKinds = optionSet('locations.kind', ['headquarters', 'factory', 'office', 'service']);
