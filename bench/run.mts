// `npm run bench`: the measured figures (never part of `npm test`, asserts nothing).
//   1. Lighthouse (mobile and desktop presets) on every page type in both locales, served by our
//      server, next to the ANCHOR (bench/anchor: a bare Gatsby 5 + React 19 page) built and
//      measured in the same run: scores, LCP, TBT, CLS and first-load JS (gzip -9 of every script
//      file the page requested), each page's ratio to the anchor.
//   2. Build scale: in temporary copies of the project, a cold build and rebuilds after one YAML
//      change (median of 3, or of BENCH_RUNS if more): the whole `npm run build` of the shipped
//      content, then `gatsby build` alone at the shipped content and with a synthetic corpus of
//      N = 500 and 2000 (BENCH_SCALE=500 limits the list); next to the anchor built cold and then
//      warm with nothing changed in the same run (bench/build-timing.ts): pages, seconds, the
//      ratios of cold builds and rebuilds to the anchor's, peak memory, marginal ms per page,
//      `npm run build`'s own steps, and Gatsby's step timings of the cold build and the rebuild.
//   3. The contact handler's throughput (bench/contact.ts).
//   4. Site search: seconds the index adds to the build, its size per locale, the bytes loaded when
//      search opens (bench/search.ts).
// Prints tables and writes bench/results.json. BENCH_RUNS (default 1; 3 gives medians),
// BENCH_ONLY=lighthouse,scale,contact,search selects sections, BENCH_PAGES="home,product detail"
// limits Lighthouse to those page types (both locales, next to the anchor), BENCH_PRESETS=mobile
// to one preset. BENCH_FLOOR=0 skips measuring each page without its scripts (serveWithoutScripts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs } from '../e2e/browser';
import { copyProject } from '../e2e/project-copy';
import { isSiteScript, pageTypes } from '../e2e/first-load-js';
import { generateCorpus } from './generate-corpus';
import { pageDataSizes } from './page-data';
import { searchSection } from './search';
import { build, buildIsCurrent } from '../scripts/lib/build-steps.mjs';
import { freePort } from '../scripts/lib/ports.mjs';
import { childEnv, root } from '../scripts/lib/project.mjs';
import { type Timed, anchorBuilds, buildEnv, medianRun, ratio, timed } from './build-timing';
import { chromiumPath } from '../scripts/lib/system-packages.mjs';
import { startServer } from '../scripts/lib/test-servers.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const anchorDir = path.join(benchDir, 'anchor');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
/** One-file rebuilds per corpus: a median of at least three, never one sample. */
const rebuildRuns = Math.max(3, runs);
const only = (process.env.BENCH_ONLY ?? 'lighthouse,scale,contact,search').split(',');
const pageFilter = (process.env.BENCH_PAGES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const presets = (process.env.BENCH_PRESETS ?? 'mobile,desktop')
  .split(',')
  .filter((preset): preset is 'mobile' | 'desktop' => preset === 'mobile' || preset === 'desktop');
const measureFloor = process.env.BENCH_FLOOR !== '0';
const scales = (process.env.BENCH_SCALE ?? '500,2000').split(',').map(Number).filter(Boolean);
const results: Record<string, unknown> = { date: new Date().toISOString(), runs, host: os.cpus().length + ' cores' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

// ---------------------------------------------------------------- 1. Lighthouse

async function buildAnchor() {
  const modules = path.join(anchorDir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), modules);
  const gatsby = path.join(root, 'node_modules', '.bin', 'gatsby');
  const result = await timed(gatsby, ['build'], anchorDir, path.join(os.tmpdir(), 'bench-anchor-build.log'));
  if (result.code !== 0) throw new Error(`The anchor did not build: see ${os.tmpdir()}/bench-anchor-build.log`);
  return result;
}

/**
 * The built site's pages with every script taken out (inline and external, and their preloads), the
 * same compression: what the page's HTML and CSS alone cost the main thread (parsing, style,
 * layout, paint), i.e. the floor under any work on the page's JavaScript. Other files as built.
 */
async function serveWithoutScripts(publicDir: string) {
  return serveCompressed((app) => {
    app.use((request, response, next) => {
      if (!request.path.endsWith('/')) return next();
      const file = path.join(publicDir, decodeURIComponent(request.path), 'index.html');
      if (!file.startsWith(publicDir) || !fs.existsSync(file)) return next();
      const html = fs
        .readFileSync(file, 'utf8')
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '');
      response.type('html').send(html);
    });
    app.use(express.static(publicDir));
  });
}

/** A static server for the anchor with the same compression as ours. */
const serveAnchor = () => serveCompressed((app) => app.use(express.static(path.join(anchorDir, 'public'))));

/** An express app with our compression, set up by `routes`, listening on a free port of 127.0.0.1. */
async function serveCompressed(routes: (app: express.Express) => void) {
  const app = express();
  app.use(compression());
  routes(app);
  const port = await freePort();
  const server = app.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

interface Measure {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  /** Elements in the page (Lighthouse dom-size). */
  dom: number;
  /** Main-thread ms by kind (Lighthouse mainthread-work-breakdown): script (evaluation, parse and
   * compile, garbage collection) and style (style and layout, paint and composite). */
  script: number;
  style: number;
  /** The longest main-thread task, ms (Lighthouse long-tasks), at the preset's CPU slowdown. */
  longest: number;
}

/** The LCP element and its phases (TTFB, load delay, load time, render delay in ms), as Lighthouse saw it. */
interface LcpDetail {
  element: string;
  phases: string;
}

/** Reads the largest-contentful-paint-element audit: the element's snippet and the time in each phase. */
function lcpDetailOf(details: unknown): LcpDetail {
  const tables = ((details as { items?: { items?: Record<string, unknown>[] }[] } | undefined)?.items ?? []).map(
    (table) => table.items ?? [],
  );
  const node = tables.flat().find((item) => (item.node as { snippet?: string } | undefined)?.snippet)?.node as
    { snippet: string } | undefined;
  const phases = tables
    .flat()
    .filter((item) => typeof item.timing === 'number')
    .map((item) => Math.round(item.timing as number))
    .join('/');
  return { element: node?.snippet.slice(0, 120) ?? '?', phases };
}

/** Script and style-and-layout main-thread time from Lighthouse's breakdown, in ms. */
function mainThreadOf(details: unknown): { script: number; style: number } {
  const items = (details as { items?: { group: string; duration: number }[] } | undefined)?.items ?? [];
  const sum = (groups: string[]) =>
    items.filter((item) => groups.includes(item.group)).reduce((total, item) => total + item.duration, 0);
  return {
    script: sum(['scriptEvaluation', 'scriptParseCompile', 'garbageCollection']),
    style: sum(['styleLayout', 'paintCompositeRender']),
  };
}

async function lighthouseOnce(url: string, port: number, preset: 'mobile' | 'desktop', publicDir: string) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const origin = new URL(url).origin;
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
    ?.items;
  const scripts = new Set(
    (requests ?? [])
      .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
      .map((item) => new URL(item.url).pathname)
      .filter(isSiteScript),
  );
  const js = [...scripts].reduce(
    (sum, pathname) => sum + gzipSync(fs.readFileSync(path.join(publicDir, pathname)), { level: 9 }).length,
    0,
  );
  const score = (name: string) => lhr.categories[name]?.score ?? NaN;
  const value = (name: string) => lhr.audits[name]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    js,
    dom: value('dom-size'),
    ...mainThreadOf(lhr.audits['mainthread-work-breakdown']?.details),
    longest: Math.max(
      0,
      ...((lhr.audits['long-tasks']?.details as { items?: { duration: number }[] } | undefined)?.items ?? []).map(
        (task) => task.duration,
      ),
    ),
    lcpDetail: lcpDetailOf(lhr.audits['largest-contentful-paint-element']?.details),
  };
}

async function measure(url: string, port: number, preset: 'mobile' | 'desktop', publicDir: string) {
  const all: (Measure & { lcpDetail: LcpDetail })[] = [];
  // Lighthouse now and then ends a run without metrics (LanternError "missing metric scores"): such
  // a run is taken again (at most twice per page) instead of putting NaN into the median.
  for (let attempt = 0; all.length < runs && attempt < runs + 2; attempt += 1) {
    const once = await lighthouseOnce(url, port, preset, publicDir);
    if (Number.isFinite(once.performance) && Number.isFinite(once.tbt)) all.push(once);
    else console.warn(`\nLighthouse gave no metrics for ${url} (${preset}); measuring again`);
  }
  if (!all.length) throw new Error(`Lighthouse gave no metrics for ${url} (${preset}) in ${runs + 2} attempts`);
  const medians = Object.fromEntries(
    Object.keys(all[0]!)
      .filter((key) => key !== 'lcpDetail')
      .map((key) => [key, median(all.map((one) => one[key as keyof Measure]))]),
  ) as unknown as Measure;
  // The element of each run (it may differ between runs), with its phases.
  return {
    ...medians,
    lcpElements: all.map((one) => `${one.lcpDetail.element} (${one.lcpDetail.phases} ms)`),
    // Each run's TBT: the spread says whether a median moved or the machine did.
    tbtRuns: all.map((one) => Math.round(one.tbt)),
  };
}

async function lighthouseSection() {
  const unknown = pageFilter.filter((name) => !(name in pageTypes));
  if (unknown.length)
    throw new Error(`BENCH_PAGES: no page type ${unknown.join(', ')} (${Object.keys(pageTypes).join(', ')})`);
  if (!buildIsCurrent({ env: buildEnv })) {
    const built = await build({ env: buildEnv });
    if (built.code !== 0) throw new Error('gatsby build failed');
  }
  console.log('\n> Building the anchor (bench/anchor)');
  await buildAnchor();
  const site = await startServer();
  const anchor = await serveAnchor();
  const scriptless = await serveWithoutScripts(path.join(root, 'public'));
  const chrome = await launchChrome({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
  const rows: Record<string, string | number>[] = [];
  const measured: Record<string, unknown>[] = [];
  try {
    for (const preset of presets) {
      console.log(`\n> Lighthouse ${preset}`);
      // The bare page before and after the site's pages (the machine may change pace during the run):
      // ratios are to the mean of both. It is measured in English and in Chinese: a Chinese page is
      // compared with the Chinese bare page, which pays what laying out Chinese text costs the browser
      // (a CJK font found by fallback, larger glyph runs) and an English page never does.
      const anchors = async () => ({
        en: await measure(`${anchor.url}/`, chrome.port, preset, path.join(anchorDir, 'public')),
        zh: await measure(`${anchor.url}/zh/`, chrome.port, preset, path.join(anchorDir, 'public')),
      });
      const before = await anchors();
      type Measured = Awaited<ReturnType<typeof measure>>;
      const targets: [name: string, route: string, language: 'en' | 'zh', known?: Measured][] = [
        ['ANCHOR', '', 'en', before.en],
        ['ANCHOR (zh)', '/zh/', 'zh', before.zh],
        ...Object.entries(pageTypes)
          .filter(([type]) => !pageFilter.length || pageFilter.includes(type))
          .flatMap(([type, route]): [string, string, 'en' | 'zh'][] => [
            [type, route, 'zh'],
            [`${type} (en)`, `/en${route}`, 'en'],
          ]),
      ];
      const pages: [name: string, route: string, language: 'en' | 'zh', figures: Measured, floor?: Measured][] = [];
      for (const [name, route, language, known] of targets) {
        pages.push([
          name,
          route,
          language,
          known ?? (await measure(`${site.url}${route}`, chrome.port, preset, path.join(root, 'public'))),
          known || !measureFloor
            ? undefined
            : await measure(`${scriptless.url}${route}`, chrome.port, preset, path.join(root, 'public')),
        ]);
        process.stdout.write('.');
      }
      const after = await anchors();
      pages.push(['ANCHOR (after)', '', 'en', after.en], ['ANCHOR (zh, after)', '/zh/', 'zh', after.zh]);
      const baseOf = (language: 'en' | 'zh') => ({
        ...before[language],
        tbt: (before[language].tbt + after[language].tbt) / 2,
        lcp: (before[language].lcp + after[language].lcp) / 2,
      });
      const bases = { en: baseOf('en'), zh: baseOf('zh') };
      for (const [name, route, language, figures, floor] of pages) {
        const base = bases[language];
        measured.push({ preset, page: name, route, ...figures, ...(floor && { withoutScripts: floor }) });
        rows.push({
          preset,
          page: name,
          perf: figures.performance,
          a11y: figures.accessibility,
          bp: figures['best-practices'],
          seo: figures.seo,
          'LCP ms': Math.round(figures.lcp),
          'TBT ms': Math.round(figures.tbt),
          CLS: Number(figures.cls.toFixed(3)),
          'JS KB': kb(figures.js),
          'JS ×anchor': Number((figures.js / base.js).toFixed(2)),
          'LCP ×anchor': Number((figures.lcp / base.lcp).toFixed(2)),
          'TBT ×anchor': Number((figures.tbt / Math.max(base.tbt, 1)).toFixed(1)),
          DOM: Math.round(figures.dom),
          'script ms': Math.round(figures.script),
          'style ms': Math.round(figures.style),
          'longest task ms': Math.round(figures.longest),
          // The same page without its scripts: the TBT its HTML and CSS cost alone, and its ratio.
          ...(floor && {
            'no-JS TBT ms': Math.round(floor.tbt),
            'no-JS TBT ×anchor': Number((floor.tbt / Math.max(base.tbt, 1)).toFixed(1)),
            'no-JS style ms': Math.round(floor.style),
          }),
        });
      }
    }
  } finally {
    chrome.kill();
    anchor.stop();
    scriptless.stop();
    site.stop();
  }
  console.log(`\nLighthouse ${lighthouseVersion()}, ${runs} run(s) per page (median), same machine and run:`);
  console.table(rows);
  console.log('\nLCP element of each run (TTFB/load delay/load time/render delay):');
  for (const row of measured) {
    const elements = row.lcpElements as string[] | undefined;
    if (elements) console.log(`${String(row.preset)} ${String(row.page)}: ${elements.join(' | ')}`);
  }
  console.log('\nTBT of each run (ms):');
  for (const row of measured) {
    const tbts = row.tbtRuns as number[] | undefined;
    const floor = (row.withoutScripts as { tbtRuns?: number[] } | undefined)?.tbtRuns;
    if (tbts)
      console.log(
        `${String(row.preset)} ${String(row.page)}: ${tbts.join(' / ')}${floor ? ` (without scripts: ${floor.join(' / ')})` : ''}`,
      );
  }
  results.lighthouse = measured;
}

function lighthouseVersion() {
  return (
    JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

// ---------------------------------------------------------------- 2. Build scale

const countPages = (dir: string) =>
  fs
    .readdirSync(path.join(dir, 'public', 'page-data'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page-data.json')).length;

/**
 * Gatsby's own timings from a build log (CI=1 prints one `success <step> - <seconds>s` line per
 * step): the steps of at least `min` seconds, in order. Steps overlap where Gatsby runs them side
 * by side (the Functions compile inside onPreBootstrap), so they do not add up to the wall time.
 */
function gatsbySteps(log: string, min = 0.3): [string, number][] {
  const steps: [string, number][] = [];
  for (const line of log.split('\n')) {
    if (!line.startsWith('success ')) continue;
    // `success <step> - <seconds>s`, and for counted steps ` - <done>/<total> <rate>/s` after it.
    for (let at = line.indexOf(' - '); at !== -1; at = line.indexOf(' - ', at + 3)) {
      const match = /^(\d+(?:\.\d+)?)s\b/.exec(line.slice(at + 3));
      if (!match) continue;
      const seconds = Number(match[1]);
      if (seconds >= min) steps.push([line.slice('success '.length, at).trim(), seconds]);
      break;
    }
  }
  return steps;
}

/**
 * Builds `dir` cold with `command`, then `rebuildRuns` times more, each after another news story's
 * title changed: one content file, as an editor's save. `name` names the logs in the temporary directory.
 */
async function coldAndRebuilds(command: string, args: string[], dir: string, name: string) {
  const coldLog = path.join(os.tmpdir(), `bench-${name}-cold.log`);
  const cold = await timed(command, args, dir, coldLog);
  if (cold.code !== 0) throw new Error(`The cold build (${name}) failed: see ${coldLog}`);
  const news = fs.readdirSync(path.join(dir, 'content', 'news')).sort();
  const rebuilds: (Timed & { log: string })[] = [];
  for (let run = 0; run < rebuildRuns; run++) {
    const changed = path.join(dir, 'content', 'news', news[run % news.length]!);
    fs.writeFileSync(
      changed,
      fs.readFileSync(changed, 'utf8').replace(/title: (.*)/, `title: $1 (changed ${run + 1})`),
    );
    const logFile = path.join(os.tmpdir(), `bench-${name}-rebuild-${run + 1}.log`);
    const warm = await timed(command, args, dir, logFile);
    if (warm.code !== 0) throw new Error(`The rebuild (${name}) failed: see ${logFile}`);
    rebuilds.push({ ...warm, log: fs.readFileSync(logFile, 'utf8') });
  }
  return { cold, coldLog: fs.readFileSync(coldLog, 'utf8'), rebuilds, rebuild: medianRun(rebuilds) };
}

/** The `Build steps: …` line `npm run build` ends with (scripts/lib/build-steps.mjs), without its colours. */
const buildStepsLine = (log: string) =>
  // eslint-disable-next-line no-control-regex
  /Build steps: [^\n]*/.exec(log.replace(/\u001b\[[0-9;]*[A-Za-z]/g, ''))?.[0] ?? '(no "Build steps" line)';

async function scaleSection() {
  const rows: Record<string, string | number>[] = [];
  let baseline: { pages: number; seconds: number } | null = null;
  console.log(`\n> Build scale: the anchor (bench/anchor), cold, then ${rebuildRuns} warm builds with nothing changed`);
  const anchor = await anchorBuilds(rebuildRuns);
  rows.push({
    content: 'anchor (bare Gatsby page)',
    pages: 1,
    'cold s': Number(anchor.cold.seconds.toFixed(1)),
    'cold ×anchor': 1,
    'cold cpu s': Number(anchor.cold.cpuSeconds.toFixed(1)),
    'cold cpu ×anchor': 1,
    'cold peak MB': anchor.cold.peakMB,
    'rebuild s': Number(anchor.rebuild.seconds.toFixed(1)),
    'rebuild runs s': anchor.warm.map((run) => run.seconds.toFixed(1)).join(' '),
    'rebuild ×anchor': 1,
    'rebuild cpu s': Number(anchor.rebuild.cpuSeconds.toFixed(1)),
    'load at start': Number(anchor.cold.load.toFixed(1)),
  });
  /** The ratios of a cold build and its median rebuild to the anchor's cold and warm builds of this run. */
  const ratios = (cold: Timed, rebuild: Timed) => ({
    'cold ×anchor': ratio(cold.seconds, anchor.cold.seconds),
    // CPU seconds move less with the machine's load than wall time (the anchor and the site
    // may build under different loads in one run).
    'cold cpu ×anchor': ratio(cold.cpuSeconds, anchor.cold.cpuSeconds),
    'rebuild ×anchor': ratio(rebuild.seconds, anchor.rebuild.seconds),
    'rebuild cpu ×anchor': ratio(rebuild.cpuSeconds, anchor.rebuild.cpuSeconds),
  });

  // The whole of `npm run build` (datasheets, gatsby build, search index, precompression, switch) on
  // the shipped content: what a fresh clone's first build and an editor's publish wait for.
  {
    const dir = copyProject('bench-npm-build-');
    try {
      console.log(
        `\n> Build scale: npm run build of the shipped content (cold, then ${rebuildRuns} rebuilds, one YAML changed each)`,
      );
      const { cold, coldLog, rebuilds, rebuild } = await coldAndRebuilds(
        process.execPath,
        ['scripts/build.mjs'],
        dir,
        'npm-build',
      );
      rows.push({
        content: 'shipped, npm run build',
        pages: countPages(dir),
        'cold s': Number(cold.seconds.toFixed(1)),
        'cold cpu s': Number(cold.cpuSeconds.toFixed(1)),
        'cold peak MB': cold.peakMB,
        'rebuild s': Number(rebuild.seconds.toFixed(1)),
        'rebuild runs s': rebuilds.map((run) => run.seconds.toFixed(1)).join(' '),
        'rebuild cpu s': Number(rebuild.cpuSeconds.toFixed(1)),
        'rebuild peak MB': rebuild.peakMB,
        ...ratios(cold, rebuild),
        'load at start': Number(cold.load.toFixed(1)),
      });
      console.log(`cold:    ${buildStepsLine(coldLog)}\nrebuild: ${buildStepsLine(rebuild.log)}`);
      results.npmBuildSteps = { cold: buildStepsLine(coldLog), rebuild: buildStepsLine(rebuild.log) };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  /** Gatsby's steps of the shipped content's cold build and median rebuild, and of N = … */
  const steps: Record<string, Record<string, number | string>> = {};
  for (const n of [0, ...scales]) {
    const dir = copyProject('bench-site-');
    const label = n ? `N = ${n}` : 'shipped';
    try {
      const errors = n ? generateCorpus(dir, n) : [];
      if (errors.length) throw new Error(`The corpus N = ${n} is not valid:\n${errors.slice(0, 10).join('\n')}`);
      const gatsby = path.join(dir, 'node_modules', '.bin', 'gatsby');
      console.log(
        `\n> Build scale: N = ${n || 'shipped'}, gatsby build (cold, then ${rebuildRuns} rebuilds, one YAML changed each)`,
      );
      const { cold, coldLog, rebuilds, rebuild: middle } = await coldAndRebuilds(gatsby, ['build'], dir, `build-${n}`);
      const pages = countPages(dir);
      if (!n) {
        const sizes = pageDataSizes(path.join(dir, 'public'));
        console.log('\npage-data.json per page type (shipped content, mean of both locales):');
        console.table(sizes);
        results.pageData = sizes;
      }
      baseline ??= { pages, seconds: cold.seconds };
      const marginal =
        pages > baseline.pages ? Math.round((1000 * (cold.seconds - baseline.seconds)) / (pages - baseline.pages)) : '';
      rows.push({
        content: n
          ? `N = ${n} (+${n} news, +${Math.floor(n / 10)} products, +${Math.floor(n / 20)} experts), gatsby build`
          : 'shipped, gatsby build',
        pages,
        'cold s': Number(cold.seconds.toFixed(1)),
        'cold cpu s': Number(cold.cpuSeconds.toFixed(1)),
        'cold peak MB': cold.peakMB,
        'rebuild s': Number(middle.seconds.toFixed(1)),
        'rebuild runs s': rebuilds.map((rebuild) => rebuild.seconds.toFixed(1)).join(' '),
        'rebuild cpu s': Number(middle.cpuSeconds.toFixed(1)),
        'rebuild peak MB': middle.peakMB,
        ...ratios(cold, middle),
        'marginal ms/page': marginal,
        'load at start': Number(cold.load.toFixed(1)),
      });
      for (const [name, log] of [
        [`${label} cold`, coldLog],
        [`${label} rebuild`, middle.log],
      ] as const) {
        for (const [step, seconds] of gatsbySteps(log)) (steps[step] ??= {})[name] = seconds;
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nBuild scale (in a temporary copy; rebuild: median of ${rebuildRuns}, after one news story changed, the anchor's ` +
      'with nothing changed; ×anchor: ratio to the anchor built in this run; peak RSS from /usr/bin/time -v; ' +
      'load: the 1-minute load average when the cold build started):',
  );
  console.table(rows);
  console.log("\nGatsby's steps of at least 0.3 s, seconds (the rebuild: the median run; steps may overlap):");
  console.table(steps);
  results.scale = rows;
  results.scaleSteps = steps;
}

// ---------------------------------------------------------------- 3. Contact handler

async function contactSection() {
  console.log('\n> Contact handler (bench/contact.ts)');
  const output: string[] = [];
  const code = await new Promise<number>((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['bench/contact.ts'], {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output.push(chunk.toString());
    });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  results.contact = { exitCode: code, table: output.join('') };
}

const sections: Record<string, () => Promise<void>> = {
  lighthouse: lighthouseSection,
  scale: scaleSection,
  contact: contactSection,
  search: () => searchSection(results, runs),
};
for (const name of only) {
  const section = sections[name];
  if (!section) throw new Error(`Unknown section "${name}" in BENCH_ONLY`);
  await section();
}
fs.writeFileSync(path.join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWrote bench/results.json`);
process.exit(0);
