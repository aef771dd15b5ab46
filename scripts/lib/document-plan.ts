// What the documents' printing makes, before any printing: each PDF's public path, its key, its
// revision and the props its view renders. The key is a hash of everything a PDF is made from: the
// localized content its view is given, the locale's messages, the site's address, the code
// (documents-code.ts), the printer (Chromium's version) and the revision it prints. A PDF whose key
// is unchanged is not printed again. The revision (document-revisions.ts) is what a buyer quotes;
// the key goes into the PDF's metadata only (pdf-info.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '../../src/i18n/locales';
import { certificatePath, datasheetPath, documentPath, drawingPath, notePath } from '../../src/model/datasheet-path';
import { readContentFiles } from '../../src/model/read-content';
import type { ContentFile } from '../../src/model/validate';
import { certificateHtml, type CertificateDocumentProps } from '../../src/documents/certificate';
import { documentContent, type DocumentProduct } from '../../src/documents/content';
import { datasheetHtml } from '../../src/documents/datasheet';
import { headDimensions } from '../../src/documents/drawings';
import { generatedHtml, type GeneratedProps } from '../../src/documents/downloads';
import { noteHtml, type NoteDocumentProps } from '../../src/documents/note';
import type { Messages } from '../../src/documents/render';
import type { Revision } from '../../src/documents/revision';

export type DatasheetProps = Parameters<typeof datasheetHtml>[0];

type WithoutRevision<T> = Omit<T, 'revision'>;

/** A document of the content, before its revision and key are known. */
export type DocumentDraft = {
  /** Path under public/, e.g. datasheets/yc-fs20-ir-zh.pdf. */
  file: string;
  slug: string;
  locale: Locale;
  messages: Messages;
} & (
  | { kind: 'datasheet'; props: WithoutRevision<DatasheetProps> }
  | { kind: 'generated'; props: WithoutRevision<GeneratedProps> }
  | { kind: 'certificate'; props: WithoutRevision<CertificateDocumentProps> }
  | { kind: 'note'; props: WithoutRevision<NoteDocumentProps> }
);

/**
 * A document to print: a datasheet (two pages), a generated download, a certificate's record (one
 * page) or an application note.
 */
export type PrintedDocument = DocumentDraft & {
  /** The document's key: the printed file is `<slug>-<locale>-<key>.pdf`. */
  key: string;
  revision: Revision;
};

/** An outline drawing to write as DXF: the head's size and its product, for the titles. */
export interface DrawingProps {
  product: DocumentProduct;
  size: [number, number, number];
}

/**
 * An outline drawing for CAD (DXF), written, not printed: it carries no revision (CAD files have no
 * cover or footer to print one on), and neither the printer nor the site's address is in its key.
 */
export interface DrawingDocument {
  kind: 'drawing';
  /** Path under public/, e.g. drawings/yc-fs20-ir-zh.dxf. */
  file: string;
  /** The document's key: the written file is `<slug>-<locale>-<key>.dxf`. */
  key: string;
  slug: string;
  locale: Locale;
  messages: Messages;
  props: DrawingProps;
}

/** A document to make: printed (PDF) or written (DXF). */
export type PlannedDocument = PrintedDocument | DrawingDocument;

export interface PlanInputs {
  /** The site's origin, printed in the documents' addresses. */
  siteUrl: string;
  /** The hash of the documents' code (documentsCode). */
  code: string;
  /** What prints them, e.g. Chromium's version. */
  printer: string;
  /** Each document's revision, by its path under public/ (document-revisions.ts). */
  revisionOf: (file: string) => Revision;
}

/** A short hash of `value` as JSON (maps as their entries). */
export const hashOf = (value: unknown) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify(value, (_key, item: unknown) => (item instanceof Map ? [...item] : item)))
    .digest('hex')
    .slice(0, 12);

/**
 * The UI strings a document may print: its own (datasheet., document., certificate., notes.) and the labels
 * of the spec rows and series it names. The views are rendered with these alone, and a key outside
 * them fails the rendering (render.tsx), so a change to any other string (a page's button) neither
 * prints a document again nor counts as its revision.
 */
export const documentMessagePrefixes = [
  'datasheet.',
  'document.',
  'certificate.',
  'notes.',
  'spec.',
  'products.series.',
];

/** The document strings of a locale from its message files (`name` → text), merged in name order. */
export function mergeMessages(files: readonly { name: string; text: string }[]): Messages {
  const messages: Messages = {};
  for (const file of [...files]
    .filter((item) => item.name.endsWith('.json'))
    .sort((a, b) => (a.name < b.name ? -1 : 1)))
    for (const [key, text] of Object.entries(JSON.parse(file.text) as Messages))
      if (documentMessagePrefixes.some((prefix) => key.startsWith(prefix))) messages[key] = text;
  return messages;
}

/** The document strings of `locale`, from every locales/<locale>/*.json, merged in name order. */
export function messagesOf(root: string, locale: Locale): Messages {
  const dir = path.join(root, 'locales', locale);
  return mergeMessages(
    fs
      .readdirSync(dir)
      .map((name) => ({ name, text: name.endsWith('.json') ? fs.readFileSync(path.join(dir, name), 'utf8') : '' })),
  );
}

/** Every document the content `files` make, in every locale, with the messages of `messagesFor`. */
export function documentDrafts(
  files: readonly ContentFile[],
  messagesFor: (locale: Locale) => Messages,
  siteUrl: string,
): DocumentDraft[] {
  return locales.flatMap((locale): DocumentDraft[] => {
    const messages = messagesFor(locale);
    const content = documentContent(files, locale);
    const made = { locale, messages };
    return [
      ...content.products.map((product): DocumentDraft => ({
        ...made,
        kind: 'datasheet',
        file: datasheetPath(product.slug, locale).slice(1),
        slug: product.slug,
        props: { product, locale, site: content.site, siteUrl },
      })),
      ...content.downloads.map((entry): DocumentDraft => ({
        ...made,
        kind: 'generated',
        file: documentPath(entry.slug, locale).slice(1),
        slug: entry.slug,
        props: { entry, content, locale, siteUrl, pages: {} },
      })),
      ...content.certificates.map((certificate): DocumentDraft => ({
        ...made,
        kind: 'certificate',
        file: certificatePath(certificate.slug, locale).slice(1),
        slug: certificate.slug,
        props: { certificate, site: content.site, locale, siteUrl },
      })),
      ...content.notes.map((note): DocumentDraft => ({
        ...made,
        kind: 'note',
        file: notePath(note.slug, locale).slice(1),
        slug: note.slug,
        props: { note, site: content.site, locale, siteUrl },
      })),
    ];
  });
}

/** The HTML of a document at `revision` (a generated download's first print: no chapter pages yet). */
export function draftHtml(draft: DocumentDraft, revision: Revision): string {
  switch (draft.kind) {
    case 'datasheet':
      return datasheetHtml({ ...draft.props, revision }, draft.messages);
    case 'generated':
      return generatedHtml({ ...draft.props, revision }, draft.messages);
    case 'certificate':
      return certificateHtml({ ...draft.props, revision }, draft.messages);
    case 'note':
      return noteHtml({ ...draft.props, revision }, draft.messages);
  }
}

/** Every document of the content in `root`, in every locale, with its key and revision. */
export function planDocuments(root: string, { siteUrl, code, printer, revisionOf }: PlanInputs): PlannedDocument[] {
  const files = readContentFiles(root);
  const messages = new Map(locales.map((locale) => [locale, messagesOf(root, locale)]));
  const printed = documentDrafts(files, (locale) => messages.get(locale)!, siteUrl)
    .map((draft) => withPictures(root, draft))
    .map((draft): PrintedDocument => {
      const revision = revisionOf(draft.file);
      const key = hashOf({
        kind: draft.kind,
        // A datasheet's product and the site; a generated download all the document content; a
        // certificate's record and the site.
        content: draft.props,
        locale: draft.locale,
        messages: draft.messages,
        siteUrl,
        code,
        printer,
        revision,
      });
      return { ...draft, key, revision };
    });
  return [...printed, ...drawingsOf(files, messages, code)];
}

/**
 * A note's micrographs as data URIs of the uploads they name (static/uploads/…): the printed page
 * is set as HTML without a server, and the key then changes with a picture's bytes.
 */
function withPictures(root: string, draft: DocumentDraft): DocumentDraft {
  if (draft.kind !== 'note') return draft;
  const micrographs = draft.props.note.micrographs.map((micrograph) => {
    const file = path.join(root, 'static', micrograph.image.replace(/^\/+/, ''));
    if (!micrograph.image.startsWith('/uploads/') || !fs.existsSync(file)) return micrograph;
    const type = /\.png$/i.test(file) ? 'image/png' : /\.webp$/i.test(file) ? 'image/webp' : 'image/jpeg';
    return { ...micrograph, image: `data:${type};base64,${fs.readFileSync(file).toString('base64')}` };
  });
  return { ...draft, props: { ...draft.props, note: { ...draft.props.note, micrographs } } };
}

/** Every active model's outline drawing, in every locale; a model whose dimensions row gives no size has none. */
function drawingsOf(
  files: readonly ContentFile[],
  messages: ReadonlyMap<Locale, Messages>,
  code: string,
): DrawingDocument[] {
  return locales.flatMap((locale) =>
    documentContent(files, locale).products.flatMap((product): DrawingDocument[] => {
      const size = headDimensions(product.specifications);
      if (!size) return [];
      const strings = messages.get(locale)!;
      return [
        {
          kind: 'drawing',
          file: drawingPath(product.slug, locale).slice(1),
          key: hashOf({ drawing: product, locale, messages: strings, code }),
          slug: product.slug,
          locale,
          messages: strings,
          props: { product, size },
        },
      ];
    }),
  );
}
