/** `gatsby develop` in a throwaway copy, driven in Chromium: its own run in `npm test`, before the build. */
const e2e = require('./jest.e2e.config.js');

module.exports = {
  ...e2e,
  testMatch: ['**/develop.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
};
