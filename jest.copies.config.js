/** The browser tests that work in throwaway copies of the project, each making builds or servers of its own:
 * `gatsby develop` driven in Chromium (e2e/develop.test.ts), a build with a third locale added
 * (e2e/third-locale.test.ts), and the publish flows under `npm run cms` (e2e/publish.test.ts: a cold build and
 * one build per published edit). `npm run test:copies`, after `npm test` in CI (.ci/run) and in the workflow's
 * daily run; `npm run test:full` runs both. Under the same problem check as the browser tests
 * (e2e/fail-on-problems.ts). One file at a time: each builds the whole site, and on two workers the publish
 * flows beside the third locale's build took 169 s for one publish and then found no commit after a save in
 * /admin (a fresh clone's CI run); alone they take about 300 s. */
const e2e = require('./jest.e2e.config.js');

module.exports = {
  ...e2e,
  testMatch: ['**/develop.test.ts', '**/third-locale.test.ts', '**/publish.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
};
