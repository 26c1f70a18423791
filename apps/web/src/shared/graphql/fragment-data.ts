import type { FragmentType } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/**
 * A fragment's fields from the object a page-data query handed down (`usePageQuery` gives
 * results unmasked, so the object holds them): the typed view `useFragment` would give,
 * without Apollo Client. Only for data from `usePageQuery` (or built whole, as a preview).
 */
export function fragmentData<TData>(
  _fragment: TypedDocumentNode<TData>,
  from: FragmentType<TData>,
): TData {
  // Masked in its type only: at run time the object holds the fragment's fields.
  return from;
}
