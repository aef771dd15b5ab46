import fs from 'node:fs';
import path from 'node:path';
import React, { type ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { load } from 'js-yaml';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useStaticQuery } from 'gatsby';
import { type Locale, locales } from '../src/i18n/locales';
import { collectionNamed } from '../src/model';
import { localizeEntry } from '../src/model/localize';

/** Every namespace file of a locale, merged, as the site merges them. */
const messages = (locale: Locale): Record<string, string> => {
  const dir = path.join(__dirname, '..', 'locales', locale);
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>),
  );
};

const settings = (locale: Locale) => {
  const file = fs.readFileSync(path.join(__dirname, '..', 'content', 'settings', 'site.yml'), 'utf8');
  // The fixture reads the real settings through the same rules as the build (fallbacks, Markdown).
  const data = load(file) as Record<string, Record<string, unknown>>;
  return { ...localizeEntry(collectionNamed('settings'), data, locale).fields, locale };
};

type Settings = Record<string, unknown>;

/**
 * Renders a component as the site would: i18next with the real messages, settings queried
 * (content/settings/site.yml, or what `patchSettings` makes of it).
 */
export function renderInLocale(
  ui: ReactElement,
  locale: Locale = 'zh',
  patchSettings: (settings: Settings) => Settings = (settings) => settings,
) {
  return render(withSiteI18n(ui, locale, patchSettings));
}

/**
 * `ui` inside i18next with the real messages of `locale`, the settings query answered as in
 * renderInLocale: for tests that render on the server and hydrate themselves.
 */
export function withSiteI18n(
  ui: ReactElement,
  locale: Locale = 'zh',
  patchSettings: (settings: Settings) => Settings = (settings) => settings,
): ReactElement {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { translation: messages(locale) } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  (useStaticQuery as jest.Mock).mockReturnValue({
    allSiteSettings: { nodes: [patchSettings(settings('zh')), patchSettings(settings('en'))] },
    // The contact form's product suggestions and privacy version (contact-form-slot.tsx), every locale's.
    contactProducts: {
      nodes: locales.flatMap((code) => ['YC-FS20-IR', 'YC-PS50-UV'].map((model) => ({ locale: code, model }))),
    },
    privacyNotices: { nodes: locales.map((code) => ({ locale: code, version: '2026-11' })) },
    // Where free samples go (contact-form-slot.tsx): the returns entry's sample location and packing.
    returnsPages: {
      nodes: locales.map((code) => ({
        locale: code,
        samplePacking: ['Bag each material separately'],
        sampleLocation: { address: 'Building B, 77 Guanggu Avenue, Wuhan', phone: '+86 27 8765 4300' },
      })),
    },
  });
  return <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>;
}
