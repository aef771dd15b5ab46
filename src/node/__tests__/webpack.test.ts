/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { StylesheetsHashPlugin } from '../stylesheets-hash';
import { onCreateWebpackConfig, withoutGatsbyEslint } from '../webpack';

// The very class Gatsby instantiates in develop (webpack-utils' plugins.eslint()).
const ESLintWebpackPlugin = require(require.resolve('eslint-webpack-plugin', { paths: [require.resolve('gatsby')] }));

class OtherPlugin {
  apply() {}
}

/** Runs the hook with Gatsby's develop options for the ESLint plugin and records the actions. */
function run(stage: string, plugins: unknown[]) {
  const replaced: { plugins: unknown[] }[] = [];
  const set: unknown[] = [];
  const args = {
    stage,
    plugins: { define: (definitions: Record<string, string>) => ({ define: definitions }) },
    getConfig: () => ({ mode: 'development', plugins }),
    actions: {
      replaceWebpackConfig: (config: { plugins: unknown[] }) => replaced.push(config),
      setWebpackConfig: (config: unknown) => set.push(config),
    },
  } as unknown as CreateWebpackConfigArgs;
  (onCreateWebpackConfig as (args: CreateWebpackConfigArgs) => void)(args);
  return { replaced, set };
}

describe('withoutGatsbyEslint', () => {
  it("drops Gatsby's eslint-webpack-plugin and keeps every other plugin in order", () => {
    const other = new OtherPlugin();
    const last = new OtherPlugin();
    const eslint = new ESLintWebpackPlugin({ extensions: ['js', 'jsx'], useEslintrc: false, rulePaths: [] });
    expect(withoutGatsbyEslint([other, eslint, last])).toEqual([other, last]);
    expect(withoutGatsbyEslint([other, null, last])).toEqual([other, null, last]);
  });
});

describe('onCreateWebpackConfig', () => {
  it('removes the ESLint plugin from the develop bundle and keeps the rest of the config', () => {
    const other = new OtherPlugin();
    const { replaced, set } = run('develop', [other, new ESLintWebpackPlugin({ extensions: ['js'] })]);
    expect(replaced).toEqual([{ mode: 'development', plugins: [other] }]);
    expect(set).toHaveLength(1);
  });

  it('leaves the production stages alone', () => {
    for (const stage of ['build-javascript', 'build-html', 'develop-html']) {
      expect(run(stage, [new OtherPlugin()]).replaced).toEqual([]);
    }
  });

  /** The DefinePlugin values a stage gets, by name. */
  const definitions = (stage: string) =>
    run(stage, [])
      .set.flatMap((config) => (config as { plugins?: unknown[] }).plugins ?? [])
      .flatMap((plugin) => Object.keys((plugin as { define?: object }).define ?? {}).map((name) => [name, plugin]));

  it("gives the statistics provider to the HTML renderer only, never to the browser's bundles", () => {
    const defined = (stage: string) =>
      definitions(stage)
        .filter(([name]) => name === '__SITE_STATISTICS__')
        .map(([, plugin]) => plugin);
    // As shipped: no provider (content/settings/site.yml).
    expect(defined('build-html')[0]).toEqual({ define: { __SITE_STATISTICS__: 'null' } });
    expect(defined('develop-html')).toEqual([{ define: { __SITE_STATISTICS__: 'null' } }]);
    expect(defined('build-javascript')).toEqual([]);
    expect(defined('develop')).toEqual([]);
  });

  it("compiles the build's SITE_URL into every bundle, the browser's included", () => {
    const saved = process.env.SITE_URL;
    process.env.SITE_URL = ' https://www.laser.test/ ';
    try {
      for (const stage of ['build-javascript', 'build-html', 'develop', 'develop-html']) {
        const values = definitions(stage).filter(([name]) => name === '__SITE_URL__');
        expect(values).toEqual([['__SITE_URL__', { define: { __SITE_URL__: '"https://www.laser.test"' } }]]);
      }
    } finally {
      if (saved === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = saved;
    }
  });

  it("puts the stylesheets' hash into the production HTML renderer only (a CSS change re-renders the pages)", () => {
    const plugins = (stage: string) =>
      run(stage, []).set.flatMap((config) => (config as { plugins?: unknown[] }).plugins ?? []);
    expect(plugins('build-html').filter((plugin) => plugin instanceof StylesheetsHashPlugin)).toHaveLength(1);
    for (const stage of ['develop-html', 'build-javascript', 'develop']) {
      expect(plugins(stage).some((plugin) => plugin instanceof StylesheetsHashPlugin)).toBe(false);
    }
  });

  it("resolves react-i18next to the site's file, whose ES modules and React-hook stand-in exist", () => {
    const aliases = Object.assign(
      {},
      ...run('build-javascript', []).set.map((config) => (config as { resolve?: { alias?: object } }).resolve?.alias),
    ) as Record<string, string>;
    expect(aliases['react-i18next$']).toBe(path.join(process.cwd(), 'src', 'i18n', 'react-i18next.ts'));
    // Every module src/i18n/react-i18next.ts imports (an upgrade that moves one fails here, not in the build).
    const site = fs.readFileSync(aliases['react-i18next$']!, 'utf8');
    const imported = [...site.matchAll(/from 'react-i18next-es\/([^']+)'/g)].map((match) => match[1]!);
    expect(imported).toEqual(['useTranslation.js', 'I18nextProvider.js']);
    for (const file of imported) expect(fs.existsSync(path.join(aliases['react-i18next-es']!, file))).toBe(true);
    // useTranslation's only other import that the shim alias replaces: React 19's own hook.
    expect(fs.readFileSync(path.join(aliases['react-i18next-es']!, 'useTranslation.js'), 'utf8')).toContain(
      "from 'use-sync-external-store/shim'",
    );
    expect(fs.existsSync(aliases['use-sync-external-store/shim$']!)).toBe(true);
  });
});

describe('withCssOrderIgnored (build-javascript)', () => {
  // The very class Gatsby instantiates for the production CSS.
  const MiniCssExtractPlugin = require(
    require.resolve('mini-css-extract-plugin', { paths: [require.resolve('gatsby')] }),
  ) as new (options?: object) => { options: { ignoreOrder?: boolean } };

  it("sets ignoreOrder on Gatsby's mini-css-extract-plugin in the build, and leaves other plugins alone", () => {
    const css = new MiniCssExtractPlugin({ filename: '[name].[contenthash].css' });
    const other = new OtherPlugin();
    expect(css.options.ignoreOrder).toBe(false);
    run('build-javascript', [other, css]);
    expect(css.options.ignoreOrder).toBe(true);
    expect(other).toEqual(new OtherPlugin());
  });
});
