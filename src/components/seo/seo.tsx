import React from 'react';
import { type Locale, defaultLocale, localeInfo, locales } from '../../i18n/locales';
import { siteUrl, themeColor } from '../../config/site';
import { switchLocalePath, withLocalePrefix } from '../../routes';
import { JsonLd } from './json-ld';

export interface SeoProps {
  locale: Locale;
  /** The page's own path (not the URL a 404 was served at). */
  path: string;
  title: string;
  description: string;
  /** Shown after the title: the brand in the page's locale. */
  brand: string;
  noindex?: boolean;
  /** Structured data (schema.org objects) for this page, besides the Organization every page has. */
  jsonLd?: object[];
  /** Absolute or site-relative image for sharing. */
  image?: string | null;
}

/** Everything in a page's <head>: language, title, description, canonical, hreflang, sharing. */
export function Seo({ locale, path, title, description, brand, noindex = false, jsonLd = [], image }: SeoProps) {
  const fullTitle = title === brand ? brand : `${title} | ${brand}`;
  const url = `${siteUrl}${path}`;
  const info = localeInfo[locale];
  return (
    <>
      <html lang={info.iso} dir={info.dir} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" content={themeColor} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${brand} RSS`}
        href={withLocalePrefix('/rss.xml', locale)}
      />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      {locales.map((code) => (
        <link
          key={code}
          rel="alternate"
          hrefLang={localeInfo[code].iso}
          href={`${siteUrl}${switchLocalePath(path, code)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${switchLocalePath(path, defaultLocale)}`} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={info.ogLocale} />
      {image ? <meta property="og:image" content={image.startsWith('http') ? image : `${siteUrl}${image}`} /> : null}
      {jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}
