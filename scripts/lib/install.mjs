// Installing the npm packages. Node built-ins only: this runs before node_modules exists on a
// fresh clone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashFiles, log, root, run } from './project.mjs';

/**
 * @typedef {object} LockEntry
 * @property {boolean} [link]
 * @property {string[]} [os]
 * @property {string[]} [cpu]
 * @property {string[]} [libc]
 */

/**
 * The packages of the lockfile that npm installs on this machine (others are other platforms'
 * optional binaries), and how many of them are in node_modules now: the progress of an install.
 * @param {string} [dir]
 */
export function installedPackages(dir = root) {
  /** @type {{ packages?: Record<string, LockEntry> }} */
  const lock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  const report = /** @type {{ header: { glibcVersionRuntime?: string } } | undefined} */ (process.report?.getReport());
  const libc = process.platform === 'linux' ? (report?.header.glibcVersionRuntime ? 'glibc' : 'musl') : null;
  /** @param {string[] | undefined} list @param {string | null} value */
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
 * @typedef {object} NpmActivity What `npm ci` did so far, read from its debug log.
 * @property {number} requests answers from the registry (each package's metadata, then its tarball)
 * @property {{ name: string, event: string, location: string, command: string }[]} scripts install scripts running now
 * @property {number} scriptsDone install scripts that ended
 */

/**
 * Follows npm's debug log, which npm writes as it goes (every registry request, every install
 * script started and ended, at its own log level whatever the terminal's): `read()` reads what
 * was added since and returns the activity so far. The lines it reads:
 *   `19 http fetch GET 200 https://registry.npmjs.org/ms 382ms (cache miss)`
 *   `28 info run better-sqlite3@12.4.1 install node_modules/better-sqlite3 prebuild-install || node-gyp rebuild --release`
 *   `29 info run better-sqlite3@12.4.1 install { code: 0, signal: null }`
 * @param {() => string} readAdded the text added to the log since the last call
 */
export function npmLogReader(readAdded) {
  let partial = '';
  let requests = 0;
  let scriptsDone = 0;
  /** @type {Map<string, { name: string, event: string, location: string, command: string }>} */
  const running = new Map();
  return {
    /** @returns {NpmActivity} */
    read() {
      const lines = (partial + readAdded()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (/^\d+ http fetch /.test(line)) requests += 1;
        const script = /^\d+ info run (\S+)@\S+ (\S+) (.*)$/.exec(line);
        if (!script) continue;
        const [, name = '', event = '', detail = ''] = script;
        if (detail.startsWith('{ code:')) {
          running.delete(`${name} ${event}`);
          scriptsDone += 1;
        } else {
          const [location = '', ...command] = detail.split(' ');
          running.set(`${name} ${event}`, { name, event, location, command: command.join(' ') });
        }
      }
      return { requests, scripts: [...running.values()], scriptsDone };
    },
  };
}

/**
 * One progress line of an install: what npm is doing now, in words. A package compiling native
 * code says so: better-sqlite3 builds SQLite from C++ source with node-gyp when no prebuilt
 * binary fits, for minutes on a busy machine, while every other package is long in place.
 * @param {{ installed: number, total: number, activity: NpmActivity, elapsedMs: number, compiling?: (location: string) => boolean }} state
 */
export function installProgress({ installed, total, activity, elapsedMs, compiling = () => false }) {
  const minutes = Math.floor(elapsedMs / 60000);
  const seconds = Math.floor((elapsedMs % 60000) / 1000);
  const time = `${minutes} min ${String(seconds).padStart(2, '0')} s`;
  const packages = `${installed} of about ${total} packages in node_modules`;
  if (activity.scripts.length > 0) {
    const scripts = activity.scripts.map(({ name, event, location, command }) =>
      compiling(location)
        ? `${name}'s ${event} script: compiling its C++ from source (node-gyp; minutes on a busy machine)`
        : /node-gyp/.test(command)
          ? `${name}'s ${event} script: a prebuilt binary, or else compiling its C++ from source (node-gyp)`
          : `${name}'s ${event} script`,
    );
    return `  npm ci: ${packages}; running ${scripts.join(', ')}; ${time}`;
  }
  if (activity.scriptsDone > 0) {
    return `  npm ci: ${packages}, install scripts done; npm is finishing; ${time}`;
  }
  if (installed === 0) {
    return `  npm ci: fetching from the registry, ${activity.requests} answers so far (each package's metadata, then the package); none unpacked yet; ${time}`;
  }
  return `  npm ci: ${packages} (${activity.requests} answers from the registry); ${time}`;
}

/**
 * Installs npm packages when node_modules is missing or the lockfile changed since: `npm ci`, the
 * lockfile's exact versions, which never rewrites package-lock.json (a fresh clone stays clean).
 * npm shows no progress when its output is not a terminal, and the first install takes many
 * minutes (docs/performance.md#the-first-run): every 15 s a line says what it is doing, from
 * node_modules and npm's debug log (installProgress).
 * @returns {Promise<boolean>} whether the packages are in place
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
  log(
    `Installing ${total} npm packages (npm ci): minutes the first time (measured: docs/performance.md#the-first-run), ` +
      'a line every 15 s says what it does',
  );
  const started = Date.now();
  // npm's debug log in a directory of our own, so that we know which file to follow.
  const logsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laser-site-npm-logs-'));
  let offset = 0;
  const npmLog = npmLogReader(() => {
    const file = fs.readdirSync(logsDir).find((name) => name.endsWith('-debug-0.log'));
    if (!file) return '';
    const text = fs.readFileSync(path.join(logsDir, file));
    const added = text.subarray(offset).toString('utf8');
    offset = text.length;
    return added;
  });
  const progress = setInterval(() => {
    // Unpacking ends near the total (a few optional packages are skipped); install scripts follow.
    const line = installProgress({
      installed: installedPackages().installed,
      total,
      activity: npmLog.read(),
      elapsedMs: Date.now() - started,
      // node-gyp has configured the package (its Makefile): compiling now, no prebuilt binary used.
      compiling: (location) => fs.existsSync(path.join(root, location, 'build', 'Makefile')),
    });
    console.log(line);
  }, 15_000);
  const code = await run('npm', ['ci', '--no-audit', '--no-fund', `--logs-dir=${logsDir}`]);
  clearInterval(progress);
  if (code !== 0) {
    // npm named its log above: it stays.
    console.error('npm ci failed: see the messages above.');
    return false;
  }
  fs.rmSync(logsDir, { recursive: true, force: true });
  console.log(`Installed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
  fs.writeFileSync(stamp, wanted);
  return true;
}
