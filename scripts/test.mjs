// `npm test`: installs what is missing, then a fresh build (it writes the GraphQL types; a warm run
// whose build is current keeps it), type check, lint, unit and component tests, and the browser
// tests against that build served by our own server.
// `npm run test:copies` (--copies): the browser tests that work in throwaway copies of the project,
// each with builds or servers of its own (gatsby develop, a third locale, the publish flows under
// `npm run cms`; jest.copies.config.js). CI runs it after `npm test` (.ci/run), as does the
// workflow's daily run; `npm run test:full` (--full) runs both in one go.
// The last line is always `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, buildIsCurrent, developProcesses, servedSiteUrl } from './lib/build-steps.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { freePort } from './lib/ports.mjs';
import { childEnv, log, root, run } from './lib/project.mjs';
import { chromiumPath, ensureChromium } from './lib/system-packages.mjs';
import { withTestServers } from './lib/test-servers.mjs';
import { recordTypes, recordedBuildIsServed } from './lib/warm-build.mjs';
import { ensurePostgres } from './lib/postgres.mjs';

/** What this run tests: the gate (`npm test`), the tests in copies, or both. */
const mode = process.argv.includes('--full') ? 'full' : process.argv.includes('--copies') ? 'copies' : 'gate';

const reports = path.join(root, '.tmp', 'test-reports');
fs.mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
/** @type {string[]} */
const timings = [];

/**
 * A check that is not a Jest suite counts as one test.
 * @param {string} name
 * @param {boolean} ok
 */
function check(name, ok, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
}

/** The CPU time the machine has spent busy and in all (Linux /proc/stat, in ticks), or null elsewhere. */
function cpuTicks() {
  try {
    const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle, iowait
    const all = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { busy: all - idle, all };
  } catch {
    return null;
  }
}

/**
 * Runs a step and notes its time, with how busy the machine's CPUs were meanwhile (all of them,
 * whatever ran: steps side by side share it). A step near 100 % is bound by the CPU, so only less
 * work, not more parallelism, makes it shorter.
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} step
 * @returns {Promise<T>}
 */
async function timed(name, step) {
  const started = Date.now();
  const before = cpuTicks();
  const result = await step();
  const after = cpuTicks();
  const busy =
    before && after && after.all > before.all
      ? ` (CPU ${Math.round((100 * (after.busy - before.busy)) / (after.all - before.all))} %)`
      : '';
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s${busy}`);
  return result;
}

/**
 * Runs Jest with a JSON report and counts its tests; a suite that cannot run counts as failed.
 * @param {string} name
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
async function jest(name, args, env = {}) {
  const output = path.join(reports, `${name}.json`);
  // An earlier run's report must not pass for this one's when Jest stops before writing it.
  fs.rmSync(output, { force: true });
  const code = await timed(name, () =>
    run('npx', ['jest', '--json', `--outputFile=${output}`, ...args], { env: { ...childEnv, ...env } }),
  );
  if (!fs.existsSync(output)) {
    check(name, false, `Jest exited with ${code} before reporting`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  if (code !== 0 && report.numFailedTests === 0 && report.numRuntimeErrorTestSuites === 0) {
    check(name, false, `Jest exited with ${code}`);
  }
}

/**
 * `git status --porcelain` is empty: the commands left no untracked or modified file (a rewritten
 * package-lock.json, a generated file that is not ignored). Skipped outside a git checkout.
 * @param {string} when
 */
function checkGitClean(when) {
  const status = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  if (status.status !== 0) {
    console.log(`git status ${when}: not a git checkout, not checked`);
    return;
  }
  const changed = status.stdout.trim();
  check(`git status clean ${when}`, changed === '', changed && `\n${changed}`);
}

/**
 * The origin of the served build when a warm run may use it as it is, else null. All of these hold:
 * - the served build was made from the sources as they are now, for this origin (buildIsCurrent:
 *   a changed source, lockfile or origin means building again);
 * - it is the build after which `npm test` recorded src/gatsby-types.d.ts, that file is byte for
 *   byte the one recorded, and public/ holds that build (scripts/lib/warm-build.mjs): the GraphQL
 *   types are a function of the sources the build read, so they are the types of this very
 *   source, and a stale or edited file still cannot pass the type check (built again);
 * - no gatsby develop is rewriting public/;
 * - the origin's port is free, so the site server listens where the build's links point.
 * @returns {Promise<string | null>}
 */
async function currentBuildOrigin() {
  const origin = servedSiteUrl();
  const port = origin ? /^http:\/\/127\.0\.0\.1:(\d+)$/.exec(origin)?.[1] : undefined;
  if (!origin || !port) return null;
  const same =
    buildIsCurrent({ env: { ...childEnv, SITE_URL: origin } }) &&
    recordedBuildIsServed(root) &&
    developProcesses().length === 0;
  return same && (await freePort(Number(port))) === Number(port) ? origin : null;
}

async function main() {
  // Debian's Chromium (apt, when missing) beside npm ci: both mostly wait on the network and disk.
  const [installed, chromium] = await Promise.all([
    timed('install', ensureDependencies),
    timed('chromium', ensureChromium),
  ]);
  if (!installed) {
    check('npm packages installed', false);
    return;
  }
  if (mode !== 'copies') await gate(chromium);
  if (mode !== 'gate') await copies(chromium);
}

/**
 * `npm test`: the build, type check, lint, unit tests and the browser tests against the build.
 * @param {{ ok: boolean, message?: string }} chromium
 */
async function gate(chromium) {
  // src/gatsby-types.d.ts is generated by the build (asked with WRITE_GATSBY_TYPES=1: production
  // builds skip it) and not tracked (a CMS save would commit it with the editor's change): build
  // first, so the type check reads the query types of this very source and a stale file left by an
  // older build cannot pass it. Built for the origin of the site server the browser tests start
  // (withTestServers serves on the port of the build's SITE_URL), so canonical links and the
  // sitemap point at the served site. A warm run skips the build when it would make the same
  // thing again (see currentBuildOrigin).
  const warm = await currentBuildOrigin();
  let built = { code: 0, seconds: 0 };
  if (warm) {
    log(
      `The served build is of the current sources, and src/gatsby-types.d.ts is the one it wrote: not built again (${warm})`,
    );
  } else {
    const sitePort = await freePort();
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    built = await timed('build', () => build({ env: { ...childEnv, SITE_URL: siteUrl, WRITE_GATSBY_TYPES: '1' } }));
    recordTypes(root, built.code === 0);
  }

  // What the README's commands (npm ci, npm start/build, npm test) create is ignored or tracked.
  checkGitClean('after the install and the build');

  // A throwaway PostgreSQL server for the store tests (Debian's postgresql is installed if missing),
  // started while the type check and lint run: initdb and the server's start mostly wait on the disk.
  const starting = timed('postgres', () => ensurePostgres({ log }));
  // Awaited below; a failure to start is reported there, not as an unhandled rejection meanwhile.
  starting.catch(() => {});

  // Side by side: the type check and lint are one process on one core each (measured: 25 s and 67 s
  // one after the other, the machine 85 % busy), and the unit tests, which need neither, fill the
  // rest of both cores meanwhile instead of waiting for lint to end.
  log('Type check (tsc --noEmit) and lint (eslint, prettier --check), the unit tests (jest) beside them');
  const unit = (async () => {
    const postgres = await starting;
    if (postgres.skip) console.log(`PostgreSQL store tests will be skipped: ${postgres.skip}`);
    try {
      // A worker per core: Jest's default keeps one core for itself, which on a 2-core machine means
      // one worker, the files one after another, while the main process only waits.
      const workers = `--maxWorkers=${Math.max(2, os.availableParallelism())}`;
      await jest('unit', [workers], postgres.url ? { TEST_DATABASE_URL: postgres.url } : {});
    } finally {
      await postgres.stop?.();
    }
  })();
  // Awaited after the type check and lint; a failure meanwhile is not an unhandled rejection.
  unit.catch(() => {});
  const [typecheck, lint] = await Promise.all([
    timed('typecheck', () => run('npx', ['tsc', '--noEmit'])),
    timed('lint', async () => (await run('npx', ['eslint', '.'])) || run('npx', ['prettier', '--check', '.'])),
  ]);
  check('type check', typecheck === 0);
  check('lint and format', lint === 0);
  await unit;

  check('gatsby build', built.code === 0);
  if (built.code !== 0) return;

  if (!chromium.ok) {
    check('browser tests', false, chromium.message);
    return;
  }
  log('Browser tests (playwright-core in Debian Chromium)');
  await withTestServers((env) => jest('e2e', ['-c', 'jest.e2e.config.js'], env));
  checkGitClean('after the tests');
}

/**
 * The browser tests in throwaway copies of the project (jest.copies.config.js): each makes builds
 * or runs servers of its own, and none needs the site server. The publish flows reuse the served
 * build when it was made from the same files (e2e/publish.test.ts).
 * @param {{ ok: boolean, message?: string }} chromium
 */
async function copies(chromium) {
  if (!chromium.ok) {
    check('tests in copies of the project', false, chromium.message);
    return;
  }
  log('gatsby develop, a build with a third locale and the publish flows, in throwaway copies (jest.copies.config.js)');
  await jest('copies', ['-c', 'jest.copies.config.js'], { CHROMIUM_PATH: chromiumPath });
  checkGitClean('after the tests in copies');
}

process.env.FORCE_COLOR ??= '1';
await main().catch((error) => {
  console.error(error);
  check('test run', false, error.message);
});
console.log(`\nTimes: ${timings.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
