// Installing the npm packages. Node built-ins only: this runs before node_modules exists on a
// fresh clone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
 * Installs npm packages when node_modules is missing or the lockfile changed since: `npm ci`, the
 * lockfile's exact versions, which never rewrites package-lock.json (a fresh clone stays clean).
 * npm shows no progress when its output is not a terminal, and the first install takes many
 * minutes: every 15 s a line says how many of the lockfile's packages are in place.
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
