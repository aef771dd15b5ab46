// A language is added with its entry in the locale table and its message files, and nothing else
// (docs/architecture.md): proved by building a throwaway copy of the working tree with a third
// locale added that way (e2e/add-locale.ts: `de`, its messages the English ones with every letter
// accented), then reading what the build wrote. Every page type renders in it, its feed, sitemap,
// search index, documents and nginx rules include it, and its pages show no word that came from
// neither its messages nor the content it falls back to. Runs in `npm run test:copies` beside the
// develop test and the publish flows (jest.copies.config.js).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { addPseudoLocale, pseudo } from './add-locale';
import { allowedWords, foreignWords, visibleText } from './foreign-words';
import { freePort } from './free-port';
import { copyProject } from './project-copy';

const root = path.join(__dirname, '..');
/** A cold build of a copy: about 3 minutes on a quiet 2-core machine, twice that beside other builds. */
const buildTimeout = 20 * 60_000;
const locale = 'de';

let dir = '';
let output = '';
let built = false;

/** The pages (index.html) under `base`, as paths relative to it, leaving out the other locales' trees. */
function pagesUnder(base: string, leaveOut: string[]): string[] {
  const pages: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(base, relative), { withFileTypes: true })) {
      const next = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!leaveOut.includes(next)) walk(next);
      } else if (entry.name === 'index.html') pages.push(relative);
    }
  };
  walk('');
  return pages.sort();
}

const publicDir = () => path.join(dir, 'public');
const read = (file: string) => fs.readFileSync(path.join(publicDir(), file), 'utf8');
/** The default locale's pages, the zh tree of the site: everything outside /en/, /de/, /admin/ and Gatsby's own. */
const defaultPages = () => pagesUnder(publicDir(), ['en', locale, 'admin', '_gatsby', 'page-data', 'pagefind']);

beforeAll(async () => {
  dir = copyProject('laser-third-locale-');
  addPseudoLocale(dir);
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/build.mjs'], {
    cwd: dir,
    env: { ...process.env, SITE_URL: `http://127.0.0.1:${port}`, CI: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const note = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', note);
  child.stderr.on('data', note);
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  built = code === 0;
  if (!built) throw new Error(`The build of the copy with a third locale failed (${code}):\n${output.slice(-6000)}`);
}, buildTimeout);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe(`a third locale (${locale}) added with its table entry and message files only`, () => {
  it('renders every page of the default language in it, in its language and with its messages', () => {
    const pages = defaultPages();
    expect(pages.length).toBeGreaterThan(40);
    const missing = pages.filter((page) => !fs.existsSync(path.join(publicDir(), locale, page, 'index.html')));
    expect(missing).toEqual([]);
    for (const page of pages) {
      const html = read(path.posix.join(locale, page, 'index.html'));
      expect(html).toContain(`<html lang="${locale}"`);
      // The header's navigation, from the pseudo-locale's messages.
      expect(html).toContain(pseudo('Skip to content'));
    }
  });

  it('has its feed, its sitemap entries and hreflang alternates', () => {
    const feed = read(`${locale}/rss.xml`);
    expect(feed).toContain(`<language>${locale}</language>`);
    expect(feed).toContain(`/${locale}/news/`);
    const sitemap = fs
      .readdirSync(publicDir())
      .filter((file) => /^sitemap-\d+\.xml$/.test(file))
      .map(read)
      .join('\n');
    const locations = new Set(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname),
    );
    const inSitemap = defaultPages().filter((page) => locations.has(`/${page}${page ? '/' : ''}`));
    expect(inSitemap.length).toBeGreaterThan(40);
    const ownMissing = inSitemap.filter((page) => !locations.has(`/${locale}/${page}${page ? '/' : ''}`));
    expect(ownMissing).toEqual([]);
    const alternates = sitemap.match(new RegExp(`hreflang="${locale}"`, 'g')) ?? [];
    expect(alternates.length).toBe(sitemap.match(/hreflang="en"/g)?.length);
  });

  it('is in the search index with as many pages as the other languages', () => {
    const entry = JSON.parse(read('pagefind/pagefind-entry.json')) as {
      languages: Record<string, { page_count: number }>;
    };
    const counts = Object.fromEntries(Object.entries(entry.languages).map(([code, info]) => [code, info.page_count]));
    expect(counts[locale]).toBeGreaterThan(40);
    expect(counts[locale]).toBe(counts.en);
  });

  it('gets every generated document printed in it', () => {
    for (const folder of ['datasheets', 'downloads']) {
      const files = fs.readdirSync(path.join(publicDir(), folder));
      const english = files.filter((file) => file.endsWith('-en.pdf'));
      expect(english.length).toBeGreaterThan(0);
      const missing = english
        .map((file) => file.replace(/-en\.pdf$/, `-${locale}.pdf`))
        .filter((file) => !files.includes(file));
      expect(missing).toEqual([]);
    }
  });

  it("gets nginx's not-found page and redirects for its prefix", () => {
    const script = [
      "const nginx = require('./deploy/nginx');",
      'nginx.buildIncludes(".", "third-locale").then((includes) => process.stdout.write(JSON.stringify({',
      '  http: includes.http,',
      "  site: nginx.siteConfig({ root: '/srv/laser-site', serverName: 'www.example.test' }),",
      '})));',
    ].join('\n');
    const result = spawnSync(path.join(dir, 'node_modules', '.bin', 'tsx'), ['-e', script], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    const { http, site } = JSON.parse(result.stdout) as { http: string; site: string };
    expect(site).toContain(`"/${locale}/404/index.html"`);
    expect(http).toContain(`/${locale}/news/detail`);
  });

  it('shows no word on its pages that came from neither its messages nor the content', () => {
    // Besides the content: the languages' own names in the switcher, and the customers' names.
    const partners = fs.readFileSync(path.join(root, 'src', 'components', 'home', 'partners.ts'), 'utf8');
    const names = [...partners.matchAll(/name: '([^']+)'/g)].map((match) => match[1] ?? '');
    // Month names as Intl writes them in the locale's language (dates).
    const months = Array.from({ length: 12 }, (_, month) =>
      new Intl.DateTimeFormat('de-DE', { month: 'long' }).format(new Date(Date.UTC(2026, month, 15))),
    );
    // A time as Intl writes it in the locale's language (a webinar's time, in its zone): "15:00 Uhr GMT+8".
    const times = ['Asia/Shanghai', 'UTC'].map((timeZone) =>
      new Intl.DateTimeFormat('de-DE', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
        timeZoneName: 'short',
      }).formatRange(new Date(Date.UTC(2027, 0, 14, 7)), new Date(Date.UTC(2027, 0, 14, 8))),
    );
    // Time zones and countries as Intl names them in the locale's language (the locations' local
    // hours, "Mitteleuropäische Normalzeit"; the regions a service centre takes lasers from, "Südkorea").
    const zoneNames = Intl.supportedValuesOf('timeZone').flatMap((timeZone) =>
      (['long', 'longGeneric'] as const).flatMap((timeZoneName) =>
        [Date.UTC(2027, 0, 15), Date.UTC(2027, 6, 15)].map((day) =>
          new Intl.DateTimeFormat('de-DE', { timeZone, timeZoneName }).format(day),
        ),
      ),
    );
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const regionNames = new Intl.DisplayNames('de-DE', { type: 'region', fallback: 'none' });
    const countries = letters.flatMap((first) => letters.map((second) => regionNames.of(`${first}${second}`) ?? ''));
    // Abbreviations the same in every language: file types and sizes, the feed's name.
    const universal = ['PDF', 'DXF', 'KB', 'MB', 'RSS'];
    const allowed = allowedWords(dir, [
      '中文',
      'English',
      'Deutsch',
      ...names,
      ...months,
      ...times,
      ...zoneNames,
      ...countries,
      ...universal,
    ]);
    const found: Record<string, string[]> = {};
    for (const page of pagesUnder(path.join(publicDir(), locale), [])) {
      const words = foreignWords(visibleText(read(path.posix.join(locale, page, 'index.html'))), allowed);
      if (words.length) found[`/${locale}/${page}`] = words;
    }
    expect(found).toEqual({});
  });
});
