// The trainings' option sets (src/model/options.ts).
import { optionSet } from './option-set';

export const trainingFormats = optionSet('supports.training.format', ['onsite', 'online', 'factory']);
