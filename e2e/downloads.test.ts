import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, newPage } from './browser';
import { listedDownloads } from './download-items';
import { freshGet } from './fresh-get';

// The download center's documents are real ones, in the page's language: each generated download
// (a downloads entry with `document`) is a PDF per language with the pages a manual, catalogue or
// declaration needs, the Chinese page links the Chinese file and the English page the English one,
// and the size and page count the list shows are the file's own. Only an entry with truly no size
// would say "unknown size"; none does today.

interface Entry {
  zh: { slug: string; document?: string; title: string };
  en: { title: string };
}
const dir = path.join(__dirname, '..', 'content', 'downloads');
const generated = fs
  .readdirSync(dir)
  .map((file) => load(fs.readFileSync(path.join(dir, file), 'utf8')) as Entry)
  .filter((entry) => entry.zh.document);
/** The fewest pages each kind of document can have: cover, contents and its chapters. */
const minimumPages: Record<string, number> = { manual: 8, catalog: 5, declaration: 1, commands: 5 };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'downloads-'));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const listed = (url: string) => listedDownloads(browser, url, 'downloads-heading');

interface Honor {
  zh: { slug: string; kind: string; number?: string; issued?: Date; expires?: Date; title: string; issuer: string };
  en: { title: string; issuer: string };
}
const certifications = fs
  .readdirSync(path.join(__dirname, '..', 'content', 'honors'))
  .map((file) => load(fs.readFileSync(path.join(__dirname, '..', 'content', 'honors', file), 'utf8')) as Honor)
  .filter((honor) => honor.zh.kind === 'certification');
const day = (date: Date | undefined) => date?.toISOString().slice(0, 10) ?? '';

/** What a document's pages and metadata say of its revision: quoted on the page, the build's key in the metadata only. */
function revisionOf(file: string, text: string, locale: 'zh' | 'en') {
  // pdftotext may break or drop the spaces in it: read with any spacing, compared without spaces.
  const quoted = locale === 'zh' ? /第\s*\d+\s*版\s*·\s*\d{4}-\d{2}-\d{2}/ : /Revision\s+\d+\s+·\s+\d{4}-\d{2}-\d{2}/;
  const custom = execFileSync('pdfinfo', ['-custom', file], { encoding: 'utf8' });
  return {
    onPage: quoted.exec(text)?.[0].replace(/\s+/g, '') ?? null,
    subject: /^Subject:\s+(.+)$/m.exec(custom)?.[1]?.replace(/\s+/g, '') ?? null,
    build: /^Build:\s+([0-9a-f]{12})$/m.exec(custom)?.[1] ?? null,
  };
}

async function pdf(url: string) {
  const response = await freshGet(new URL(url, baseUrl));
  expect(response.status).toBe(200);
  expect(response.contentType).toMatch(/application\/pdf/);
  const file = path.join(tmp, path.basename(url));
  fs.writeFileSync(file, response.body);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    file,
    bytes: fs.statSync(file).size,
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]),
    text: execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  };
}

describe('the download center', () => {
  it('has generated manuals, catalogues and a declaration', () => {
    expect(generated.map((entry) => entry.zh.document).sort()).toEqual(
      expect.arrayContaining(['catalog', 'declaration', 'manual', 'manual']),
    );
  });

  it.each([
    ['zh', '/supports/', '页'],
    ['en', '/en/supports/', 'page'],
  ] as const)(
    'in %s (%s): each document is its language’s real PDF, sized and paged as listed',
    async (locale, url, pageWord) => {
      const items = await listed(url);
      expect(items.length).toBeGreaterThan(generated.length);
      // Every entry has a size: uploads and printed documents are measured, a link gives its own.
      for (const item of items) expect(item.facts.join(' ')).not.toMatch(/未知大小|unknown size/i);
      for (const entry of generated) {
        const title = locale === 'zh' ? entry.zh.title : entry.en.title;
        const item = items.find((candidate) => candidate.title === title);
        expect(item?.href).toBe(`/downloads/${entry.zh.slug}-${locale}.pdf`);
        const { file, bytes, pages, text } = await pdf(item!.href!);
        // A revision a buyer can quote, the same on the page and in the metadata; the build's
        // key only in the metadata (issue 40: "Edition 5f8c6d502922" on the cover).
        const revision = revisionOf(file, text, locale);
        expect(revision.onPage).not.toBeNull();
        expect(revision.subject).toBe(revision.onPage);
        expect(revision.build).not.toBeNull();
        expect(text).not.toContain(revision.build!);
        expect(text).not.toMatch(/Edition [0-9a-f]{6,}|版本 [0-9a-f]{6,}/);
        expect(pages).toBeGreaterThanOrEqual(minimumPages[entry.zh.document!]!);
        expect(bytes).toBeGreaterThan(20 * 1024);
        // The list shows the file's own page count and size (rounded as formatBytes rounds).
        expect(item!.facts).toContain(
          locale === 'zh' ? `${pages} 页` : `${pages} ${pageWord}${pages === 1 ? '' : 's'}`,
        );
        const shown = item!.facts.find((fact) => /\d\s?(KB|MB)$/.test(fact))!;
        const kb = Number(/([\d.]+)\s?KB/.exec(shown)?.[1] ?? Number(/([\d.]+)\s?MB/.exec(shown)![1]) * 1024);
        expect(Math.abs(kb - bytes / 1024) / (bytes / 1024)).toBeLessThan(0.06);
        // Written in the page's language: Chinese text in the Chinese file, none in the English one.
        if (locale === 'zh') expect(text).toMatch(/\p{Script=Han}{4}/u);
        else expect(text).not.toMatch(/\p{Script=Han}/u);
        expect(text.replace(/\s+/g, '')).toContain(title.replace(/\s+/g, ''));
      }
    },
  );
});

describe('the certificates', () => {
  it.each([
    ['zh', '/about/'],
    ['en', '/en/about/'],
  ] as const)(
    'in %s (%s): each certification links its record, a one-page PDF with every field',
    async (locale, url) => {
      const { page, context } = await newPage(browser);
      await page.goto(url);
      const links = await page.$$eval('section[aria-labelledby="about-honors"] a[download]', (nodes) =>
        nodes.map((node) => node.getAttribute('href')),
      );
      await context.close();
      expect(links.sort()).toEqual(
        certifications.map((honor) => `/certificates/${honor.zh.slug}-${locale}.pdf`).sort(),
      );
      for (const honor of certifications) {
        const { file, pages, text } = await pdf(`/certificates/${honor.zh.slug}-${locale}.pdf`);
        expect(pages).toBe(1);
        const flat = text.replace(/\s+/g, '');
        for (const value of [
          honor[locale].title,
          honor[locale].issuer,
          honor.zh.number!,
          day(honor.zh.issued),
          day(honor.zh.expires),
        ])
          expect(flat).toContain(value.replace(/\s+/g, ''));
        if (locale === 'zh') expect(text).toMatch(/\p{Script=Han}{4}/u);
        else expect(text).not.toMatch(/\p{Script=Han}/u);
        const revision = revisionOf(file, text, locale);
        expect(revision.subject).toBe(revision.onPage);
        expect(text).not.toContain(revision.build!);
      }
    },
  );
});
