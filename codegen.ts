import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed GraphQL documents for the web client, generated offline from the committed
 * `schema.graphql` (no running API needed). Run with `npm run codegen`.
 *
 * Fragment masking is left to Apollo Client (`dataMasking: true`), so the preset's own
 * masking helpers are off and fragment spreads are typed as masked refs (`inlineFragmentTypes`).
 */
const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/graphql/generated/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'apps/web/src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // String unions instead of TypeScript enums (codegen 6's successor of `enumsAsTypes`).
        enumType: 'string-literal',
        useTypeImports: true,
        // Apollo Client data masking: spreads appear as fragment refs, `@unmask` is understood.
        inlineFragmentTypes: 'mask',
        customDirectives: { apolloUnmask: true },
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
        scalars: {
          DateTime: 'string',
          Date: 'string',
          JSON: 'unknown',
        },
      },
    },
  },
};

export default config;
