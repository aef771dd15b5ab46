import { locales, type Locale } from './locales';
import type { Messages } from './messages';

/**
 * The message files (locales/<lng>/<namespace>.json) for code outside the pages: the contact
 * handler and the CMS previews (pages query theirs through gatsby-plugin-react-i18next). Read for
 * every locale of the table, so a language is added with its table entry and its files alone: the
 * bundlers (webpack for Functions, esbuild for /admin) include every file the template can name,
 * and a missing file fails the build that bundles it and the tests. Namespaces in the order the
 * site merges them.
 */
export const namespaces = [
  'common',
  'catalog',
  'about',
  'contact',
  'experts',
  'supports',
  'search',
  'statistics',
  'privacy',
  'datasheet',
] as const;
export type Namespace = (typeof namespaces)[number];

function messageFile(locale: Locale, namespace: Namespace): Messages {
  // A template literal both bundlers resolve at build time to the files it can match.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`../../locales/${locale}/${namespace}.json`) as Messages;
}

export const catalogs = Object.fromEntries(
  locales.map((locale) => [
    locale,
    Object.fromEntries(namespaces.map((namespace) => [namespace, messageFile(locale, namespace)])),
  ]),
) as Record<Locale, Record<Namespace, Messages>>;

/** Every namespace of a locale merged into one table, as the site merges them. */
export function mergedMessages(locale: Locale): Messages {
  return Object.assign({}, ...namespaces.map((namespace) => catalogs[locale][namespace])) as Messages;
}
