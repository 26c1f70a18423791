import type { ApolloClient, ObservableQuery, OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import { useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { GraphqlSessionContext, type GraphqlSession } from './graphql-session';
import { loadApolloClient } from './load-apollo';
import { loadedApolloClient, subscribeToApolloClient } from './loaded-client';
import { pageDataKey, serverPageData, ServerPageQueriesContext } from './page-data';

export interface PageQueryOptions<TVariables> {
  variables?: TVariables;
  skip?: boolean;
}

export interface PageQueryResult<TData> {
  /** The result with its fragments' fields (unmasked): children read them with `fragmentData`. */
  data: TData | undefined;
  /** The last result of other variables, to keep on screen while the next one loads. */
  previousData: TData | undefined;
  loading: boolean;
  error: Error | undefined;
  refetch: () => Promise<unknown>;
}

interface State<TData> {
  key: string | null;
  data: TData | undefined;
  previousData: TData | undefined;
  loading: boolean;
  error: Error | undefined;
}

/**
 * A query of a page the server renders (the Academy, a workshop page): the first render takes
 * the server's result from the HTML (`page-data.ts`), so the page hydrates without Apollo
 * Client. The client loads on demand: when the variables ask for a result the HTML does not
 * hold (a filter, another page), on `refetch`, when a mutation or a signed-in screen loads it.
 * From then on the query watches the client's cache like `useQuery` (refetches by name and
 * cache updates reach it). The result is read unmasked from the cache.
 */
export function usePageQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: PageQueryOptions<TVariables> = {},
): PageQueryResult<TData> {
  const server = useContext(ServerPageQueriesContext);
  const query = server ? useServerPageQuery : useBrowserPageQuery;
  return query(document, options);
}

/** On the server: Apollo's `useQuery` (the renderer waits for it), noted for the page data. */
function useServerPageQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false }: PageQueryOptions<TVariables>,
): PageQueryResult<TData> {
  const server = useContext(ServerPageQueriesContext);
  if (!server) throw new Error('useServerPageQuery outside the server render.');
  const result = server.useQuery(document, { variables, skip });
  if (!skip) server.rendered({ key: pageDataKey(document, variables), document, variables });
  return {
    data: result.data as TData | undefined,
    previousData: undefined,
    loading: result.loading,
    error: result.error,
    refetch: result.refetch,
  };
}

function useBrowserPageQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false }: PageQueryOptions<TVariables>,
): PageQueryResult<TData> {
  const session = useContext(GraphqlSessionContext);
  const client = useSyncExternalStore(subscribeToApolloClient, loadedApolloClient, () => null);
  const key = skip ? null : pageDataKey(document, variables);
  const [state, setState] = useState<State<TData>>(() =>
    firstState<TData>(key, client, document, variables, session),
  );
  const observable = useRef<ObservableQuery<TData, TVariables> | null>(null);
  /** Set by a refetch before the client is here: its first look goes to the network. */
  const fromNetwork = useRef(false);

  // `key` stands for the document and the variables.
  useEffect(() => {
    const moveTo = (next: Omit<State<TData>, 'key' | 'previousData'>) =>
      setState((s) => ({
        key,
        previousData: s.key === key ? s.previousData : (s.data ?? s.previousData),
        ...next,
      }));
    if (key === null) {
      moveTo({ data: undefined, loading: false, error: undefined });
      return undefined;
    }
    const shipped = shippedResult<TData>(key, session);
    if (!client) {
      if (shipped !== undefined && !fromNetwork.current) {
        moveTo({ data: shipped, loading: false, error: undefined });
      } else {
        setState((s) => ({
          key,
          previousData: s.key === key ? s.previousData : (s.data ?? s.previousData),
          data: s.key === key ? s.data : undefined,
          loading: true,
          error: undefined,
        }));
        loadApolloClient(session).catch((error: unknown) =>
          moveTo({ data: undefined, loading: false, error: asError(error) }),
        );
      }
      return undefined;
    }
    if (shipped !== undefined && !readCache<TData>(client, document, variables)) {
      client.cache.writeQuery({ query: document, variables, data: shipped as never });
    }
    const watched = client.watchQuery({
      query: document,
      variables,
      fetchPolicy: fromNetwork.current ? 'network-only' : 'cache-first',
      nextFetchPolicy: 'cache-first',
      notifyOnNetworkStatusChange: true,
    } as ObservableQuery.Options<TData, TVariables>);
    fromNetwork.current = false;
    observable.current = watched;
    const subscription = watched.subscribe((result) => {
      const data =
        result.data === undefined ? undefined : readCache<TData>(client, document, variables);
      moveTo({ data, loading: result.loading, error: result.error });
    });
    return () => {
      subscription.unsubscribe();
      if (observable.current === watched) observable.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, client]);

  const current: State<TData> =
    state.key === key
      ? state
      : {
          key,
          data: undefined,
          previousData: state.data ?? state.previousData,
          loading: key !== null,
          error: undefined,
        };
  return {
    data: current.data,
    previousData: current.previousData,
    loading: current.loading,
    error: current.error,
    refetch: () => {
      if (observable.current) return observable.current.refetch();
      fromNetwork.current = true;
      setState((s) => ({ ...s, loading: true }));
      return loadApolloClient(session);
    },
  };
}

function shippedResult<TData>(key: string, session: GraphqlSession | null): TData | undefined {
  return serverPageData(session?.mayHaveSession() ?? false)[key] as TData | undefined;
}

function firstState<TData>(
  key: string | null,
  client: ApolloClient | null,
  document: DocumentNode,
  variables: OperationVariables | undefined,
  session: GraphqlSession | null,
): State<TData> {
  const empty = { key, previousData: undefined, error: undefined };
  if (key === null) return { ...empty, data: undefined, loading: false };
  const cached = client ? readCache<TData>(client, document, variables) : undefined;
  const data = cached ?? shippedResult<TData>(key, session);
  return { ...empty, data, loading: data === undefined };
}

function readCache<TData>(
  client: ApolloClient,
  document: DocumentNode,
  variables: OperationVariables | undefined,
): TData | undefined {
  const diff = client.cache.diff<TData>({
    query: document,
    variables,
    optimistic: true,
    returnPartialData: false,
  });
  return diff.complete && diff.result ? diff.result : undefined;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
