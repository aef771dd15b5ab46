/** The tests that work in a throwaway copy of the project: `gatsby develop` driven in Chromium, and a build with a
 * third locale added. Their own run in `npm test`, after the build and before the browser tests, one file at a time;
 * under the same problem check as the browser tests (e2e/fail-on-problems.ts). */
const e2e = require('./jest.e2e.config.js');

module.exports = {
  ...e2e,
  testMatch: ['**/develop.test.ts', '**/third-locale.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
};
