// What the documents' printing makes, before any printing: each PDF's public path, its key and
// the props its view renders. The key is a hash of everything a PDF is made from: the localized
// content its view is given, the locale's messages, the site's address, the code (documents-code.ts)
// and the printer (Chromium's version). A PDF whose key is unchanged is not printed again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '../../src/i18n/locales';
import { datasheetPath, documentPath, drawingPath } from '../../src/model/datasheet-path';
import { readContentFiles } from '../../src/model/read-content';
import { documentContent, type DocumentProduct } from '../../src/documents/content';
import { headDimensions } from '../../src/documents/drawings';
import type { datasheetHtml } from '../../src/documents/datasheet';
import type { GeneratedProps } from '../../src/documents/downloads';
import type { Messages } from '../../src/documents/render';

export type DatasheetProps = Parameters<typeof datasheetHtml>[0];

/** An outline drawing to write as DXF: the head's size and its product, for the titles. */
export interface DrawingProps {
  product: DocumentProduct;
  size: [number, number, number];
}

/** A document to make: a datasheet (two pages), a generated download, or an outline drawing (DXF). */
export type PlannedDocument = {
  /** Path under public/, e.g. datasheets/yc-fs20-ir-zh.pdf. */
  file: string;
  /** The document's key: the made file is `<slug>-<locale>-<key>.<extension>`. */
  key: string;
  slug: string;
  locale: Locale;
  messages: Messages;
} & (
  | { kind: 'datasheet'; props: DatasheetProps }
  | { kind: 'generated'; props: GeneratedProps }
  | { kind: 'drawing'; props: DrawingProps }
);

export interface PlanInputs {
  /** The site's origin, printed in the documents' addresses. */
  siteUrl: string;
  /** The hash of the documents' code (documentsCode). */
  code: string;
  /** What prints them, e.g. Chromium's version. */
  printer: string;
}

const hash = (value: unknown) => crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);

/** The UI strings of `locale`: every locales/<locale>/*.json, merged in name order. */
export function messagesOf(root: string, locale: Locale): Messages {
  const dir = path.join(root, 'locales', locale);
  const messages: Messages = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort())
    Object.assign(messages, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Messages);
  return messages;
}

/** Every document of the content in `root`, in every locale, with its key. */
export function planDocuments(root: string, { siteUrl, code, printer }: PlanInputs): PlannedDocument[] {
  const files = readContentFiles(root);
  return locales.flatMap((locale): PlannedDocument[] => {
    const messages = messagesOf(root, locale);
    const content = documentContent(files, locale);
    const made = { locale, messages, siteUrl, code, printer };
    const datasheets = content.products.map((product): PlannedDocument => {
      const key = hash({ product, site: content.site, ...made });
      return {
        kind: 'datasheet',
        file: datasheetPath(product.slug, locale).slice(1),
        key,
        slug: product.slug,
        locale,
        messages,
        props: { product, locale, site: content.site, siteUrl, version: key },
      };
    });
    const generated = content.downloads.map((entry): PlannedDocument => {
      const key = hash({ entry, content: { ...content, people: [...content.people] }, ...made });
      return {
        kind: 'generated',
        file: documentPath(entry.slug, locale).slice(1),
        key,
        slug: entry.slug,
        locale,
        messages,
        props: { entry, content, locale, siteUrl, edition: key, pages: {} },
      };
    });
    // A model whose dimensions row gives no size has no drawing (its datasheet says so).
    const drawings = content.products.flatMap((product): PlannedDocument[] => {
      const size = headDimensions(product.specifications);
      if (!size) return [];
      return [
        {
          kind: 'drawing',
          file: drawingPath(product.slug, locale).slice(1),
          // Written, not printed: neither the printer nor the site's address is in it.
          key: hash({ drawing: product, locale, messages, code }),
          slug: product.slug,
          locale,
          messages,
          props: { product, size },
        },
      ];
    });
    return [...datasheets, ...generated, ...drawings];
  });
}
