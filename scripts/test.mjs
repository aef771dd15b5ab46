// `npm test`: installs what is missing, then type check, lint, unit and component tests,
// a fresh build, and the browser tests against that build served by our own server.
// The last line is always `N passed, N failed`.
import fs from 'node:fs';
import path from 'node:path';
import {
  build,
  childEnv,
  chromiumPath,
  ensureChromium,
  ensureDependencies,
  log,
  root,
  run,
  withTestServers,
} from './lib/setup.mjs';
import { ensurePostgres } from './lib/postgres.mjs';

const reports = path.join(root, '.tmp', 'test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const timings = [];

/** A check that is not a Jest suite counts as one test. */
function check(name, ok, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
}

async function timed(name, step) {
  const started = Date.now();
  const result = await step();
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Runs Jest with a JSON report and counts its tests; a suite that cannot run counts as failed. */
async function jest(name, args, env = {}) {
  const output = path.join(reports, `${name}.json`);
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

async function main() {
  if (!(await timed('install', ensureDependencies))) {
    check('npm packages installed', false);
    return;
  }
  const chromium = await timed('chromium', ensureChromium);

  log('Type check (tsc --noEmit)');
  check('type check', (await timed('typecheck', () => run('npx', ['tsc', '--noEmit']))) === 0);

  log('Lint (eslint, prettier --check)');
  const lint = await timed(
    'lint',
    async () => (await run('npx', ['eslint', '.'])) || run('npx', ['prettier', '--check', '.']),
  );
  check('lint and format', lint === 0);

  // A throwaway PostgreSQL server for the store tests (Debian's postgresql is installed if missing).
  const postgres = await timed('postgres', () => ensurePostgres({ log }));
  if (postgres.skip) console.log(`PostgreSQL store tests will be skipped: ${postgres.skip}`);
  log('Unit and component tests (jest)');
  try {
    await jest('unit', [], postgres.url ? { TEST_DATABASE_URL: postgres.url } : {});
  } finally {
    await postgres.stop?.();
  }

  // Before the build, in a throwaway copy: develop never shares .cache/ or public/ with it.
  if (chromium.ok) {
    log('gatsby develop in a throwaway copy (jest.develop.config.js)');
    await jest('develop', ['-c', 'jest.develop.config.js'], { CHROMIUM_PATH: chromiumPath });
  } else {
    check('gatsby develop', false, chromium.message);
  }

  const built = await timed('build', build);
  check('gatsby build', built.code === 0);
  if (built.code !== 0) return;

  if (!chromium.ok) {
    check('browser tests', false, chromium.message);
    return;
  }
  log('Browser tests (playwright-core in Debian Chromium)');
  await withTestServers((env) => jest('e2e', ['-c', 'jest.e2e.config.js'], env));
}

process.env.FORCE_COLOR ??= '1';
await main().catch((error) => {
  console.error(error);
  check('test run', false, error.message);
});
console.log(`\nTimes: ${timings.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
