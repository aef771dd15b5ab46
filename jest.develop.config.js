/** `gatsby develop` in a throwaway copy, driven in Chromium: its own run in `npm test`, after the build; under the
 * same problem check as the browser tests (e2e/fail-on-problems.ts). */
const e2e = require('./jest.e2e.config.js');

module.exports = {
  ...e2e,
  testMatch: ['**/develop.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
};
