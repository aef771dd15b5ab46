import type { Locale, LocaleInfo } from '../locales';

/**
 * The locale-table entry of the pseudo-locale `de` that the tests add: to a fresh load of the table
 * (extra-locale.test.ts) and, written as source, to a copy of the project that is then built
 * (e2e/add-locale.ts, e2e/third-locale.test.ts). One entry, so that both prove the same language.
 */
export const pseudoLocaleInfo: LocaleInfo = {
  code: 'de' as Locale,
  iso: 'de',
  bcp47: 'de-DE',
  intl: 'de-DE',
  dir: 'ltr',
  prefix: '/de',
  nativeName: 'Deutsch',
  languageName: { zh: '德文', en: 'German' },
  shortName: 'DE',
  ogLocale: 'de_DE',
  editorUi: 'de',
  statisticsConsent: true,
  emailRequired: true,
  country: { required: true, preset: '' },
  placeNames: 'latin',
  hotlineFirst: false,
};
