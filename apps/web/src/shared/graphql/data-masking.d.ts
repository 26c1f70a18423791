import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

// Tells Apollo Client's types that documents come from GraphQL Codegen with masked fragments,
// matching `dataMasking: true` at runtime: a parent sees only its own fields, a child reads
// its fragment with `useFragment`.
declare module '@apollo/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
