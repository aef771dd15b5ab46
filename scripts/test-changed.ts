// `npm run test:changed [base] [--list]`: the inner loop. Runs the unit tests related to the files
// changed since `base` (default: HEAD, so the uncommitted work), then the browser tests of the page
// types those files reach (scripts/lib/changed-tests.ts), against a build of the current sources:
// when the served build is older than them, it builds first (a browser test of an old build proves
// nothing about the change). `--list` only says what it would run. The full `npm test` and
// `npm run test:copies` stay CI's job.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, buildIsCurrent, servedSiteUrl } from './lib/build-steps.mjs';
import { selectTests } from './lib/changed-tests';
import { freePort } from './lib/ports.mjs';
import { childEnv } from './lib/project.mjs';
import { chromiumPath } from './lib/system-packages.mjs';

const root = path.resolve(__dirname, '..');
/** The browser-test files of jest.copies.config.js. */
const copiesTests = ['develop.test.ts', 'third-locale.test.ts', 'publish.test.ts'];
const args = process.argv.slice(2);
const listOnly = args.includes('--list');
const base = args.find((arg) => !arg.startsWith('--')) ?? 'HEAD';

const git = (...gitArgs: string[]) =>
  spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const changed = [
  ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
]
  .filter((file) => fs.existsSync(path.join(root, file)))
  .sort();
if (!changed.length) {
  console.log(`Nothing changed since ${base}.`);
  process.exit(0);
}
console.log(`Changed since ${base}:\n  ${changed.join('\n  ')}`);

const { unitSources, pageTypes, everyPage, browserTests } = selectTests(root, changed);
if (pageTypes.length) console.log(`\nPage types reached: ${pageTypes.join(', ')}`);
console.log(`Browser tests: ${browserTests.length ? browserTests.join(', ') : 'none'}`);
if (listOnly) {
  const listed = spawnSync('npx', ['jest', '--listTests', '--findRelatedTests', ...unitSources], {
    cwd: root,
    encoding: 'utf8',
  });
  const unit = listed.stdout
    .split('\n')
    .filter(Boolean)
    .map((file) => path.relative(root, file));
  console.log(`Unit tests: ${unit.length ? unit.join(', ') : 'none'}`);
  process.exit(0);
}

const run = (command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env }).status ?? 1;

// Unit and component tests: Jest's own dependency graph decides which are related.
let failed = 0;
if (unitSources.length) {
  console.log('\n> Related unit and component tests (jest --findRelatedTests)');
  failed += run('npx', ['jest', '--findRelatedTests', '--passWithNoTests', ...unitSources]);
}

/** The browser tests, against a build of the current sources; resolves to the failed runs. */
async function browserRuns(): Promise<number> {
  // The build for the origin the browser tests serve it on (the served build's, else a free port).
  const siteUrl = servedSiteUrl() ?? `http://127.0.0.1:${await freePort()}`;
  const env = { ...childEnv, SITE_URL: siteUrl, WRITE_GATSBY_TYPES: '1' };
  if (!buildIsCurrent({ env })) {
    console.log(`\n> The served build is not of the current sources: building for ${siteUrl} first`);
    if ((await build({ env })).code !== 0) return 1;
  }
  // The tests in throwaway copies of the project (develop, a third locale, the publish flows) have their own
  // configuration, and need no site server.
  const inCopies = browserTests.filter((file) => copiesTests.some((name) => file.endsWith(`/${name}`)));
  const served = browserTests.filter((file) => !inCopies.includes(file));
  let runsFailed = 0;
  if (served.length) {
    // A change that reaches only some page types (a content entry) has the sweeps visit those alone.
    const swept = everyPage ? {} : { E2E_PAGE_TYPES: pageTypes.join(',') };
    console.log(
      `\n> Browser tests against the current build${everyPage ? '' : ` (sweeps over ${pageTypes.join(', ') || 'no page type'})`}: ${served.join(', ')}`,
    );
    runsFailed += run(process.execPath, ['scripts/e2e.mjs', ...served], { ...process.env, ...swept });
  }
  if (inCopies.length) {
    console.log(`\n> In throwaway copies of the project (jest.copies.config.js): ${inCopies.join(', ')}`);
    runsFailed += run('npx', ['jest', '-c', 'jest.copies.config.js', ...inCopies], {
      ...childEnv,
      CHROMIUM_PATH: chromiumPath,
    });
  }
  return runsFailed;
}

void (browserTests.length ? browserRuns() : Promise.resolve(0)).then((runsFailed) =>
  process.exit(failed + runsFailed ? 1 : 0),
);
