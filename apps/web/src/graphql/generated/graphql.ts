/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AppVersion_AppInfoFragment = { __typename: 'AppInfo', version: string } & { ' $fragmentName'?: 'AppVersion_AppInfoFragment' };

export type AppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AppInfoQuery = { appInfo: (
    { __typename: 'AppInfo' }
    & { ' $fragmentRefs'?: { 'AppVersion_AppInfoFragment': AppVersion_AppInfoFragment } }
  ) };

export const AppVersion_AppInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppVersion_appInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AppVersion_AppInfoFragment, unknown>;
export const AppInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppVersion_appInfo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppVersion_appInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AppInfoQuery, AppInfoQueryVariables>;