// Prints the documents the build makes from the content, in each language, with Chromium:
// every active product's datasheet (public/datasheets/<slug>-<locale>.pdf, src/node/documents/
// datasheet.tsx) and every generated download (a downloads entry with `document`: series manuals,
// the catalogue, the declaration of conformity; public/downloads/<slug>-<locale>.pdf,
// src/node/documents/downloads.tsx). The content is read through the model (src/model), the
// views are React components rendered to static markup, sharing the site's (SpecTable).
// Incremental: a document whose key (scripts/lib/document-plan.ts: the localized content, the UI
// strings, the code found by esbuild from this file's imports, Chromium's version) names a PDF
// already in .datasheets/ is reused, not printed again.
// Each PDF's size and page count are measured here and listed in .datasheets/current.json, which
// the build's GraphQL reads for the download list (src/node/documents/manifest.ts) and
// scripts/lib/build-steps.mjs copies from (publishDatasheets).
// `--render-only` (build-steps.mjs build(), beside `gatsby build`, which may empty public/): renders
// into .datasheets/ only. Without it: renders and copies (`npx tsx scripts/datasheets.ts`).
import './lib/css-modules.cjs';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { datasheetHtml } from '../src/node/documents/datasheet';
import { footerTemplate, generatedHtml } from '../src/node/documents/downloads';
import { manifestPath, type DocumentManifest } from '../src/node/documents/manifest';
import { planDocuments, type PlannedDocument } from './lib/document-plan';
import { documentsCode } from './lib/documents-code';

const root = path.resolve(__dirname, '..');
const cache = path.join(root, '.datasheets');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Job {
  /** Path under public/, e.g. datasheets/yc-fs20-ir-zh.pdf. */
  file: string;
  cached: string;
  /** Datasheets are exactly two pages. */
  pages?: number;
  print: (page: Page) => Promise<Buffer>;
}

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

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
function pageTexts(pdf: Buffer): string[] {
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
function chapterPages(pdf: Buffer, chapters: readonly { id: string; title: string }[]): Record<string, number> {
  const texts = pageTexts(pdf);
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

/** How `planned` is printed: a datasheet once, a generated download twice (for its contents). */
function jobOf(planned: PlannedDocument): Job {
  const cached = path.join(cache, `${planned.slug}-${planned.locale}-${planned.key}.pdf`);
  const { messages } = planned;
  if (planned.kind === 'datasheet')
    return {
      file: planned.file,
      cached,
      pages: 2,
      print: (page) => printHtml(page, datasheetHtml(planned.props, messages)),
    };
  const props = planned.props;
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
      return printHtml(page, generatedHtml({ ...props, pages: chapterPages(first, chapters) }, messages), footer);
    },
  };
}

async function main(renderOnly: boolean) {
  const started = Date.now();
  fs.mkdirSync(cache, { recursive: true });
  const siteUrl = process.env.SITE_URL?.trim() || 'http://localhost:8000';
  // The printer is part of every document's key: another Chromium may lay a page out differently.
  const printer = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim();
  const jobs = planDocuments(root, { siteUrl, code: await documentsCode(root), printer }).map(jobOf);
  const toRender = jobs.filter((job) => !fs.existsSync(job.cached));
  if (toRender.length) {
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
      for (const job of toRender) {
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
  const wanted = new Set([...jobs.map((job) => path.basename(job.cached)), path.basename(manifestPath(root))]);
  for (const file of fs.readdirSync(cache)) if (!wanted.has(file)) fs.rmSync(path.join(cache, file), { force: true });
  const manifest: DocumentManifest = {
    files: Object.fromEntries(
      jobs.map((job) => {
        const pdf = fs.readFileSync(job.cached);
        return [job.file, { cached: path.basename(job.cached), bytes: pdf.length, pages: pageCount(pdf) }];
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
    `Documents: ${jobs.length} PDFs ${renderOnly ? 'ready in .datasheets' : 'in public/'} (${toRender.length} printed, ${jobs.length - toRender.length} unchanged) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main(process.argv.includes('--render-only')).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  // The cause, which the build hands over to gatsby build (scripts/lib/documents-hand-over.mjs).
  fs.mkdirSync(cache, { recursive: true });
  fs.writeFileSync(
    manifestPath(root),
    JSON.stringify({ files: {}, error: String(error instanceof Error ? error.message : error) }),
  );
  process.exit(1);
});
