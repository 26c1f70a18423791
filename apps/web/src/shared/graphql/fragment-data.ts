import type { FragmentType } from '@apollo/client';
import type { ResultOf, TypedDocumentNode } from '@graphql-typed-document-node/core';

/**
 * A fragment's fields from the object a page-data query handed down (`usePageQuery` gives
 * results unmasked, so the object holds them): the typed view `useFragment` would give,
 * without Apollo Client. Only for data from `usePageQuery` (or built whole, as a preview).
 * The fragment is named by its type only (`fragmentData<typeof X_fragment>(from)`): its
 * document is not needed at run time, so it stays out of the browser's code.
 */
export function fragmentData<TFragment extends TypedDocumentNode>(
  from: FragmentType<TFragment>,
): ResultOf<TFragment> {
  // Masked in its type only: at run time the object holds the fragment's fields.
  return from;
}
