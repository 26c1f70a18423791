import { esmJestPreset } from '../../tools/jest/esm-preset.js';

export default {
  ...esmJestPreset({ tsconfig: '<rootDir>/tsconfig.spec.json' }),
  displayName: 'domain',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
