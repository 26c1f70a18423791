import type { OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useContext, useState } from 'react';
import { GraphqlSessionContext } from './graphql-session';
import { loadApolloClient } from './load-apollo';

export interface PageMutationOptions {
  /** Queries (by operation name) to run again once the mutation is done. */
  refetchQueries?: string[];
  awaitRefetchQueries?: boolean;
}

export interface PageMutationState<TData> {
  data: TData | undefined;
  loading: boolean;
  error: Error | undefined;
}

/**
 * A mutation on a page rendered from the server's data (`usePageQuery`): like `useMutation`,
 * but Apollo Client loads only when it is first sent. Rejects like `useMutation` does when the
 * server answers with an error (the error is in the state as well).
 */
export function usePageMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: PageMutationOptions = {},
): [(call: { variables: TVariables }) => Promise<{ data?: TData }>, PageMutationState<TData>] {
  const session = useContext(GraphqlSessionContext);
  const [state, setState] = useState<PageMutationState<TData>>({
    data: undefined,
    loading: false,
    error: undefined,
  });
  const { refetchQueries, awaitRefetchQueries } = options;
  const mutate = async ({ variables }: { variables: TVariables }) => {
    setState({ data: undefined, loading: true, error: undefined });
    try {
      const client = await loadApolloClient(session);
      const result = await client.mutate({
        mutation: document,
        variables,
        refetchQueries,
        awaitRefetchQueries,
      } as Parameters<typeof client.mutate<TData, TVariables>>[0]);
      const data = (result.data ?? undefined) as TData | undefined;
      setState({ data, loading: false, error: undefined });
      return { data };
    } catch (error) {
      setState({
        data: undefined,
        loading: false,
        error: error instanceof Error ? error : new Error(String(error)),
      });
      throw error;
    }
  };
  return [mutate, state];
}
