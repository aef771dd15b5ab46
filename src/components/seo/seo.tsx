import React from 'react';
import { type Locale, defaultLocale, localeInfo, locales } from '../../i18n/locales';
import { siteUrl, themeColor } from '../../config/site';
import { switchLocalePath, withLocalePrefix } from '../../routes';
import { JsonLd } from './json-ld';

export interface ShareImage {
  /** Absolute or site-relative URL. */
  src: string;
  /** What the image shows, for those who cannot see it (og:image:alt). */
  alt: string;
  width?: number;
  height?: number;
}

export interface SeoProps {
  locale: Locale;
  /** The page's own path (not the URL a 404 was served at). */
  path: string;
  title: string;
  description: string;
  /** Shown after the title: the brand in the page's locale. */
  brand: string;
  /**
   * Keep the page out of search results: a not-found page, say. Such a page names no canonical,
   * alternates or og:url, since those would be URLs that answer 404 themselves.
   */
  noindex?: boolean;
  /** Structured data (schema.org objects) for this page, besides the Organization every page has. */
  jsonLd?: object[];
  /** The picture shown with a shared link (every page has one: src/components/seo/page-head.tsx). */
  image: ShareImage;
}

const absolute = (pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`);

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
      {noindex ? null : <link rel="canonical" href={url} />}
      {noindex
        ? null
        : locales.map((code) => (
            <link
              key={code}
              rel="alternate"
              hrefLang={localeInfo[code].iso}
              href={`${siteUrl}${switchLocalePath(path, code)}`}
            />
          ))}
      {noindex ? null : (
        <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${switchLocalePath(path, defaultLocale)}`} />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {noindex ? null : <meta property="og:url" content={url} />}
      <meta property="og:locale" content={info.ogLocale} />
      <meta property="og:image" content={absolute(image.src)} />
      {image.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}
