// Shared jest settings for our ES-module TypeScript projects (Nest 12 ships as ES modules):
// ts-jest in ESM mode, `.js` import suffixes mapped back to the TypeScript sources.
export function esmJestPreset({ tsconfig, moduleNameMapper = {} }) {
  return {
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts'],
    moduleNameMapper: {
      '^@platform/domain$': '<rootDir>/../../libs/domain/src/index.ts',
      ...moduleNameMapper,
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    transform: {
      '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig }],
    },
  };
}
