/**
 * A generated document as a self-contained HTML page for Chromium to print: React rendered to
 * static markup inside i18next with the locale's messages, so documents share the site's
 * components (SpecTable) and wording. The document's language comes from the locale table.
 */
import React, { type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { type Locale, localeInfo } from '../i18n/locales';
import { localePath, type RouteBase } from '../routes';

/** The locale's messages (every namespace merged), as the site's i18n has them. */
export type Messages = Record<string, string>;

/** `t` of a document: the message, with its values, or an error naming the missing key. */
export function translator(messages: Messages, locale: Locale) {
  return (key: string, values: Record<string, string | number> = {}) => {
    const message = messages[key];
    if (message === undefined) throw new Error(`documents: no message ${key} in locale ${locale}`);
    return message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/**
 * An absolute address on the site, built from the route table like every link of the site
 * (the product page is /products/detail/{slug}/, never a path written here by hand).
 */
export function siteAddress(siteUrl: string, base: RouteBase, locale: Locale, params?: Record<string, string>): string {
  return `${siteUrl.replace(/\/$/, '')}${(localePath as (b: RouteBase, l: Locale, p?: Record<string, string>) => string)(base, locale, params)}`;
}

/** `body` rendered to an HTML document in `locale`, with `styles` and the site's messages. */
export function renderDocument(
  body: ReactElement,
  { locale, messages, title, styles }: { locale: Locale; messages: Messages; title: string; styles: string },
): string {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { translation: messages } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    // A message the document's strings lack is an error, never the key printed in its place.
    saveMissing: true,
    missingKeyHandler: (_languages: readonly string[], _namespace: string, key: string) => {
      throw new Error(`documents: no message ${key} in locale ${locale}`);
    },
  } as never);
  const markup = renderToStaticMarkup(<I18nextProvider i18n={i18n}>{body}</I18nextProvider>);
  const head = renderToStaticMarkup(
    <head>
      <meta charSet="utf-8" />
      <title>{title}</title>
      <style dangerouslySetInnerHTML={{ __html: styles }} />
    </head>,
  );
  return `<!doctype html><html lang="${localeInfo[locale].bcp47}">${head}<body>${markup}</body></html>`;
}

/** Styles every document shares: A4, the machine's CJK fonts, the site's SpecTable as a print table. */
export const baseStyles = `
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: 'Noto Sans CJK SC', 'Noto Sans', 'DejaVu Sans', sans-serif; color: #1c2430; font-size: 9.5pt; line-height: 1.45; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
table { width: 100%; border-collapse: collapse; font-size: 8.8pt; }
th, td { text-align: left; vertical-align: top; padding: 1.3mm 2mm; border-bottom: 0.2mm solid #d9e0e8; }
tbody th { width: 38%; font-weight: 500; color: #4a5868; background: #f2f5f8; }
thead th { background: #0b2545; color: #fff; font-weight: 500; }
h2 { font-size: 11pt; color: #0b2545; border-bottom: 0.4mm solid #1b9aaa; padding-bottom: 1mm; margin: 4mm 0 2mm; break-after: avoid; }
h3 { font-size: 10pt; color: #0b2545; margin: 3mm 0 1.5mm; break-after: avoid; }
p { margin: 0 0 2mm; }
ul, ol { margin: 0 0 2mm; padding-left: 5mm; }
svg { font-family: inherit; }
`;
