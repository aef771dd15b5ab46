// The downloads' option sets (src/model/options.ts).
import { optionSet } from './option-set';

export const downloadCategories = optionSet('downloads.category', [
  'datasheet',
  'drawing',
  'manual',
  'brochure',
  'certificate',
  'software',
]);
/** Documents the build makes from the content (scripts/datasheets.ts), instead of an uploaded file. */
export const generatedDocuments = optionSet('downloads.document', ['manual', 'catalog', 'declaration', 'commands']);
