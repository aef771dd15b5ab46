/** Browser tests: the built site served by our own server, driven in Debian's Chromium. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest/preprocess.js' },
  testTimeout: 60_000,
  maxWorkers: 2,
};
