import { esmJestPreset } from '../../tools/jest/esm-preset.js';

/** Unit tests beside the code: pure rules, no database. */
export default {
  ...esmJestPreset({ tsconfig: '<rootDir>/tsconfig.spec.json' }),
  displayName: 'api:unit',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // npm test runs the unit tests at the lowest CPU priority beside the browser tests, where a
  // test can wait seconds for a core; the default 5 s is too tight there.
  testTimeout: 20_000,
};
