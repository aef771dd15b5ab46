// The events' option sets (src/model/options.ts).
import { optionSet } from './option-set';

/** A trade show (a booth in a hall, whole days) or a webinar (online, at a time of day). */
export const eventKinds = optionSet('events.kind', ['fair', 'webinar']);
