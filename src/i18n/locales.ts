/** The site's locales: zh is the default (no URL prefix), en lives under /en. */
export const locales = ['zh', 'en'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'zh';
export const fallbackLocale: Locale = 'zh';
/**
 * The language of last resort: `/` sends a browser that names none of the site's languages to it,
 * and notices to staff (the contact mail) are written in it unless CONTACT_NOTIFY_LOCALE says otherwise.
 */
export const internationalLocale: Locale = 'en';

export interface LocaleInfo {
  code: Locale;
  /** Value of `<html lang>` and of hreflang alternates. */
  iso: string;
  /** BCP 47 tag of the HTTP `Content-Language` header. */
  bcp47: string;
  /** Locale of `Intl` formats (numbers, dates). */
  intl: string;
  dir: 'ltr' | 'rtl';
  /** URL prefix without trailing slash; empty for the default locale. */
  prefix: string;
  /** The locale's own name, shown in the language switcher. */
  nativeName: string;
  /**
   * The language's name in the editor's languages (the CMS's Chinese and English interface): it
   * names the parts of a per-language field, e.g. 英文数值 / Value in English.
   */
  languageName: { zh: string; en: string };
  /** Short label of the switcher. */
  shortName: string;
  /** Open Graph locale. */
  ogLocale: string;
  /**
   * The name of the CMS editor's interface language (decap-cms-locales). Not called after the CMS:
   * this table ships with every public page, which must not mention it (e2e/cms-isolation.test.ts).
   */
  editorUi: string;
  /**
   * Ask before loading a statistics service that sets cookies (visitors of this language may be
   * in the EU, where consent comes first). Without it, the privacy notice names the service.
   */
  statisticsConsent: boolean;
  /** The contact form asks for an e-mail address as well as the telephone (abroad, mail is how people reply). */
  emailRequired: boolean;
  /**
   * The contact form's country or region (ISO 3166-1 alpha-2): whether a sender must choose one
   * (abroad, sales cannot tell where a buyer is from the phone number alone), and the one chosen
   * when the form opens ('' for none: the sender picks).
   */
  country: { required: boolean; preset: string };
  /**
   * How a sender's region is written: with Chinese place names, largest first (中国 江苏 南京),
   * or with Latin names, smallest first (Nanjing, Jiangsu, China).
   */
  placeNames: 'chinese' | 'latin';
  /**
   * Visitors of this language mostly call from within China: the 400 service hotline (which cannot
   * be dialled from abroad) is shown before the +86 landline, and printed on the generated documents.
   */
  hotlineFirst: boolean;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  zh: {
    code: 'zh',
    iso: 'zh-cn',
    bcp47: 'zh-CN',
    intl: 'zh-CN',
    dir: 'ltr',
    prefix: '',
    nativeName: '中文',
    languageName: { zh: '中文', en: 'Chinese' },
    shortName: '中',
    ogLocale: 'zh_CN',
    editorUi: 'zh_Hans',
    statisticsConsent: false,
    emailRequired: false,
    country: { required: false, preset: 'CN' },
    placeNames: 'chinese',
    hotlineFirst: true,
  },
  en: {
    code: 'en',
    iso: 'en',
    bcp47: 'en',
    intl: 'en-US',
    dir: 'ltr',
    prefix: '/en',
    nativeName: 'English',
    languageName: { zh: '英文', en: 'English' },
    shortName: 'EN',
    ogLocale: 'en_US',
    editorUi: 'en',
    statisticsConsent: true,
    emailRequired: true,
    country: { required: true, preset: '' },
    placeNames: 'latin',
    hotlineFirst: false,
  },
};

/** True when `value` names one of the site's locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locale a pathname belongs to, judged by its prefix alone. */
export function localeOfPath(pathname: string): Locale {
  for (const code of locales) {
    const { prefix } = localeInfo[code];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return code;
  }
  return defaultLocale;
}
