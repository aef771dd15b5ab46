import type { GatsbyConfig } from 'gatsby';
import { siteUrl } from './src/config/site';
import { defaultLocale, fallbackLocale, localeInfo, locales } from './src/i18n/locales';
import { switchLocalePath } from './src/routes';
import { typegenOption } from './src/node/typegen';

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: 'always',
  graphqlTypegen: typegenOption(),
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: `${__dirname}/locales` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'content', path: `${__dirname}/content` } },
    // Media uploaded through the CMS; sourced so that images go through gatsby-plugin-image.
    { resolve: 'gatsby-source-filesystem', options: { name: 'uploads', path: `${__dirname}/static/uploads` } },
    'gatsby-transformer-yaml',
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        excludes: ['/404/', '/404.html', '/en/404/', '/dev-404-page/'],
        // Every page lists its other-language version (hreflang), as Google asks of multilingual sites.
        serialize: ({ path: pagePath }: { path: string }) => ({
          url: pagePath,
          links: [
            ...locales.map((code) => ({
              lang: localeInfo[code].iso,
              url: `${siteUrl}${switchLocalePath(pagePath, code)}`,
            })),
            { lang: 'x-default', url: `${siteUrl}${switchLocalePath(pagePath, defaultLocale)}` },
          ],
        }),
      },
    },
    {
      resolve: 'gatsby-plugin-sharp',
      // The JPEG fallback of every picture (what browsers without AVIF and WebP, and link previews
      // through og:image, load) at quality 75, not the plugin's 50 (src/node/images.ts has the figures).
      options: { defaults: { jpgOptions: { quality: 75 } } },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...locales],
        defaultLanguage: defaultLocale,
        fallbackLanguage: fallbackLocale,
        siteUrl,
        trailingSlash: 'always',
        // Its own redirect breaks hydration; detection, cookie and redirects are ours (src/i18n).
        redirect: false,
        generateDefaultLanguagePage: false,
        verbose: false,
        i18nextOptions: {
          // UI keys are flat and dotted (`nav.products`): no nesting, no namespaces in keys.
          keySeparator: false,
          nsSeparator: false,
          interpolation: { escapeValue: false },
          returnEmptyString: false,
          showSupportNotice: false,
        },
      },
    },
  ],
};

export default config;
