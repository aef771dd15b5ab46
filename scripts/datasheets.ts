// Prints every active product's datasheet to PDF, in each language, into public/datasheets/
// (<slug>-<locale>.pdf), from the same content and UI strings as the product page
// (src/node/datasheet.ts). Incremental: a datasheet whose inputs (the localized product, the
// settings it quotes, the UI strings, the generator's code) hash to a PDF already in .datasheets/
// is copied from there, not rendered again.
// `--render-only` (scripts/lib/setup.mjs build(), beside `gatsby build`, which may empty public/):
// renders what is missing into .datasheets/ and lists the current set in .datasheets/current.json;
// setup.mjs copies them into public/ once Gatsby is done (publishDatasheets).
// Without it: renders and copies (`npx tsx scripts/datasheets.ts` after a build).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { chromium } from 'playwright-core';
import { collectionNamed } from '../src/model';
import { localizeEntry } from '../src/model/localize';
import { locales, type Locale } from '../src/i18n/locales';
import { datasheetPath } from '../src/model/datasheet-path';
import { datasheetHtml, type DatasheetProduct, type DatasheetSite, type Messages } from '../src/node/datasheet';

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'public', path.dirname(datasheetPath('slug', 'zh')));
const cache = path.join(root, '.datasheets');
/** The code a datasheet is made by: a change to any of it renders every datasheet again. */
const generator = [
  'scripts/datasheets.ts',
  'src/node/datasheet.ts',
  'src/model/datasheet-curve.ts',
  'src/model/spec-figures.ts',
  'src/model/spec-text.ts',
  'src/model/options.ts',
].map((file) => fs.readFileSync(path.join(root, file), 'utf8'));

const messagesOf = (locale: Locale): Messages => {
  const dir = path.join(root, 'locales', locale);
  const messages: Messages = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort())
    Object.assign(messages, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Messages);
  return messages;
};

function siteOf(locale: Locale): DatasheetSite {
  const data = load(fs.readFileSync(path.join(root, 'content/settings/site.yml'), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;
  const fields = { ...data.zh, ...(locale === 'zh' ? {} : data[locale]) } as Record<string, string>;
  return {
    brand: fields.brand!,
    companyName: fields.companyName!,
    address: fields.address!,
    phone: fields.phone!,
    hotline: fields.hotline,
    email: fields.email!,
    siteUrl: process.env.SITE_URL?.trim() || 'http://localhost:8000',
  };
}

/** The active products as each locale's page shows them. */
function productsOf(locale: Locale): DatasheetProduct[] {
  const dir = path.join(root, 'content/products');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.yml'))
    .sort()
    .map(
      (file) =>
        localizeEntry(collectionNamed('products'), load(fs.readFileSync(path.join(dir, file), 'utf8')) as never, locale)
          .fields,
    )
    .filter((fields) => fields.state === 'active')
    .map((fields) => ({
      slug: fields.slug as string,
      model: fields.model as string,
      name: fields.name as string,
      summary: fields.summary as string,
      applications: (fields.applications as string[] | undefined) ?? [],
      specifications: (fields.specifications as { key: string; value: string }[] | undefined) ?? [],
    }));
}

/** The set a build publishes: file name in public/datasheets → PDF in .datasheets/ (read by setup.mjs). */
const currentList = path.join(cache, 'current.json');

async function main(renderOnly: boolean) {
  const started = Date.now();
  fs.mkdirSync(cache, { recursive: true });
  const jobs = locales.flatMap((locale) => {
    const messages = messagesOf(locale);
    const site = siteOf(locale);
    return productsOf(locale).map((product) => {
      const version = crypto
        .createHash('sha256')
        .update(JSON.stringify({ product, locale, messages, site, generator }))
        .digest('hex')
        .slice(0, 12);
      return {
        file: path.basename(datasheetPath(product.slug, locale)),
        cached: path.join(cache, `${product.slug}-${locale}-${version}.pdf`),
        html: () => datasheetHtml(product, locale, messages, site, version),
      };
    });
  });
  const toRender = jobs.filter((job) => !fs.existsSync(job.cached));
  if (toRender.length) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage();
      // Nothing of a datasheet comes from the network: fonts are the machine's, images are inline SVG.
      await page.route('**/*', (route) =>
        route.request().url().startsWith('data:') ? route.continue() : route.abort(),
      );
      for (const job of toRender) {
        await page.setContent(job.html(), { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
        const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
        if (pages !== 2) throw new Error(`datasheet ${job.file} has ${pages} pages, not 2: shorten its content`);
        fs.writeFileSync(`${job.cached}.tmp`, pdf);
        fs.renameSync(`${job.cached}.tmp`, job.cached);
      }
    } finally {
      await browser.close();
    }
  }
  // Keep the cache to what the current content needs.
  const wanted = new Set(jobs.map((job) => path.basename(job.cached)));
  for (const file of fs.readdirSync(cache)) if (!wanted.has(file)) fs.rmSync(path.join(cache, file), { force: true });
  const list = Object.fromEntries(jobs.map((job) => [job.file, path.basename(job.cached)]));
  fs.writeFileSync(`${currentList}.tmp`, JSON.stringify(list));
  fs.renameSync(`${currentList}.tmp`, currentList);
  if (!renderOnly) {
    fs.rmSync(out, { recursive: true, force: true });
    fs.mkdirSync(out, { recursive: true });
    for (const job of jobs) fs.copyFileSync(job.cached, path.join(out, job.file));
  }
  console.log(
    `Datasheets: ${jobs.length} PDFs ${renderOnly ? 'ready in .datasheets' : 'in public/datasheets'} (${toRender.length} rendered, ${jobs.length - toRender.length} unchanged) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main(process.argv.includes('--render-only')).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
