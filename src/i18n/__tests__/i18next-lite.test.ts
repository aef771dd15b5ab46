/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import i18next from 'i18next';
import config from '../../../gatsby-config';
import lite, { unsupportedOptions, type InitOptions } from '../i18next-lite';
import { catalogs, namespaces } from '../catalogs';
import { defaultLocale, locales, type Locale } from '../locales';

/** The options gatsby-plugin-react-i18next passes to i18next (gatsby-config.ts). */
const siteOptions = (
  config.plugins?.find(
    (plugin) => typeof plugin === 'object' && plugin.resolve === 'gatsby-plugin-react-i18next',
  ) as unknown as {
    options: { i18nextOptions: InitOptions };
  }
).options.i18nextOptions;

/** Both instances set up as the plugin's wrapPageElement does for a page of these namespaces. */
function instances(locale: Locale, pageNamespaces: readonly string[], resources = resourcesOf(locale, pageNamespaces)) {
  const options = {
    ...siteOptions,
    resources,
    lng: locale,
    fallbackLng: defaultLocale,
    defaultNS: pageNamespaces[0],
    fallbackNS: pageNamespaces.slice(1),
    react: { useSuspense: false },
  };
  const real = i18next.createInstance();
  void real.init({ ...options, initAsync: false } as Parameters<typeof real.init>[0]);
  const mine = lite.createInstance();
  mine.init(options);
  return {
    real: real.getFixedT(locale, pageNamespaces[0]) as (key: string, values?: object) => string,
    mine: mine.getFixedT(locale, pageNamespaces[0]),
    realInstance: real,
    mineInstance: mine,
  };
}

function resourcesOf(locale: Locale, pageNamespaces: readonly string[]) {
  return { [locale]: Object.fromEntries(pageNamespaces.map((ns) => [ns, catalogs[locale][ns as never]])) };
}

const placeholders = (message: string) => [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!);

/** Values that would show a difference: `$` patterns, text that looks like a placeholder or nesting. */
const valueSets = (names: readonly string[]): Record<string, unknown>[] => [
  {},
  Object.fromEntries(names.map((name) => [name, `«${name}»`])),
  Object.fromEntries(names.map((name) => [name, `$& $1 {{${name}}} $t(nav.products)`])),
  Object.fromEntries(names.map((name, index) => [name, [0, null, undefined, '', 12.5][index % 5]])),
];

const pluralBases = (messages: Record<string, string>) =>
  [...new Set(Object.keys(messages).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].filter(
    (base) => base in messages || Object.keys(messages).some((key) => key.startsWith(`${base}_`)),
  );

describe('i18next-lite gives i18next’s result', () => {
  for (const locale of locales) {
    it(`for every message of ${locale}, with any values and counts`, () => {
      const { real, mine } = instances(locale, namespaces);
      for (const ns of namespaces) {
        const messages = catalogs[locale][ns];
        for (const key of [...Object.keys(messages), ...pluralBases(messages)]) {
          const names = [
            ...new Set(
              Object.keys(messages)
                .filter((k) => k === key || k.startsWith(`${key}_`))
                .flatMap((k) => placeholders(messages[k]!)),
            ),
          ];
          for (const values of valueSets(names)) {
            for (const count of [undefined, 0, 1, 2, 21]) {
              const withCount = count === undefined ? values : { ...values, count };
              expect([key, withCount, mine(key, withCount)]).toEqual([key, withCount, real(key, withCount)]);
            }
          }
        }
      }
    });

    it(`for every key of ${locale} with each namespace as the page's and the others as fallback`, () => {
      for (const first of namespaces) {
        const { real, mine } = instances(locale, [first, ...namespaces.filter((ns) => ns !== first)]);
        for (const ns of namespaces)
          for (const key of Object.keys(catalogs[locale][ns])) expect([key, mine(key)]).toEqual([key, real(key)]);
      }
    });
  }

  it('for a missing key, a key given with a default, and key lists', () => {
    const { real, mine } = instances('en', ['common', 'catalog']);
    for (const [key, values] of [
      ['no.such.key', undefined],
      ['no.such.key {{name}}', { name: 'x' }],
      ['no.such.key', { defaultValue: 'Fallback {{name}}', name: 'y' }],
      ['nav.products', { defaultValue: 'unused' }],
    ] as const) {
      expect(mine(key, values)).toBe(real(key, values));
    }
    expect(mine(['no.such.key', 'nav.products'] as never)).toBe(real(['no.such.key', 'nav.products'] as never));
  });

  it('in the fallback language when the page language lacks a message, and for an empty message', () => {
    const en = { ...catalogs.en.common, 'nav.products': '', 'nav.about': undefined } as Record<string, unknown>;
    const resources = { en: { common: en }, zh: { common: catalogs.zh.common } };
    const { real, mine } = instances('en', ['common'], resources as never);
    for (const key of ['nav.products', 'nav.about', 'nav.news']) expect(mine(key)).toBe(real(key));
    expect(mine('nav.products')).toBe(catalogs.zh.common['nav.products']);
  });

  it('in the state react-i18next and the i18n plugin read', () => {
    const { realInstance, mineInstance } = instances('en', ['common', 'catalog']);
    for (const field of ['language', 'languages', 'resolvedLanguage', 'isInitialized'] as const)
      expect(mineInstance[field]).toEqual(realInstance[field]);
    expect(mineInstance.hasLoadedNamespace()).toBe(realInstance.hasLoadedNamespace('common'));
    expect(mineInstance.options.defaultNS).toBe(realInstance.options.defaultNS);
  });

  it('and tells a changed language to react-i18next’s listener', async () => {
    const { mineInstance } = instances('en', ['common']);
    const heard: unknown[] = [];
    const listener = (lng: unknown) => heard.push(lng);
    mineInstance.on('languageChanged', listener);
    await mineInstance.changeLanguage('zh');
    mineInstance.off('languageChanged', listener);
    await mineInstance.changeLanguage('en');
    expect(heard).toEqual(['zh']);
    expect(mineInstance.languages).toEqual(['en', 'zh']);
  });
});

describe('i18next-lite refuses what it does not do, so a page using it fails the build', () => {
  const { mine } = instances('en', ['common']);
  it.each([
    ['a format', 'x {{count, number}}'],
    ['an unescaped value', 'x {{- name}}'],
    ['nesting', 'see $t(nav.products)'],
  ])('%s', (_what, message) => {
    expect(() => mine('missing', { defaultValue: message, count: 1, name: 'n' })).toThrow(/not supported/);
  });
  it.each([...unsupportedOptions])('the t() option %s', (option) => {
    expect(() => mine('nav.products', { [option]: 'x' })).toThrow(/not supported/);
  });
  it('other set-ups of i18next', () => {
    expect(() => lite.createInstance().init({ ...siteOptions, keySeparator: '.' })).toThrow(/not supported/);
    expect(() => lite.createInstance().init({ ...siteOptions, interpolation: {} })).toThrow(/not supported/);
  });
});

describe('what the site asks of i18next stays within i18next-lite', () => {
  it('every message uses plain {{name}} placeholders only', () => {
    const unsupported: string[] = [];
    for (const locale of locales)
      for (const ns of namespaces)
        for (const [key, message] of Object.entries(catalogs[locale][ns])) {
          const rest = message.replace(/\{\{\s*\w+\s*\}\}/g, '');
          if (rest.includes('{{') || message.includes('$t(')) unsupported.push(`locales/${locale}/${ns}.json ${key}`);
        }
    expect(unsupported).toEqual([]);
  });

  it('no t() call in the bundled code passes an option that i18next-lite does not read', () => {
    const root = path.join(__dirname, '../../..');
    const files = [
      ...fs.readdirSync(root).filter((file) => /^gatsby-(browser|ssr)\.tsx$/.test(file)),
      ...(fs.readdirSync(path.join(root, 'src'), { recursive: true }) as string[])
        .filter((file) => /\.tsx?$/.test(file) && !/__tests__|\.d\.ts$/.test(file))
        .filter((file) => !/^(node|server|cms)\//.test(file))
        .map((file) => path.join('src', file)),
    ];
    const found: string[] = [];
    let calls = 0;
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
          calls += 1;
          const options = node.arguments[1];
          if (options && ts.isObjectLiteralExpression(options))
            for (const property of options.properties)
              if (property.name && unsupportedOptions.has(property.name.getText(source)))
                found.push(`${file}: ${node.getText(source)}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(calls).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
