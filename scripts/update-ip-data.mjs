// `npm run update:ip-data`: moves the IP-to-region data (the ip2region npm package, which ships
// its databases in data/) to the newest release on the registry, then runs the lookup's tests
// against it. A maintainer's command: it changes package.json and the lockfile for a commit and
// never runs in CI. `-- --check` only says whether a newer release exists.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

if (process.env.CI) {
  console.error('update:ip-data changes dependencies; it does not run in CI.');
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** @param {string} command @param {string[]} args */
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });
const installed = JSON.parse(
  readFileSync(createRequire(path.join(root, 'package.json')).resolve('ip2region/package.json'), 'utf8'),
).version;
const latest = execFileSync(npm, ['view', 'ip2region', 'version'], { cwd: root, encoding: 'utf8' }).trim();

console.log(`ip2region: installed ${installed}, newest on the registry ${latest}`);
if (latest === installed) {
  console.log('The IP data is up to date.');
} else if (process.argv.includes('--check')) {
  console.log(`A newer release exists: npm run update:ip-data installs it.`);
} else {
  // Exact version: the data is part of what a build ships, so it changes only by a commit.
  run(npm, ['install', `ip2region@${latest}`, '--save-exact']);
  run(npm, ['exec', '--', 'jest', 'src/server/contact/__tests__/region.test.ts']);
  console.log(`Updated to ip2region ${latest}: commit package.json and package-lock.json, then rebuild and restart.`);
}
