import type { Locale } from './locales';
import type { Messages } from './messages';

/**
 * The documents' strings of `locale` (locales/<lng>/datasheet.json) alone, for code that the
 * documents' program imports (the service facts' units): reading them through `catalogs` would put
 * every namespace of every language in that program's import graph, so a page's button text would
 * print every document again (scripts/lib/documents-code.ts hashes the graph).
 */
export function datasheetMessages(locale: Locale): Messages {
  // A template literal the bundlers resolve at build time to the files it can match.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`../../locales/${locale}/datasheet.json`) as Messages;
}
