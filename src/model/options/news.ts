// The news' option sets (src/model/options.ts).
import { optionSet } from './option-set';

export const newsCategories = optionSet('news.category', ['company', 'industry']);
