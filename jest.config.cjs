// Four projects: unit (beside the code), contract (server over HTTP), e2e (headless Chromium) and
// faults (real server processes while PostgreSQL is restarted, stopped and frozen: npm run test:faults).
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
const common = {
  transform: {
    // PGlite's CommonJS build loads Node built-ins with import(); jest's sandbox needs require().
    '/node_modules/@electric-sql/pglite/.+\\.cjs$': '<rootDir>/tests/support/jest-pglite-transform.cjs',
    ...transform,
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // Side-effect CSS imports: the rollup build bundles them; tests get an empty module.
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/support/css-stub.js' },
  // PGlite (above), content-disposition 3 and cookie 2 (under @fastify/static and light-my-request) ship only ES modules.
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|content-disposition|cookie)/)'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{shared,storefront,widgets,admin,server}/**/*.test.{ts,tsx}', '<rootDir>/tests/install/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/jest-dom.ts'],
    },
    {
      ...common,
      displayName: 'contract',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/contract/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/slow-tests.ts'],
    },
    {
      ...common,
      displayName: 'faults',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/faults/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/slow-tests.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      // Node's environment, plus a report of the open pages when a test fails.
      testEnvironment: '<rootDir>/tests/support/e2e-environment.cjs',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/tests/e2e/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/tests/support/slow-tests.ts'],
    },
  ],
};
