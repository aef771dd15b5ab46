// Prints the documents the build makes from the content, in each language, with Chromium:
// every active product's datasheet (public/datasheets/<slug>-<locale>.pdf, src/documents/
// datasheet.tsx), every generated download (a downloads entry with `document`: series manuals,
// the catalogue, the declaration of conformity; public/downloads/<slug>-<locale>.pdf,
// src/documents/downloads.tsx) and every certification's record (public/certificates/
// <slug>-<locale>.pdf, src/documents/certificate.tsx); and writes every active model's outline
// drawing for CAD (public/drawings/<slug>-<locale>.dxf, src/documents/outline-dxf.ts). Each PDF
// prints its revision, counted from the git history of what it shows (document-revisions.ts); its
// key goes into the PDF's metadata. The content is read through the model (src/model), the
// views are React components rendered to static markup, sharing the site's (SpecTable).
// Run by scripts/datasheets.ts from an esbuild bundle of this file and all it imports.
// Incremental: a document whose key (document-plan.ts: the localized content, the UI strings, the
// code esbuild found from this file, Chromium's version) names a PDF already in .datasheets/ is
// reused, not printed again.
// Each PDF's size and page count are measured here and listed in .datasheets/current.json, which
// the build's GraphQL reads for the download list (src/node/documents/manifest.ts) and
// scripts/lib/build-steps.mjs copies from (publishDatasheets).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { certificateHtml } from '../../src/documents/certificate';
import { datasheetHtml } from '../../src/documents/datasheet';
import { documentFooter, footerTemplate, generatedHtml } from '../../src/documents/downloads';
import { noteHtml } from '../../src/documents/note';
import { productOutlineDxf } from '../../src/documents/outline-dxf';
import { manifestPath, type DocumentManifest } from '../../src/node/documents/manifest';
import { planDocuments, type PlannedDocument, type PrintedDocument } from './document-plan';
import { documentRevisions } from './document-revisions';
import { withInfo } from './pdf-info';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Job = {
  /** Path under public/, e.g. datasheets/yc-fs20-ir-zh.pdf. */
  file: string;
  cached: string;
  /** Datasheets are exactly two pages, a certificate's record one. */
  pages?: number;
} & (
  | { print: (page: Page) => Promise<Buffer> }
  /** An outline drawing's DXF is text, written without the browser. */
  | { write: () => string }
);

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
/** A PDF's page count; a drawing (DXF) has none. */
const pagesOf = (file: string, data: Buffer) => (file.endsWith('.pdf') ? pageCount(data) : null);

async function printHtml(page: Page, html: string, footer?: string): Promise<Buffer> {
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.pdf({
    preferCSSPageSize: true,
    printBackground: true,
    ...(footer ? { displayHeaderFooter: true, headerTemplate: '<span></span>', footerTemplate: footer } : {}),
  });
}

/** The text of each page of `pdf` (pdftotext, pages split at form feeds), whitespace removed. */
function pageTexts(cache: string, pdf: Buffer): string[] {
  const file = path.join(cache, `pages-${process.pid}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      .split('\f')
      .map((text) => text.replace(/\s+/g, ''));
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/**
 * The page of each chapter of a first print: the first page after the contents (page 2) that holds
 * its title, in the order of the contents.
 */
function chapterPages(
  cache: string,
  pdf: Buffer,
  chapters: readonly { id: string; title: string }[],
): Record<string, number> {
  const texts = pageTexts(cache, pdf);
  const pages: Record<string, number> = {};
  let from = 2;
  for (const chapter of chapters) {
    const title = chapter.title.replace(/\s+/g, '');
    const index = texts.findIndex((text, page) => page >= from && text.includes(title));
    if (index === -1) continue;
    pages[chapter.id] = index + 1;
    from = index;
  }
  return pages;
}

/**
 * The document information of `planned`'s PDF: its revision as a buyer quotes it (Subject), the
 * company (Author), and its key (Build), which the pages no longer print.
 */
function infoOf(planned: PrintedDocument): Record<string, string> {
  const site = planned.kind === 'generated' ? planned.props.content.site : planned.props.site;
  const revision = (planned.messages['document.revision'] ?? '')
    .replace('{{number}}', String(planned.revision.number))
    .replace('{{date}}', planned.revision.date);
  return { Author: site.companyName, Subject: revision, Build: planned.key };
}

/**
 * How `planned` is made: a datasheet or a certificate printed once, a generated download twice (for
 * its contents), an outline drawing written as DXF.
 */
function jobOf(cache: string, planned: PlannedDocument): Job {
  const cached = path.join(cache, `${planned.slug}-${planned.locale}-${planned.key}${path.extname(planned.file)}`);
  if (planned.kind === 'drawing')
    return { file: planned.file, cached, write: () => productOutlineDxf(planned.props, planned.messages) };
  const { messages, revision } = planned;
  const info = infoOf(planned);
  if (planned.kind === 'datasheet')
    return {
      file: planned.file,
      cached,
      pages: 2,
      print: async (page) =>
        withInfo(await printHtml(page, datasheetHtml({ ...planned.props, revision }, messages)), info),
    };
  if (planned.kind === 'certificate')
    return {
      file: planned.file,
      cached,
      pages: 1,
      print: async (page) =>
        withInfo(await printHtml(page, certificateHtml({ ...planned.props, revision }, messages)), info),
    };
  if (planned.kind === 'note')
    return {
      file: planned.file,
      cached,
      print: async (page) =>
        withInfo(
          await printHtml(
            page,
            noteHtml({ ...planned.props, revision }, messages),
            documentFooter(planned.props.site.companyName, planned.props.note.title, revision, messages),
          ),
          info,
        ),
    };
  const props = { ...planned.props, revision };
  const footer = footerTemplate(props, messages);
  return {
    file: planned.file,
    cached,
    print: async (page) => {
      // Printed twice: the first print tells the contents on which page each chapter starts.
      const first = await printHtml(page, generatedHtml(props, messages), footer);
      const html = generatedHtml(props, messages);
      const chapters = [...html.matchAll(/<h[23] id="([^"]+)"[^>]*>([\s\S]*?)<\/h[23]>/g)].map((match) => ({
        id: match[1]!,
        title: match[2]!
          .replace(/<[^>]+>/g, '')
          .replace(/&amp;/g, '&')
          .replace(/&#x27;/g, "'")
          .replace(/&quot;/g, '"'),
      }));
      return withInfo(
        await printHtml(
          page,
          generatedHtml({ ...props, pages: chapterPages(cache, first, chapters) }, messages),
          footer,
        ),
        info,
      );
    },
  };
}

/** The version of the Chromium that prints (part of every key). */
function chromiumVersion(): string {
  try {
    return execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      // Debian's wrapper script complains on stderr about its own arithmetic; only stdout counts.
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch (error) {
    throw new Error(
      `cannot run Chromium at ${chromiumPath} (${error instanceof Error ? error.message : String(error)}): ` +
        'install the chromium package or set CHROMIUM_PATH',
    );
  }
}

/**
 * Prints the documents of the checkout at `root` not yet in its .datasheets/ and lists them all;
 * `code` is the hash of the program's code (documents-code.ts). With `renderOnly` (the build,
 * beside `gatsby build`, which may empty public/) they stay in .datasheets/, else they are copied
 * into public/ too.
 */
export async function printDocuments({ root, code, renderOnly }: { root: string; code: string; renderOnly: boolean }) {
  const started = Date.now();
  const cache = path.join(root, '.datasheets');
  fs.mkdirSync(cache, { recursive: true });
  const siteUrl = process.env.SITE_URL?.trim() || 'http://localhost:8000';
  // The printer is part of every document's key: another Chromium may lay a page out differently.
  const printer = chromiumVersion();
  // Each document's revision, counted from the git history of what it shows (document-revisions.ts).
  const counting = Date.now();
  const revisions = documentRevisions(root, { code, cacheFile: path.join(cache, 'revisions.json') });
  console.log(`Document revisions counted from the git history in ${((Date.now() - counting) / 1000).toFixed(1)} s`);
  const revisionOf = (file: string) => {
    const revision = revisions.get(file);
    if (!revision) throw new Error(`documents: no revision for ${file}`);
    return revision;
  };
  const jobs = planDocuments(root, { siteUrl, code, printer, revisionOf }).map((planned) => jobOf(cache, planned));
  const toRender = jobs.filter((job) => !fs.existsSync(job.cached));
  for (const job of toRender)
    if ('write' in job) {
      fs.writeFileSync(`${job.cached}.tmp`, job.write());
      fs.renameSync(`${job.cached}.tmp`, job.cached);
    }
  const toPrint = toRender.filter((job) => 'print' in job);
  if (toPrint.length) {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage();
      // Nothing of a document comes from the network: fonts are the machine's, images are inline SVG.
      await page.route('**/*', (route) =>
        route.request().url().startsWith('data:') ? route.continue() : route.abort(),
      );
      for (const job of toPrint) {
        if (!('print' in job)) continue;
        const pdf = await job.print(page);
        const pages = pageCount(pdf);
        if (job.pages !== undefined && pages !== job.pages)
          throw new Error(`${job.file} has ${pages} pages, not ${job.pages}: shorten its content`);
        fs.writeFileSync(`${job.cached}.tmp`, pdf);
        fs.renameSync(`${job.cached}.tmp`, job.cached);
      }
    } finally {
      await browser.close();
    }
  }
  // Keep the cache to what the current content needs.
  const wanted = new Set([
    ...jobs.map((job) => path.basename(job.cached)),
    path.basename(manifestPath(root)),
    'revisions.json',
  ]);
  for (const entry of fs.readdirSync(cache, { withFileTypes: true }))
    if (entry.isFile() && !wanted.has(entry.name)) fs.rmSync(path.join(cache, entry.name), { force: true });
  const manifest: DocumentManifest = {
    files: Object.fromEntries(
      jobs.map((job) => {
        const data = fs.readFileSync(job.cached);
        return [job.file, { cached: path.basename(job.cached), bytes: data.length, pages: pagesOf(job.file, data) }];
      }),
    ),
  };
  fs.writeFileSync(`${manifestPath(root)}.tmp`, JSON.stringify(manifest));
  fs.renameSync(`${manifestPath(root)}.tmp`, manifestPath(root));
  if (!renderOnly) {
    for (const dir of new Set(jobs.map((job) => path.dirname(job.file)))) {
      fs.rmSync(path.join(root, 'public', dir), { recursive: true, force: true });
      fs.mkdirSync(path.join(root, 'public', dir), { recursive: true });
    }
    for (const job of jobs) fs.copyFileSync(job.cached, path.join(root, 'public', job.file));
  }
  console.log(
    `Documents: ${jobs.length} files (PDF, DXF) ${renderOnly ? 'ready in .datasheets' : 'in public/'} (${toRender.length} made, ${jobs.length - toRender.length} unchanged) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
