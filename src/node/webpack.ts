import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteUrlFrom } from '../config/site';
import { siteStatistics } from './statistics';
import { StableCompilationHashPlugin } from './compilation-hash';
import { WebpackAssetsListPlugin, webpackAssetsFile } from './stale-assets';
import { StylesheetsHashPlugin, stylesheetsHash } from './stylesheets-hash';

// Measured with bench/app-chunk.ts on the app chunk (61 KB gzipped before):
// - i18next was bundled twice: react-i18next (ES build) imports i18next's ESM file, while
//   gatsby-plugin-react-i18next's `require('i18next')` got the CommonJS file (package exports).
//   Pointing every request at the ESM file (the one `import` resolves to through i18next's
//   package exports) leaves one copy, 13.7 KB of the app chunk. A hand-made stand-in for the
//   part the pages use saved 11.9 KB of it, but made the pages run another engine than the CMS
//   preview, the documents and the tests: one engine, i18next, everywhere (docs/architecture.md).
// - the plugin's `require('react-i18next')` marks every export as used (Trans, IcuTrans, SSR
//   helpers, html-parse-stringify...), although it uses only I18nextProvider; and even through
//   named imports the package's index left IcuTransWithoutContext in (its `displayName`
//   assignment survives minification). So `react-i18next` resolves, for every module, to
//   src/i18n/react-i18next.ts, which takes each export the site uses from its own ES file.
// - react-i18next's useTranslation imports `use-sync-external-store/shim`, a fallback for React
//   before 18 whose export is React's own hook under React 19: we import React's hook directly.
// - `outdent` only formats a development-time warning of the plugin: not shipped.
// Paths from the site root: Gatsby compiles this file into .cache, where require.resolve is not kept.
const i18nFile = (name: string) => path.join(process.cwd(), 'src', 'i18n', name);
const reactI18nextEs = path.join(process.cwd(), 'node_modules', 'react-i18next', 'dist', 'es');

/**
 * The webpack plugins without Gatsby's eslint-webpack-plugin. Gatsby 5 adds it in develop with
 * options that ESLint 9 removed (`extensions`, `useEslintrc`, `resolvePluginsRelativeTo`,
 * `rulePaths`), so the development bundle fails and every page is blank (gatsbyjs/gatsby#39033).
 * An empty .eslintrc does not help: Gatsby then adds the same plugin with its required rules.
 * We lint with `npm run lint` (eslint.config.mjs) instead.
 */
export function withoutGatsbyEslint<T>(plugins: readonly T[]): T[] {
  return plugins.filter(
    (plugin) => (plugin as { constructor?: { name?: string } } | null)?.constructor?.name !== 'ESLintWebpackPlugin',
  );
}

/**
 * mini-css-extract-plugin with `ignoreOrder`: Gatsby merges every template's CSS modules into one
 * stylesheet, and the templates import them in orders that cannot all be kept, so each build
 * printed 13 "Conflicting order" warnings (53 pairs of modules). The option only silences them:
 * the plugin picks the same order either way (its source: the warning is the only use of the
 * option), so styles.<hash>.css is unchanged. And the order of those pairs cannot change a page:
 * measured on the whole build (135 pages), no element carries classes of both modules of any pair,
 * and none of their element selectors (`.list li`, `.table td`…) reaches an element that carries
 * the other module's class. Scoped class names keep it so: modules meet only in one element's
 * class list, which a new warning would name (run the build without this to see them).
 */
export function withCssOrderIgnored<T>(plugins: readonly T[]): T[] {
  for (const plugin of plugins) {
    const candidate = plugin as { constructor?: { name?: string }; options?: { ignoreOrder?: boolean } } | null;
    if (candidate?.constructor?.name === 'MiniCssExtractPlugin' && candidate.options)
      candidate.options.ignoreOrder = true;
  }
  return [...plugins];
}

/** Gatsby's webpack plugin factories (typed `Function` by Gatsby). */
interface WebpackPlugins {
  define: (definitions: Record<string, string>) => unknown;
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig, plugins }) => {
  // The page HTML carries the statistics provider (gatsby-ssr.tsx); the browser bundles never do,
  // so a site without one ships none of its code.
  // The HTML renderer without a source map: Gatsby's `source-map` for it costs time in every build
  // (cold and incremental) and the size of its webpack cache, and serves only the file and line of a
  // page that fails to render, which `gatsby develop` (its own renderer keeps the map) shows too.
  if (stage === 'build-html') actions.setWebpackConfig({ devtool: false });
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setWebpackConfig({
      plugins: [
        (plugins as unknown as WebpackPlugins).define({
          __SITE_STATISTICS__: JSON.stringify(siteStatistics(process.cwd())),
        }),
        // A stylesheet change re-renders every page, whose HTML inlines the CSS (stylesheets-hash.ts).
        ...(stage === 'build-html'
          ? [new StylesheetsHashPlugin(stylesheetsHash(path.join(process.cwd(), 'src')))]
          : []),
      ],
    });
  }
  if (stage === 'develop') {
    const config = (getConfig as () => { plugins?: unknown[] })();
    actions.replaceWebpackConfig({ ...config, plugins: withoutGatsbyEslint(config.plugins ?? []) });
  }
  // The plugin instance of the config itself, set in place: nothing else of the config is replaced.
  if (stage === 'build-javascript') withCssOrderIgnored((getConfig as () => { plugins?: unknown[] })().plugins ?? []);
  // What the browser build emitted, so that public/ keeps only those bundles (stale-assets.ts), and
  // its compilation hash from those files (compilation-hash.ts).
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({
      plugins: [
        new WebpackAssetsListPlugin(path.join(process.cwd(), webpackAssetsFile)),
        new StableCompilationHashPlugin(),
      ],
    });
  }
  actions.setWebpackConfig({
    // The site URL in every bundle, the browser's included (src/config/site.ts): the head React
    // renders at hydration must name the same origin as the served HTML.
    plugins: [
      (plugins as unknown as WebpackPlugins).define({
        __SITE_URL__: JSON.stringify(siteUrlFrom(process.env.SITE_URL)),
      }),
    ],
    resolve: {
      alias: {
        i18next$: path.join(process.cwd(), 'node_modules', 'i18next', 'dist', 'esm', 'i18next.js'),
        'react-i18next$': i18nFile('react-i18next.ts'),
        'react-i18next-es': reactI18nextEs,
        'use-sync-external-store/shim$': i18nFile('use-sync-external-store-shim.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /gatsby-plugin-react-i18next[\\/]dist[\\/]plugin[\\/]wrapPageElement\.js$/,
          resolve: {
            alias: {
              ...(stage === 'build-javascript' ? { outdent$: i18nFile('plugin-outdent.ts') } : {}),
            },
          },
        },
      ],
    },
  });
};
