/** `gatsby develop` in a throwaway copy, driven in Chromium: its own run in `npm test`, before the build. */
const e2e = require('./jest.e2e.config.js');

module.exports = {
  ...e2e,
  testMatch: ['**/develop.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  // Not yet under the shared problem check of the browser tests (e2e/fail-on-problems.ts): it has
  // not been run against `gatsby develop` (hot reloading, development warnings). Its tests still
  // fail on page errors themselves.
  setupFilesAfterEnv: [],
  maxWorkers: 1,
};
