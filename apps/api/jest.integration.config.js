import { esmJestPreset } from '../../tools/jest/esm-preset.js';

/** The real application over HTTP against a real PostgreSQL; one database per test file. */
export default {
  ...esmJestPreset({ tsconfig: '<rootDir>/tsconfig.spec.json' }),
  displayName: 'api:integration',
  rootDir: '.',
  testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  testTimeout: 60_000,
  maxWorkers: 2,
};
