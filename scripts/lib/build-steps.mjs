// `npm run build` and the builds of `npm start`, `npm test` and `npm run cms`: gatsby build and the
// steps around it, the stamp that says whether the served build is current, and what the server
// serves. Node built-ins only: `npm start` imports this before node_modules exists.
import { clearCacheIfNodeCodeChanged, recordNodeCode } from './gatsby-node-code.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { precompressBuild } from './precompress.mjs';
import { childEnv, hashFiles, log, root, run } from './project.mjs';
import { documentsOutcome, handOverAddress, offerOutcome } from './documents-hand-over.mjs';
import { runGatsby } from './gatsby-log.mjs';
import { buildSearchIndex } from './search-index.mjs';
import { ensureChromium } from './system-packages.mjs';

/** @typedef {NodeJS.ProcessEnv} Env */

/** @type {{ entries: string[], folders: string[] }} */
const gatsbyInputs = JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'lib', 'gatsby-inputs.json'), 'utf8'));
const buildInputs = gatsbyInputs.folders;
// The documents' program outside src/ (its import graph inside src/ is covered by the folders).
const documentsProgram = [
  'scripts/datasheets.ts',
  'scripts/lib/print-documents.ts',
  'scripts/lib/document-plan.ts',
  'scripts/lib/documents-code.ts',
];
const buildFiles = [...gatsbyInputs.entries, 'package-lock.json', ...documentsProgram];

/** The files under `dir` (relative to the root), tests left out, sorted. @param {string} dir */
function listFiles(dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('__tests__'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const stampName = '.build-stamp';

/** The sources and the site URL a build writes into its links: either changed means build again. */
function sourceHash(siteUrl = '') {
  return hashFiles(
    [...buildInputs.flatMap(listFiles), ...buildFiles].filter((file) => !file.endsWith('gatsby-types.d.ts')),
  ).concat(' ', siteUrl);
}

/**
 * `env` with SITE_URL set to `origin` when it has none. A production build refuses to run without
 * SITE_URL (src/config/site.ts); `npm start`, `npm test` and `npm run cms` build for the origin they
 * serve themselves, so their canonical links, hreflang alternates and sitemap point at that origin
 * and a fresh clone needs no configuration. An explicit SITE_URL (a staging preview) wins.
 * @param {Env} env
 * @param {string} origin
 * @returns {Env}
 */
export function withLocalSiteUrl(env, origin) {
  return env.SITE_URL?.trim() ? env : { ...env, SITE_URL: origin };
}

/** The public/ directory the server serves: the last build switched in (see build()). */
function servedPublicDir() {
  return path.join(root, '.builds', 'current', 'public');
}

/**
 * The origin the served build was built for (its robots.txt names its sitemap there), or null.
 * @returns {string | null}
 */
export function servedSiteUrl() {
  const robots = path.join(servedPublicDir(), 'robots.txt');
  if (!fs.existsSync(robots)) return null;
  const match = /^Sitemap:\s*(https?:\/\/[^/\s]+)\//m.exec(fs.readFileSync(robots, 'utf8'));
  return match?.[1] ?? null;
}

/**
 * Whether the served build was built from the sources as they are now.
 * @param {{ env?: Env }} [options]
 */
export function buildIsCurrent({ env = childEnv } = {}) {
  const stamp = path.join(servedPublicDir(), stampName);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sourceHash(env.SITE_URL?.trim());
}

/**
 * Copies the documents that `scripts/datasheets.ts --render-only` printed into .datasheets/ (listed
 * in its current.json: path under public/ → printed file, size, pages) into `<publicDir>`: the
 * datasheets into datasheets/, the generated downloads into downloads/, the certificates' records into
 * certificates/, replacing what was there.
 * Returns the count.
 * @param {string} publicDir
 * @param {string} [cacheDir]
 */
export function publishDatasheets(publicDir, cacheDir = path.join(root, '.datasheets')) {
  /** @type {{ files: Record<string, { cached: string }> }} */
  const { files } = JSON.parse(fs.readFileSync(path.join(cacheDir, 'current.json'), 'utf8'));
  for (const dir of new Set(Object.keys(files).map((file) => path.dirname(file)))) {
    fs.rmSync(path.join(publicDir, dir), { recursive: true, force: true });
    fs.mkdirSync(path.join(publicDir, dir), { recursive: true });
  }
  for (const [file, { cached }] of Object.entries(files))
    fs.copyFileSync(path.join(cacheDir, cached), path.join(publicDir, file));
  return Object.keys(files).length;
}

/**
 * The `gatsby develop` processes running in `dir` (Linux: /proc). Develop shares .cache/ and
 * public/ with the build: while it runs, it rewrites the Function manifest for the Functions it
 * compiled on demand, and a build copying them failed (ENOENT) half-way through its switch.
 * @param {string} [dir]
 * @returns {number[]}
 */
export function developProcesses(dir = root) {
  if (!fs.existsSync('/proc/self/cmdline')) return [];
  const found = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const develop = args.some((arg) => /gatsby(\.js)?$/.test(arg)) && args.includes('develop');
      if (develop && fs.realpathSync(`/proc/${pid}/cwd`) === fs.realpathSync(dir)) found.push(Number(pid));
    } catch {
      // gone, or another user's process
    }
  }
  return found;
}

/**
 * Runs `task` and logs how long it took (the build's own profile, one line per step).
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} task
 * @param {string[]} timings
 * @returns {Promise<T>}
 */
async function step(name, task, timings) {
  const started = Date.now();
  const result = await task();
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * `gatsby build`, then, only when each step succeeded: the search index (search-index.mjs), the
 * datasheet PDFs, the .br/.gz copies (precompress.mjs, the index's text files included) and a
 * copy of it all in `.builds/<id>/` that the server switches to (scripts/switch-build.ts). A failed
 * build never replaces the served one.
 * The datasheets are printed by Chromium (scripts/datasheets.ts; ensureChromium installs it when
 * missing) from content/ alone, so they are rendered into .datasheets/ while Gatsby builds (on
 * the core Gatsby leaves idle), and copied into public/ after it: Gatsby may empty public/.
 * `env.PUBLISH_COMMIT` names the commit being built (the publisher of `npm run cms`).
 * @param {{ env?: Env }} [options]
 * @returns {Promise<{ code: number, seconds: number }>}
 */
export async function build({ env = childEnv } = {}) {
  const develop = developProcesses();
  if (develop.length > 0) {
    console.error(
      `gatsby develop is running in this checkout (process ${develop.join(', ')}). It shares .cache/ and public/ ` +
        'with the build, which would copy its half-compiled Functions: stop it (Ctrl+C in its terminal) and build again.',
    );
    return { code: 1, seconds: 0 };
  }
  log('Building the site (gatsby build, and the datasheets beside it)');
  const started = Date.now();
  /** @type {string[]} */
  const timings = [];
  const stamp = sourceHash(env.SITE_URL?.trim());
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const publicDir = path.join(root, 'public');
  // Gatsby's download list awaits the sizes and page counts the documents' printing measures
  // (src/node/documents/manifest.ts): the last build's list must not stand in for this one's.
  const cacheDir = path.join(root, '.datasheets');
  fs.rmSync(path.join(cacheDir, 'current.json'), { force: true });
  const datasheets = step(
    'datasheets',
    async () => {
      const chromium = await ensureChromium();
      if (chromium.ok) return run(tsx, ['scripts/datasheets.ts', '--render-only'], { env });
      console.error(chromium.message);
      fs.mkdirSync(cacheDir, { recursive: true });
      fs.writeFileSync(path.join(cacheDir, 'current.json'), JSON.stringify({ files: {}, error: chromium.message }));
      return 1;
    },
    timings,
  );
  // The documents' outcome, handed to gatsby build when it asks (documents-hand-over.mjs): it
  // waits for their completion or failure, not for a file to appear.
  const address = handOverAddress();
  const handOver = await offerOutcome(
    address,
    datasheets.then((datasheetsCode) => documentsOutcome(datasheetsCode, cacheDir)),
  );
  // Gatsby's own binary, not `npx gatsby`: npx starts npm first (0.7 s measured), on every publish.
  const gatsby = path.join(root, 'node_modules', '.bin', 'gatsby');
  // Nodes made by other Node code (a model or src/node change) are not kept (gatsby-node-code.mjs).
  const nodeCode = await clearCacheIfNodeCodeChanged(root);
  if (nodeCode.cleared)
    log("The build's Node code changed (gatsby-node.ts and what it imports): Gatsby's cache is cleared, a cold build");
  // Off a terminal, its log as plain lines that name each long step while it runs (gatsby-log.mjs).
  let code = await step(
    'gatsby build',
    () => runGatsby(gatsby, ['build'], { cwd: root, env: { ...env, DOCUMENTS_HANDOVER: address } }),
    timings,
  );
  if (code === 0) recordNodeCode(root, nodeCode.code);
  const datasheetsCode = await datasheets;
  await handOver.close();
  if (code === 0) code = datasheetsCode;
  if (code === 0) code = (await step('search index', () => buildSearchIndex(publicDir), timings)).code;
  if (code === 0) {
    try {
      console.log(
        `Documents: ${publishDatasheets(publicDir)} files copied into public/ (datasheets, downloads, certificates, drawings)`,
      );
    } catch (error) {
      console.error(`Copying the datasheets failed: ${error instanceof Error ? error.message : String(error)}`);
      code = 1;
    }
  }
  if (code === 0) {
    fs.writeFileSync(path.join(publicDir, stampName), stamp);
    // The served build's .br/.gz of files that did not change are linked, not compressed again:
    // after a cold build (Gatsby empties public/) or in a new publish checkout as well.
    code = await step('precompress', () => precompressBuild(publicDir, [servedPublicDir()]), timings);
    if (code === 0) code = await step('switch', () => run(tsx, ['scripts/switch-build.ts'], { env }), timings);
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`Build steps: ${timings.join(', ')}; ${seconds.toFixed(1)} s in all`);
  return { code, seconds };
}
