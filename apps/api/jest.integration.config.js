import { esmJestPreset } from '../../tools/jest/esm-preset.js';

/** The real application over HTTP against a real PostgreSQL; one database per test file. */
export default {
  ...esmJestPreset({ tsconfig: '<rootDir>/tsconfig.spec.json' }),
  displayName: 'api:integration',
  rootDir: '.',
  // Jest loads every module afresh for each test file: for the whole application that is about
  // two seconds of CPU. So jest runs one file per area (test/integration/suites/), each
  // importing that area's test files, which then share one load. One area alone:
  //   (the integration test command) suites/security
  // and one test file's tests: add -t with (part of) its describe name.
  testMatch: ['<rootDir>/test/integration/suites/*.test.ts'],
  testSequencer: '<rootDir>/test/support/suite-order.mjs',
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  testTimeout: 60_000,
  // Three files at a time on two cores: much of a file's time is spent waiting (PostgreSQL,
  // SMTP, the job queue, one file waits for a real minute boundary), so a third lane keeps the
  // cores busy (the whole run: about 125 s instead of 172 s).
  maxWorkers: 3,
};
