// `npm run test:changed [base]`: the inner loop. Runs the unit tests related to the files changed
// since `base` (default: HEAD, so the uncommitted work), then the browser tests of the page types
// those files reach, against the current build. The full `npm test` stays CI's job.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { reachableFiles } from '../src/i18n/key-usage';
import { routeBases, routeEntry } from '../src/routes';

const root = path.resolve(__dirname, '..');
const base = process.argv[2] ?? 'HEAD';

const git = (...args: string[]) =>
  spawnSync('git', args, { cwd: root, encoding: 'utf8' })
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

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

// Unit and component tests: Jest's own dependency graph decides which are related.
const sources = changed.filter((file) => /\.(m?[jt]sx?|json|ya?ml|css)$/.test(file) && !file.startsWith('e2e/'));
let failed = 0;
if (sources.length) {
  console.log('\n> Related unit and component tests (jest --findRelatedTests)');
  failed += run('npx', ['jest', '--findRelatedTests', '--passWithNoTests', ...sources]);
}

// Browser tests: the page types whose template reaches a changed file, and the test files that
// open those pages (by path or route name) or every page type (the route table's lists).
const changedSet = new Set(changed.map((file) => path.join(root, file)));
const touchedRoutes = routeBases.filter((route) => {
  const template = path.join(root, 'src', 'templates', `${routeEntry(route).template}.tsx`);
  return reachableFiles([template]).some((file) => changedSet.has(file));
});
const contentChanged = changed.some((file) => file.startsWith('content/') || file.startsWith('locales/'));
const e2eDir = path.join(root, 'e2e');
const changedHelpers = changed
  .filter((file) => file.startsWith('e2e/') && !file.endsWith('.test.ts'))
  .map((file) => path.basename(file).replace(/\.tsx?$/, ''));
const e2eFiles = fs
  .readdirSync(e2eDir)
  .filter((name) => name.endsWith('.test.ts') && name !== 'develop.test.ts')
  .filter((name) => {
    const file = `e2e/${name}`;
    if (changed.includes(file)) return true;
    const text = fs.readFileSync(path.join(e2eDir, name), 'utf8');
    // A changed helper of the browser tests (e2e/browser.ts): the tests that import it.
    if (changedHelpers.some((helper) => text.includes(`from './${helper}'`))) return true;
    if (!touchedRoutes.length && !contentChanged) return false;
    if (/routeBases|samplePath|everyPage|allPages/.test(text)) return true;
    return touchedRoutes.some((route) => {
      const pathPrefix = routeEntry(route).path.split('/:')[0] || '/';
      return text.includes(`'${route}'`) || (pathPrefix !== '/' && text.includes(`${pathPrefix}/`));
    });
  });
if (touchedRoutes.length) console.log(`\nPage types reached: ${touchedRoutes.join(', ')}`);
if (e2eFiles.length) {
  if (!fs.existsSync(path.join(root, 'public', 'index.html'))) {
    console.log(`\nNo build in public/: run \`npm run build\`, then \`npm run test:e2e -- ${e2eFiles.join(' ')}\`.`);
  } else {
    console.log(`\n> Browser tests against the current build: ${e2eFiles.join(', ')}`);
    failed += run(process.execPath, ['scripts/e2e.mjs', ...e2eFiles.map((name) => `e2e/${name}`)]);
  }
}
process.exit(failed ? 1 : 0);
