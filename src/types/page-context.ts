import type { Locale } from '../i18n/locales';

/** What every page knows about itself; content is queried, never carried in context. */
export interface PageContext {
  locale: Locale;
  /** The variable gatsby-plugin-react-i18next's page queries filter messages by. */
  language: Locale;
  routeName: string;
  /** Entry id (slug) of a detail page. */
  id?: string;
  /** News detail: the newer and the older story ('' when there is none). */
  previousId?: string;
  nextId?: string;
  /** News list: the build's day in China (YYYY-MM-DD), which folds the events that have ended. */
  today?: string;
  params: Record<string, string>;
  /** Read by gatsby-plugin-react-i18next's wrapPageElement. */
  i18n: {
    language: Locale;
    languages: Locale[];
    defaultLanguage: Locale;
    generateDefaultLanguagePage: boolean;
    routed: boolean;
    originalPath: string;
    /** The page's own path. */
    path: string;
  };
}
