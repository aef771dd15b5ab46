// Set-up shared by `npm start` and `npm test`. Node built-ins only: this runs before
// node_modules exists on a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressBuild } from './precompress.mjs';
import { buildSearchIndex } from './search-index.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Environment for every child: no Gatsby telemetry (the network is closed here). */
export const childEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };

export function log(message) {
  console.log(`\n> ${message}`);
}

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: childEnv, ...options });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(root, file);
    hash.update(file);
    if (fs.existsSync(full)) hash.update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

/**
 * The packages of the lockfile that npm installs on this machine (others are other platforms'
 * optional binaries), and how many of them are in node_modules now: the progress of an install.
 */
export function installedPackages(dir = root) {
  const lock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  const libc =
    process.platform === 'linux' ? (process.report?.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl') : null;
  const fits = (list, value) =>
    !list ||
    value === null ||
    list.includes(value) ||
    list.some((item) => item.startsWith('!') && item !== `!${value}`);
  const wanted = Object.entries(lock.packages ?? {}).filter(
    ([name, entry]) =>
      name.includes('node_modules/') &&
      !entry.link &&
      fits(entry.os, process.platform) &&
      fits(entry.cpu, process.arch) &&
      fits(entry.libc, libc),
  );
  const installed = wanted.filter(([name]) => fs.existsSync(path.join(dir, name, 'package.json'))).length;
  return { installed, total: wanted.length };
}

/**
 * Installs npm packages when node_modules is missing or the lockfile changed since: `npm ci`, the
 * lockfile's exact versions, which never rewrites package-lock.json (a fresh clone stays clean).
 * npm shows no progress when its output is not a terminal, and the first install takes many
 * minutes: every 15 s a line says how many of the lockfile's packages are in place.
 */
export async function ensureDependencies() {
  const stamp = path.join(root, 'node_modules', '.install-stamp');
  const wanted = hashFiles(['package.json', 'package-lock.json']);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === wanted) return true;
  // A git worktree sharing another checkout's packages through a link: npm would replace the link
  // with a fresh install of everything. Installing belongs to the checkout that owns them.
  const modules = path.join(root, 'node_modules');
  if (fs.existsSync(modules) && fs.lstatSync(modules).isSymbolicLink()) {
    console.log(`node_modules links to ${fs.realpathSync(modules)}: using those packages, not installing.`);
    return true;
  }
  // package.json changed, perhaps only its scripts: when every declared package is installed at a
  // version it accepts (`npm ls` exits 0), there is nothing to install.
  if (
    fs.existsSync(path.join(root, 'node_modules')) &&
    spawnSync('npm', ['ls', '--depth=0'], { cwd: root, stdio: 'ignore' }).status === 0
  ) {
    fs.writeFileSync(stamp, wanted);
    return true;
  }
  const { total } = installedPackages();
  log(`Installing ${total} npm packages (npm ci): 5-20 minutes the first time, progress every 15 s`);
  const started = Date.now();
  const progress = setInterval(() => {
    const { installed } = installedPackages();
    const minutes = Math.floor((Date.now() - started) / 60000);
    const seconds = Math.floor(((Date.now() - started) % 60000) / 1000);
    // Unpacking ends near the total (a few optional packages are skipped); install scripts follow.
    console.log(
      `  npm ci: ${installed} of about ${total} packages in node_modules, ${minutes} min ${String(seconds).padStart(2, '0')} s`,
    );
  }, 15_000);
  const code = await run('npm', ['ci', '--no-audit', '--no-fund']);
  clearInterval(progress);
  if (code !== 0) {
    console.error('npm ci failed: see the messages above.');
    return false;
  }
  console.log(`Installed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
  fs.writeFileSync(stamp, wanted);
  return true;
}

function debPackageInstalled(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

/**
 * What to tell someone who lacks Debian packages `missing`, needed for `purpose`, and cannot have
 * them installed here (not root, or no apt-get): the packages by name and the exact command.
 */
export function missingPackagesMessage({ purpose, missing, hasApt, alternative = '' }) {
  const list = missing.join(' ');
  if (!hasApt) {
    return (
      `${purpose} This system has no apt-get: install the equivalents of Debian's ${list} ` +
      `with its package manager${alternative ? `, ${alternative}` : ''}.`
    );
  }
  return (
    `${purpose} Missing here: ${list}. Run as root, npm start, npm run build and npm test install them; ` +
    `as this user, install them with:\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${list}` +
    `${alternative ? `\n${alternative[0].toUpperCase()}${alternative.slice(1)}.` : ''}`
  );
}

/**
 * Installs Debian packages `missing` with apt-get when running as root; otherwise (or when apt-get
 * fails) `{ ok: false, message }` naming them and the command that installs them.
 */
async function ensureDebianPackages({ purpose, missing, alternative, present, startsService = false }) {
  if (missing.length === 0) return { ok: true };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (!isRoot || !hasApt)
    return { ok: false, message: missingPackagesMessage({ purpose, missing, hasApt, alternative }) };
  log(`Installing ${missing.join(' and ')} from Debian's packages`);
  const env = { ...childEnv, DEBIAN_FRONTEND: 'noninteractive' };
  // A package that would start a system service on install (nginx on port 80): Debian's
  // policy-rc.d hook (exit 101) tells its scripts not to; the tests start their own instance.
  const policy = '/usr/sbin/policy-rc.d';
  const holdServices = startsService && !fs.existsSync(policy);
  if (holdServices) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  let install;
  try {
    const update = await run('apt-get', ['update', '-qq'], { env });
    install =
      update === 0
        ? await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env })
        : update;
  } finally {
    if (holdServices) fs.rmSync(policy, { force: true });
  }
  if (install !== 0 || !present()) {
    return { ok: false, message: `apt-get could not install ${missing.join(' and ')} (exit ${install}).` };
  }
  return { ok: true };
}

/**
 * Debian's Chromium and CJK fonts, with which every build prints the product datasheets (and the
 * browser tests run), and poppler-utils, whose pdftotext the datasheet test reads them with.
 * Installed with apt when missing and running as root; otherwise `{ ok: false, message }` naming
 * the packages and the command.
 */
export async function ensureChromium() {
  const hasBrowser = fs.existsSync(chromiumPath);
  const hasFonts = process.env.CHROMIUM_PATH ? true : debPackageInstalled('fonts-noto-cjk');
  const hasPoppler = process.env.CHROMIUM_PATH ? true : debPackageInstalled('poppler-utils');
  const missing = [!hasBrowser && 'chromium', !hasFonts && 'fonts-noto-cjk', !hasPoppler && 'poppler-utils'].filter(
    Boolean,
  );
  return ensureDebianPackages({
    purpose:
      'Every build prints the product datasheets with Chromium (chromium, and fonts-noto-cjk for their Chinese text), ' +
      'and the tests read them back with pdftotext (poppler-utils).',
    missing,
    alternative: 'or point CHROMIUM_PATH at a Chromium binary (with CJK fonts and pdftotext installed)',
    present: () => fs.existsSync(chromiumPath),
  });
}

/** Debian's nginx: the server deploy/nginx.ts writes its configuration for. */
export const nginxPath = '/usr/sbin/nginx';
/** Debian's brotli_static module for nginx (libnginx-mod-http-brotli-static), loaded by deploy/nginx.ts standaloneConfig. */
export const nginxBrotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Debian's nginx and its brotli_static module, for the browser test of the nginx configuration
 * (e2e/nginx.test.ts, deploy/nginx.ts). Installed as ensureChromium installs Chromium.
 */
export async function ensureNginx() {
  const missing = [
    !fs.existsSync(nginxPath) && 'nginx',
    !fs.existsSync(nginxBrotliModule) && 'libnginx-mod-http-brotli-static',
  ].filter(Boolean);
  return ensureDebianPackages({
    purpose: "The nginx test serves a deployed build with Debian's nginx and its brotli_static module.",
    missing,
    startsService: true,
    present: () => fs.existsSync(nginxPath) && fs.existsSync(nginxBrotliModule),
  });
}

const buildInputs = ['src', 'content', 'locales', 'static'];
const buildFiles = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package-lock.json',
  'scripts/datasheets.ts',
];

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
 */
export function withLocalSiteUrl(env, origin) {
  return env.SITE_URL?.trim() ? env : { ...env, SITE_URL: origin };
}

/** The origin the served build was built for (its robots.txt names its sitemap there), or null. */
export function servedSiteUrl() {
  const robots = path.join(servedPublicDir(), 'robots.txt');
  if (!fs.existsSync(robots)) return null;
  const match = /^Sitemap:\s*(https?:\/\/[^/\s]+)\//m.exec(fs.readFileSync(robots, 'utf8'));
  return match ? match[1] : null;
}

/** The public/ directory the server serves: the last build switched in (see build()). */
function servedPublicDir() {
  return path.join(root, '.builds', 'current', 'public');
}

/** Whether the served build was built from the sources as they are now. */
export function buildIsCurrent({ env = childEnv } = {}) {
  const stamp = path.join(servedPublicDir(), stampName);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sourceHash(env.SITE_URL?.trim());
}

/**
 * Copies the documents that `scripts/datasheets.ts --render-only` printed into .datasheets/ (listed
 * in its current.json: path under public/ → printed file, size, pages) into `<publicDir>`: the
 * datasheets into datasheets/, the generated downloads into downloads/, replacing what was there.
 * Returns the count.
 */
export function publishDatasheets(publicDir, cacheDir = path.join(root, '.datasheets')) {
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

/** Runs `step` and logs how long it took (the build's own profile, one line per step). */
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
  const timings = [];
  const stamp = sourceHash(env.SITE_URL?.trim());
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const publicDir = path.join(root, 'public');
  // Gatsby's download list awaits the sizes and page counts the documents' printing measures
  // (src/node/documents/manifest.ts): the last build's list must not stand in for this one's.
  fs.rmSync(path.join(root, '.datasheets', 'current.json'), { force: true });
  const datasheets = step(
    'datasheets',
    async () => {
      const chromium = await ensureChromium();
      if (!chromium.ok) console.error(chromium.message);
      if (chromium.ok) return run(tsx, ['scripts/datasheets.ts', '--render-only'], { env });
      fs.mkdirSync(path.join(root, '.datasheets'), { recursive: true });
      fs.writeFileSync(
        path.join(root, '.datasheets', 'current.json'),
        JSON.stringify({ files: {}, error: chromium.message }),
      );
      return 1;
    },
    timings,
  );
  // Gatsby's own binary, not `npx gatsby`: npx starts npm first (0.7 s measured), on every publish.
  const gatsby = path.join(root, 'node_modules', '.bin', 'gatsby');
  let code = await step(
    'gatsby build',
    () => run(gatsby, ['build'], { env: { ...env, DOCUMENTS_PRINTING: '1' } }),
    timings,
  );
  const datasheetsCode = await datasheets;
  if (code === 0) code = datasheetsCode;
  if (code === 0) code = (await step('search index', () => buildSearchIndex(publicDir), timings)).code;
  if (code === 0) {
    try {
      console.log(`Documents: ${publishDatasheets(publicDir)} PDFs copied into public/datasheets and public/downloads`);
    } catch (error) {
      console.error(`Copying the datasheets failed: ${error.message}`);
      code = 1;
    }
  }
  if (code === 0) {
    fs.writeFileSync(path.join(publicDir, stampName), stamp);
    code = await step('precompress', () => precompressBuild(publicDir), timings);
    if (code === 0) code = await step('switch', () => run(tsx, ['scripts/switch-build.ts'], { env }), timings);
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`Build steps: ${timings.join(', ')}; ${seconds.toFixed(1)} s in all`);
  return { code, seconds };
}

/** A free TCP port on the loopback interface: `wanted` when it is free, else any. */
export async function freePort(wanted = 0) {
  if (wanted) {
    try {
      return await listenOnce(wanted);
    } catch {
      // taken: any free port
    }
  }
  return listenOnce(0);
}

function listenOnce(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The inbox token of the servers the browser tests start. */
export const testInboxToken = 'e2e-inbox-token-0123456789abcdef0123';

/**
 * Starts the site server (tsx src/server/http/main.ts) and waits until it answers; on `wantedPort`
 * when that is free (the port of the build's SITE_URL), else on any free port.
 */
export async function startServer(env = {}, wantedPort = 0) {
  const port = await freePort(wantedPort);
  // Each server stores contact messages in its own throwaway SQLite file.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laser-site-'));
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['src/server/http/main.ts'], {
    cwd: root,
    env: {
      ...childEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      CONTACT_DB: path.join(dataDir, 'contact.sqlite'),
      CONTACT_SECRET_FILE: path.join(dataDir, 'contact-secret'),
      CONTACT_INBOX_TOKEN: testInboxToken,
      CONTACT_RATE_LIMIT: '1000/60',
      CONTACT_REFUSED_LIMIT: '1000/60',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) {
        return {
          url,
          stop: () => {
            child.kill('SIGTERM');
            fs.rmSync(dataDir, { recursive: true, force: true });
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`The server did not answer on ${url}`);
}

/**
 * Runs `fn` with two servers on free ports: the site as configured by default (but for the
 * contact form's time trap, CONTACT_MIN_FILL_MS=0), and the same
 * build with a root redirect (ROOT_REDIRECT=/en/, 301). `fn` gets the environment the browser
 * tests read.
 */
export async function withTestServers(fn) {
  const redirect = { ROOT_REDIRECT: '/en/', ROOT_REDIRECT_STATUS: '301' };
  // The contact form's time trap off, so tests need not wait 3 s before sending; the real 3 s are
  // tested on a server of their own (e2e/contact.test.ts).
  const fast = { CONTACT_MIN_FILL_MS: '0' };
  // The site server where the build's links point (npm test builds for http://127.0.0.1:<port>).
  const builtFor = servedSiteUrl();
  const local = builtFor && /^http:\/\/127\.0\.0\.1:(\d+)$/.exec(builtFor);
  const nginx = await ensureNginx();
  if (!nginx.ok) console.error(nginx.message);
  const site = await startServer(fast, local ? Number(local[1]) : 0);
  let redirected;
  try {
    redirected = await startServer({ ...fast, ...redirect });
    return await fn({
      E2E_BASE_URL: site.url,
      // The origin of the build's canonical links, sitemap and feeds (its SITE_URL).
      E2E_SITE_URL: builtFor ?? '',
      E2E_REDIRECT_BASE_URL: redirected.url,
      E2E_REDIRECT_TARGET: redirect.ROOT_REDIRECT,
      E2E_REDIRECT_STATUS: redirect.ROOT_REDIRECT_STATUS,
      CHROMIUM_PATH: chromiumPath,
      E2E_INBOX_TOKEN: testInboxToken,
      // e2e/nginx.test.ts: the nginx binary, or why there is none.
      NGINX_PATH: nginxPath,
      E2E_NGINX_PROBLEM: nginx.ok ? '' : nginx.message,
    });
  } finally {
    site.stop();
    redirected?.stop();
  }
}
