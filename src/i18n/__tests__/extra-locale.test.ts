/**
 * Adding a language is the locale table plus its message files: with a third, fake locale (de)
 * in the table and message files for it, the route table, the server's contact messages, the
 * CMS previews' messages and the CMS configuration all pick it up without another change.
 */
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

type Modules = {
  routes: typeof RoutesModule;
  contact: typeof ContactMessagesModule;
  previews: typeof PreviewMessagesModule;
  cms: typeof CmsConfigModule;
  pages: typeof PagesModule;
  decide: typeof DecideModule;
  schema: typeof SchemaModule;
  region: typeof RegionModule;
};

/** The fake message files of de: every namespace of the default locale, with German contact texts. */
function fakeMessageFiles(catalogs: typeof CatalogsModule): (typeof CatalogsModule.catalogs)['zh'] {
  const { namespaces, catalogs: existing } = catalogs;
  const files = Object.fromEntries(namespaces.map((namespace) => [namespace, { ...existing.en[namespace] }]));
  return {
    ...(files as (typeof CatalogsModule.catalogs)['zh']),
    contact: {
      ...existing.en.contact,
      'contact.title': 'Schreiben Sie uns',
      'contact.error.rateLimited': 'Bitte {{seconds}} s warten',
    },
    common: { ...existing.en.common, 'nav.products': 'Produkte' },
  };
}

/** The site's modules loaded afresh against a locale table with de added (the real one stays untouched). */
function withGerman(): Modules {
  let modules!: Modules;
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
      placeNames: 'latin',
    };
    const catalogs = require('../catalogs') as typeof CatalogsModule;
    (catalogs.catalogs as Record<string, unknown>).de = fakeMessageFiles(catalogs);
    modules = {
      routes: require('../../routes') as typeof RoutesModule,
      contact: require('../../server/contact/messages') as typeof ContactMessagesModule,
      previews: require('../../cms/previews/messages') as typeof PreviewMessagesModule,
      cms: require('../../cms/config') as typeof CmsConfigModule,
      pages: require('../../node/pages') as typeof PagesModule,
      decide: require('../../components/statistics/decide') as typeof DecideModule,
      schema: require('../../contact/schema') as typeof SchemaModule,
      region: require('../../server/contact/region') as typeof RegionModule,
    };
  });
  return modules;
}

const de = 'de' as LocalesModule.Locale;

describe('an extra locale (de) from the locale table and its message files', () => {
  const { routes, contact, previews, cms, pages, decide, schema, region } = withGerman();

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

  it('takes its per-language rules from the table: consent, e-mail, place names', async () => {
    const baidu = { provider: 'baidu', siteId: '0123456789abcdef0123456789abcdef' } as const;
    // statisticsConsent: a German visitor is asked before a cookie-setting service loads.
    expect(decide.decideStatistics(baidu, de, {}, null)).toBe('ask');
    expect(decide.decideStatistics(baidu, 'zh', {}, null)).toBe('load');
    // emailRequired: the form and the server ask a German sender for an address.
    const values = {
      name: 'Jonas Weber',
      telephone: '+49 30 1234567',
      message: 'Angebot für YC-FS20-IR, bitte.',
      consent: true,
    };
    await expect(schema.contactSchema.validate(values, { context: { locale: 'de' } })).rejects.toThrow(
      'contact.error.email.required',
    );
    await expect(schema.contactSchema.validate(values, { context: { locale: 'zh' } })).resolves.toBeTruthy();
    // placeNames: Latin names, smallest first.
    expect(region.regionLabel({ country: 'CN', province: 'CN-JS', city: '南京' } as never, de)).toBe(
      'Nanjing, Jiangsu, China',
    );
  });

  it('leaves the real locale table alone', () => {
    expect((require('../locales') as typeof LocalesModule).locales).toEqual(['zh', 'en']);
  });
});
