/**
 * Unit and component tests (src/**\/__tests__), and the tests of the scripts and deploy files
 * (scripts/**\/__tests__). Browser tests live in e2e/ with their own config.
 */
module.exports = {
  testEnvironment: 'jsdom',
  // Jest's 5 s default failed tests that spawn git or a build step when CI shared the machine with
  // builds (load 14-21 on 2 cores); a test that hangs still fails, after 30 s.
  testTimeout: 30_000,
  roots: ['<rootDir>'],
  testMatch: ['<rootDir>/{src,scripts}/**/__tests__/**/*.test.[jt]s?(x)'],
  modulePathIgnorePatterns: ['<rootDir>/public/', '<rootDir>/.cache/', '<rootDir>/.builds/', '<rootDir>/.publish/'],
  transform: {
    // ESM-only packages: only their module syntax needs rewriting, Node runs the rest as is.
    'node_modules/(marked|ky)/.+\\.js$': ['babel-jest', { plugins: ['@babel/plugin-transform-modules-commonjs'] }],
    '^.+\\.[jt]sx?$': '<rootDir>/jest/preprocess.js',
  },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/jest/style-stub.js',
  },
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link|marked|ky|feed)/)'],
  setupFiles: ['<rootDir>/jest/loadershim.js'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup-tests.ts'],
  globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
  testEnvironmentOptions: { url: 'http://localhost/' },
};
