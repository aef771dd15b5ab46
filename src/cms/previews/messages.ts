import type { Locale } from '../../i18n/locales';
import zhAbout from '../../../locales/zh/about.json';
import zhCatalog from '../../../locales/zh/catalog.json';
import zhCommon from '../../../locales/zh/common.json';
import zhContact from '../../../locales/zh/contact.json';
import zhExperts from '../../../locales/zh/experts.json';
import zhSupports from '../../../locales/zh/supports.json';
import enAbout from '../../../locales/en/about.json';
import enCatalog from '../../../locales/en/catalog.json';
import enCommon from '../../../locales/en/common.json';
import enContact from '../../../locales/en/contact.json';
import enExperts from '../../../locales/en/experts.json';
import enSupports from '../../../locales/en/supports.json';

/** The site's UI strings per locale, every namespace file merged as the site merges them. */
export const messages: Record<Locale, Record<string, string>> = {
  zh: { ...zhCommon, ...zhCatalog, ...zhAbout, ...zhContact, ...zhExperts, ...zhSupports },
  en: { ...enCommon, ...enCatalog, ...enAbout, ...enContact, ...enExperts, ...enSupports },
};
