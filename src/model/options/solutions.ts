// The solutions' option sets (src/model/options.ts); the product finder's applications too.
import { optionSet } from './option-set';

export const industries = optionSet('solutions.industry', [
  'display',
  'semiconductor',
  'pcb',
  'photovoltaic',
  'battery',
  'medical',
]);
