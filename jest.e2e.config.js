/** Browser tests: the built site served by our own server, driven in Debian's Chromium. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.test.ts'],
  // The tests that work in throwaway copies of the project (develop, a third locale, the publish flows) have
  // their own run, `npm run test:copies` (jest.copies.config.js).
  testPathIgnorePatterns: [
    '/node_modules/',
    '/e2e/develop\\.test\\.ts$',
    '/e2e/third-locale\\.test\\.ts$',
    '/e2e/publish\\.test\\.ts$',
  ],
  // Every page's errors and failed requests fail the test they happen in (e2e/browser.ts watchProblems).
  setupFilesAfterEnv: ['<rootDir>/e2e/fail-on-problems.ts'],
  // One Chromium for the run, which every test file connects to (e2e/browser-server.ts).
  globalSetup: '<rootDir>/e2e/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/global-teardown.ts',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest/preprocess.js' },
  // The longest files first, so none starts last on an otherwise idle machine (e2e/sequencer.cjs).
  testSequencer: '<rootDir>/e2e/sequencer.cjs',
  testTimeout: 60_000,
  maxWorkers: 2,
};
