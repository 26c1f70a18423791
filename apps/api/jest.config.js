import { esmJestPreset } from '../../tools/jest/esm-preset.js';

/** Unit tests beside the code: pure rules, no database. */
export default {
  ...esmJestPreset({ tsconfig: '<rootDir>/tsconfig.spec.json' }),
  displayName: 'api:unit',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
