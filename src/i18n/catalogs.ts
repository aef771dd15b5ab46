import type { Locale } from './locales';
import type { Messages } from './messages';
import zhAbout from '../../locales/zh/about.json';
import zhCatalog from '../../locales/zh/catalog.json';
import zhCommon from '../../locales/zh/common.json';
import zhContact from '../../locales/zh/contact.json';
import zhExperts from '../../locales/zh/experts.json';
import zhSupports from '../../locales/zh/supports.json';
import zhSearch from '../../locales/zh/search.json';
import zhStatistics from '../../locales/zh/statistics.json';
import zhPrivacy from '../../locales/zh/privacy.json';
import zhDatasheet from '../../locales/zh/datasheet.json';
import enAbout from '../../locales/en/about.json';
import enCatalog from '../../locales/en/catalog.json';
import enCommon from '../../locales/en/common.json';
import enContact from '../../locales/en/contact.json';
import enExperts from '../../locales/en/experts.json';
import enSupports from '../../locales/en/supports.json';
import enSearch from '../../locales/en/search.json';
import enStatistics from '../../locales/en/statistics.json';
import enPrivacy from '../../locales/en/privacy.json';
import enDatasheet from '../../locales/en/datasheet.json';

/**
 * The message files (locales/<lng>/<namespace>.json) for code outside the pages: the contact
 * handler and the CMS previews (pages query theirs through gatsby-plugin-react-i18next). The only
 * per-locale list besides the locale table: typed by `Locale`, so a new locale fails the type check
 * until its files are listed here. Namespaces in the order the site merges them.
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

export const catalogs: Record<Locale, Record<Namespace, Messages>> = {
  zh: {
    common: zhCommon,
    catalog: zhCatalog,
    about: zhAbout,
    contact: zhContact,
    experts: zhExperts,
    supports: zhSupports,
    search: zhSearch,
    statistics: zhStatistics,
    privacy: zhPrivacy,
    datasheet: zhDatasheet,
  },
  en: {
    common: enCommon,
    catalog: enCatalog,
    about: enAbout,
    contact: enContact,
    experts: enExperts,
    supports: enSupports,
    search: enSearch,
    statistics: enStatistics,
    privacy: enPrivacy,
    datasheet: enDatasheet,
  },
};

/** Every namespace of a locale merged into one table, as the site merges them. */
export function mergedMessages(locale: Locale): Messages {
  return Object.assign({}, ...namespaces.map((namespace) => catalogs[locale][namespace])) as Messages;
}
