/** The browser tests that work in throwaway copies of the project, each making builds or servers of its own:
 * `gatsby develop` driven in Chromium (e2e/develop.test.ts), a build with a third locale added
 * (e2e/third-locale.test.ts), and the publish flows under `npm run cms` (e2e/publish.test.ts: a cold build and
 * one build per published edit). `npm run test:copies`, after `npm test` in CI (.ci/run) and in the workflow's
 * daily run; `npm run test:full` runs both. Under the same problem check as the browser tests
 * (e2e/fail-on-problems.ts); the publish flows start first (e2e/sequencer.cjs) and run beside the other two. */
const e2e = require('./jest.e2e.config.js');

module.exports = {
  ...e2e,
  testMatch: ['**/develop.test.ts', '**/third-locale.test.ts', '**/publish.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
