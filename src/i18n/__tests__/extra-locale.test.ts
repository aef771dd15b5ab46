/**
 * Adding a language is the locale table plus its message files: with a third, fake locale (de)
 * in the table and message files for it, the route table, the server's contact messages, the
 * CMS previews' messages and the CMS configuration all pick it up without another change. So do
 * the per-language rules and fields, each read from the table: statistics consent, the e-mail
 * address required, a document's language, place names, the number shown first, per-language
 * fields (spec wording, video titles and captions), and the consent banner's messages. Each rule is asked with de's entry
 * set both ways, so a rule written again for 'en' (or against 'zh') fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as LocalesModule from '../locales';
import type * as CatalogsModule from '../catalogs';
import type * as RoutesModule from '../../routes';
import type * as ContactMessagesModule from '../../server/contact/messages';
import type * as PreviewMessagesModule from '../../cms/previews/messages';
import type * as CmsConfigModule from '../../cms/config';
import type * as PagesModule from '../../node/pages';
import type * as DecideModule from '../../components/statistics/decide';
import type * as SchemaModule from '../../contact/schema';
import type * as RegionModule from '../../server/contact/region';
import type * as RenderModule from '../../documents/render';
import type * as ModelModule from '../../model';
import type * as LocalizeModule from '../../model/localize';
import type * as GraphqlSchemaModule from '../../node/schema';
import type * as RunModule from '../../components/statistics/run';
import type * as TestingLibrary from '@testing-library/react';
import type * as ReactModule from 'react';
import type * as DialOrderModule from '../../components/contact-link/dial-order';

type Modules = {
  routes: typeof RoutesModule;
  contact: typeof ContactMessagesModule;
  previews: typeof PreviewMessagesModule;
  cms: typeof CmsConfigModule;
  pages: typeof PagesModule;
  decide: typeof DecideModule;
  schema: typeof SchemaModule;
  region: typeof RegionModule;
  table: typeof LocalesModule;
  render: typeof RenderModule;
  model: typeof ModelModule;
  localize: typeof LocalizeModule;
  graphqlSchema: typeof GraphqlSchemaModule;
  run: typeof RunModule;
  testing: typeof TestingLibrary;
  react: typeof ReactModule;
  dialOrder: typeof DialOrderModule;
};

/** The consent banner's German messages: a language's statistics.json, which does not exist for de. */
const mockGermanBanner = {
  'statistics.consent.title': 'Besucherstatistik',
  'statistics.consent.text': 'Dürfen wir Besuche mit {{provider}} zählen? Es setzt Cookies.',
  'statistics.consent.privacy': 'Datenschutzhinweis',
  'statistics.consent.accept': 'Zustimmen',
  'statistics.consent.decline': 'Ablehnen',
  'statistics.provider.baidu': 'Baidu Tongji',
};

/**
 * The fake message files of de (locales/de/<namespace>.json, which do not exist): every namespace
 * of English, with German contact texts and the consent banner's German messages.
 */
function fakeMessageFiles(): Record<string, Record<string, string>> {
  const english = (namespace: string) =>
    JSON.parse(
      fs.readFileSync(path.join(__dirname, '..', '..', '..', 'locales', 'en', `${namespace}.json`), 'utf8'),
    ) as Record<string, string>;
  const { namespaces } = jest.requireActual<typeof CatalogsModule>('../catalogs');
  const files = Object.fromEntries(namespaces.map((namespace) => [namespace, english(namespace)]));
  return {
    ...files,
    contact: {
      ...files.contact,
      'contact.title': 'Schreiben Sie uns',
      'contact.error.rateLimited': 'Bitte {{seconds}} s warten',
    },
    common: { ...files.common, 'nav.products': 'Produkte' },
    statistics: mockGermanBanner,
  };
}

/** The site's modules loaded afresh against a locale table with de added (the real one stays untouched). */
function withGerman(): Modules {
  let modules!: Modules;
  const files = fakeMessageFiles();
  jest.isolateModules(() => {
    const table = require('../locales') as typeof LocalesModule;
    (table.locales as unknown as string[]).push('de');
    (table.localeInfo as Record<string, LocalesModule.LocaleInfo>).de = {
      code: 'de' as LocalesModule.Locale,
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
    // The catalogs read locales/de/*.json for the new table entry: each file stood in for here.
    for (const [namespace, messages] of Object.entries(files)) {
      jest.doMock(`../../../locales/de/${namespace}.json`, () => messages, { virtual: true });
    }
    modules = {
      routes: require('../../routes') as typeof RoutesModule,
      contact: require('../../server/contact/messages') as typeof ContactMessagesModule,
      previews: require('../../cms/previews/messages') as typeof PreviewMessagesModule,
      cms: require('../../cms/config') as typeof CmsConfigModule,
      pages: require('../../node/pages') as typeof PagesModule,
      decide: require('../../components/statistics/decide') as typeof DecideModule,
      schema: require('../../contact/schema') as typeof SchemaModule,
      region: require('../../server/contact/region') as typeof RegionModule,
      table,
      render: require('../../documents/render') as typeof RenderModule,
      model: require('../../model') as typeof ModelModule,
      localize: require('../../model/localize') as typeof LocalizeModule,
      graphqlSchema: require('../../node/schema') as typeof GraphqlSchemaModule,
      run: require('../../components/statistics/run') as typeof RunModule,
      // The same React as run.tsx renders the banner with.
      testing: require('@testing-library/react') as typeof TestingLibrary,
      react: require('react') as typeof ReactModule,
      dialOrder: require('../../components/contact-link/dial-order') as typeof DialOrderModule,
    };
  });
  return modules;
}

const de = 'de' as LocalesModule.Locale;

// What the banner loads for a German page: locales/de/statistics.json, stood in for here.
jest.mock('../../../locales/de/statistics.json', () => mockGermanBanner, { virtual: true });

describe('an extra locale (de) from the locale table and its message files', () => {
  const german = withGerman();
  const { routes, contact, previews, cms, pages, decide, schema, region, table, render, model, localize } = german;
  const { graphqlSchema, run, testing, react, dialOrder } = german;

  it('gets every route under its prefix, and back', () => {
    expect(routes.localePath('index', de)).toBe('/de/');
    expect(routes.localePath('news', de)).toBe('/de/news/');
    expect(routes.localePath('news-detail-id', de, { id: 'a b' })).toBe('/de/news/detail/a%20b/');
    expect(routes.matchPath('/de/products/detail/yc/')).toEqual({
      base: 'products-detail-id',
      locale: 'de',
      name: 'products-detail-id___de',
      params: { id: 'yc' },
    });
    expect(routes.parseRouteName('privacy___de')).toEqual({ base: 'privacy', locale: 'de' });
    expect(routes.switchLocalePath('/en/experts/zhou-hang/', de)).toBe('/de/experts/zhou-hang/');
    expect(routes.switchLocalePath('/de/about/', 'zh')).toBe('/about/');
    expect(routes.optionalIdRedirects()).toContainEqual({ fromPath: '/de/news/detail/', toPath: '/de/news/' });
  });

  it('gets every page built, detail pages from the entries of the default locale', async () => {
    const created: { path: string; matchPath?: string; context: Record<string, unknown> }[] = [];
    const graphql = jest.fn((query: string) =>
      Promise.resolve({
        data: { entries: { nodes: query.includes('allNews') ? [{ slug: 'b' }, { slug: 'a' }] : [] } },
      }),
    );
    const actions = { createPage: (page: (typeof created)[number]) => created.push(page), createRedirect: jest.fn() };
    await (pages.createPages as (args: unknown) => Promise<void>)({ actions, graphql, reporter: {} });
    const paths = created.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/de/', '/de/privacy/', '/de/news/detail/b/', '/de/404/']));
    expect(created.find((page) => page.path === '/de/news/detail/a/')?.context).toMatchObject({
      locale: 'de',
      routeName: 'news-detail-id___de',
      previousId: 'b',
      nextId: '',
    });
    expect(created.find((page) => page.path === '/de/404/')?.matchPath).toBe('/de/*');
    expect(graphql.mock.calls.map(([query]) => query)).toContain(
      '{ entries: allNews(filter: { locale: { eq: "zh" } }, sort: [{ date: DESC }, { slug: ASC }]) { nodes { slug } } }',
    );
  });

  it('answers contact requests in it', () => {
    expect(contact.requestLocale(undefined, 'de-DE,de;q=0.9')).toBe('de');
    expect(contact.requestLocale('de', undefined)).toBe('de');
    expect(contact.contactText(de, 'contact.error.rateLimited', { seconds: 3 })).toBe('Bitte 3 s warten');
    // A browser that reads none of the site's languages gets English, as on the home page.
    expect(contact.requestLocale(undefined, 'fr')).toBe('en');
  });

  it('gives the CMS previews its messages, every namespace merged', () => {
    expect(previews.messages[de]).toMatchObject({ 'contact.title': 'Schreiben Sie uns', 'nav.products': 'Produkte' });
  });

  it('lets editors write it in the CMS', () => {
    const config = cms.cmsConfig();
    expect(config.i18n).toEqual({ structure: 'single_file', locales: ['zh', 'en', 'de'], default_locale: 'zh' });
  });

  /** de's entry of the table with `changes` for the length of `check`. */
  async function withEntry(changes: Partial<LocalesModule.LocaleInfo>, check: () => unknown) {
    const entry = table.localeInfo[de];
    const before = { ...entry };
    Object.assign(entry, changes);
    try {
      await check();
    } finally {
      Object.assign(entry, before);
    }
  }

  it('asks statistics consent as its table entry says (statisticsConsent)', async () => {
    const baidu = { provider: 'baidu', siteId: '0123456789abcdef0123456789abcdef' } as const;
    await withEntry({ statisticsConsent: true }, () =>
      expect(decide.decideStatistics(baidu, de, {}, null)).toBe('ask'),
    );
    await withEntry({ statisticsConsent: false }, () =>
      expect(decide.decideStatistics(baidu, de, {}, null)).toBe('load'),
    );
    expect(decide.decideStatistics(baidu, 'zh', {}, null)).toBe('load');
  });

  it('requires an e-mail address as its table entry says (emailRequired)', async () => {
    const values = {
      name: 'Jonas Weber',
      telephone: '+49 30 1234567',
      country: 'DE',
      message: 'Angebot für YC-FS20-IR, bitte.',
      consent: true,
    };
    const validate = () => schema.contactSchema.validate(values, { context: { locale: 'de' } });
    await withEntry({ emailRequired: true }, () => expect(validate()).rejects.toThrow('contact.error.email.required'));
    await withEntry({ emailRequired: false }, () => expect(validate()).resolves.toBeTruthy());
  });

  it('asks for a country or region as its table entry says (country)', async () => {
    const values = {
      name: 'Jonas Weber',
      telephone: '+49 30 1234567',
      email: 'jonas.weber@example.de',
      country: '',
      message: 'Angebot für YC-FS20-IR, bitte.',
      consent: true,
    };
    const validate = () => schema.contactSchema.validate(values, { context: { locale: 'de' } });
    await withEntry({ country: { required: true, preset: '' } }, async () => {
      await expect(validate()).rejects.toThrow('contact.error.country.required');
      expect(schema.contactFormStart(de).country).toBe('');
    });
    await withEntry({ country: { required: false, preset: 'DE' } }, async () => {
      await expect(validate()).resolves.toBeTruthy();
      expect(schema.contactFormStart(de).country).toBe('DE');
    });
  });

  it('writes place names as its table entry says (placeNames)', async () => {
    const nanjing = { country: 'CN', province: 'CN-JS', city: '南京' } as never;
    await withEntry({ placeNames: 'latin' }, () =>
      expect(region.regionLabel(nanjing, de)).toBe('Nanjing, Jiangsu, China'),
    );
    await withEntry({ placeNames: 'chinese' }, () =>
      expect(region.regionLabel(nanjing, de)).toBe(region.regionLabel(nanjing, 'zh')),
    );
  });

  it('leads with the number its visitors can dial (hotlineFirst)', async () => {
    const numbers = { phone: '+86 512 6288 0000', hotline: '400-820-0000' };
    const first = () => dialOrder.dialOrder(de, numbers)[0]!.kind;
    await withEntry({ hotlineFirst: false }, () => expect(first()).toBe('phone'));
    await withEntry({ hotlineFirst: true }, () => expect(first()).toBe('hotline'));
  });

  it('prints its documents (datasheets, manuals) in its language (bcp47)', async () => {
    const page = () =>
      render.renderDocument(react.createElement('p', null, 'Datenblatt'), {
        locale: de,
        messages: {},
        title: 'D',
        styles: '',
      });
    expect(page()).toMatch(/^<!doctype html><html lang="de-DE">/);
    await withEntry({ bcp47: 'de-AT' }, () => expect(page()).toMatch(/^<!doctype html><html lang="de-AT">/));
  });

  it('gets its part of every per-language field: spec wording, video title and captions', () => {
    const products = model.collectionNamed('products');
    const entry = {
      zh: {
        slug: 'yc-de',
        specifications: [
          { key: 'cooling', value: '水冷', valueIn: { en: 'Water cooling', de: 'Wasserkühlung' } },
          { key: 'polarization', value: '线偏振', valueIn: { en: 'Linear' } },
        ],
        video: {
          title: '飞秒脉冲',
          titleIn: { en: 'Femtosecond pulses', de: 'Femtosekundenpulse' },
          poster: '/uploads/p.jpg',
          duration: 12,
          mp4: '/uploads/p.mp4',
          captions: { zh: '/uploads/zh.vtt', de: '/uploads/de.vtt' },
        },
      },
    };
    const german = localize.localizeEntry(products, entry, de);
    expect(german.fields.specifications).toEqual([
      { key: 'cooling', value: 'Wasserkühlung' },
      { key: 'polarization', value: '线偏振' },
    ]);
    expect(german.fallbacks).toContain('de.specifications[1].value');
    expect(german.fields.video).toMatchObject({ title: 'Femtosekundenpulse' });
    // The CMS: a German box beside the English one, named in the editor's language.
    const config = cms.cmsConfig({ uiLocale: 'zh_Hans' });
    const fields = config.collections.find((collection) => collection.name === 'products')!.fields!;
    const partsOf = (group: unknown) => (group as { fields: { name: string; label: string }[] }).fields;
    const specifications = partsOf(fields.find((field) => field.name === 'specifications'));
    expect(partsOf(specifications.find((field) => field.name === 'valueIn'))).toMatchObject([
      { name: 'en', label: '英文数值' },
      { name: 'de', label: '德文数值' },
    ]);
    const video = partsOf(fields.find((field) => field.name === 'video'));
    expect(partsOf(video.find((field) => field.name === 'captions')).map((part) => part.label)).toEqual([
      '中文字幕文件',
      '英文字幕文件',
      '德文字幕文件',
    ]);
    // The content rules check its wording too.
    const rules = products.rules!({ specifications: [{ key: 'pulseWidth', value: '1 ps', valueIn: { de: '1ps' } }] });
    expect(rules.map((problem) => problem.rule)).toContainEqual(expect.stringContaining('[0].valueIn.de (pulseWidth)'));
    // Pages get its captions, in the table's order.
    const types = new Map<string, Record<string, { resolve?: (source: object) => unknown }>>();
    (graphqlSchema.createSchemaCustomization as unknown as (args: object) => void)({
      actions: { createTypes: () => undefined },
      schema: {
        buildObjectType: (type: { name: string; fields: Record<string, never> }) => types.set(type.name, type.fields),
      },
    });
    expect(types.get('Video')!.captions!.resolve!({ captions: entry.zh.video.captions })).toEqual([
      { locale: 'zh', value: '/uploads/zh.vtt' },
      { locale: 'de', value: '/uploads/de.vtt' },
    ]);
  });

  it('shows its visitors the consent banner in its language (statistics run.tsx)', async () => {
    window.history.replaceState(null, '', '/de/produkte/');
    const { screen } = testing;
    try {
      run.createStatistics().start({ provider: 'baidu', siteId: '0123456789abcdef0123456789abcdef' });
      const banner = await screen.findByRole('region', { name: 'Besucherstatistik' });
      expect(banner).toHaveAttribute('lang', 'de');
      expect(screen.getByRole('button', { name: 'Zustimmen' })).toBeInTheDocument();
    } finally {
      document.body.innerHTML = '';
      window.history.replaceState(null, '', '/');
    }
  });

  it('leaves the real locale table alone', () => {
    expect((require('../locales') as typeof LocalesModule).locales).toEqual(['zh', 'en']);
  });
});
