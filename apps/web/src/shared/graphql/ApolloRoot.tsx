import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { getActiveLocale } from '../i18n/stored-locale';
import { clearCacheOnUserChange } from './clear-on-user-change';
import { createApolloClient } from './client';
import { GraphqlSessionContext, type GraphqlSession } from './graphql-session';
import { ServerApolloClientContext, takeServerState } from './server-state';

let client: ApolloClient | undefined;

/** One client per page load, created when the first GraphQL route is visited. */
function getApolloClient(session: GraphqlSession | null): ApolloClient {
  if (!client) {
    if (!session) throw new Error('No GraphqlSessionContext: the shell provides it (App.tsx).');
    client = createApolloClient({
      getLocale: getActiveLocale,
      session,
      initialState: takeServerState(session.mayHaveSession()),
    });
    clearCacheOnUserChange(client, session);
  }
  return client;
}

function useApolloClient(): ApolloClient {
  const serverClient = useContext(ServerApolloClientContext);
  const session = useContext(GraphqlSessionContext);
  return serverClient ?? getApolloClient(session);
}

/**
 * Layout route around every screen that talks GraphQL (status page now; the member area and
 * the Academy later). Loaded lazily, so Apollo Client never reaches the marketing pages.
 */
export function ApolloRoot() {
  return (
    <ApolloProvider client={useApolloClient()}>
      <Outlet />
    </ApolloProvider>
  );
}

/** The same client for one GraphQL island on a page outside this layout (loaded lazily too). */
export function WithApollo({ children }: { children: ReactNode }) {
  return <ApolloProvider client={useApolloClient()}>{children}</ApolloProvider>;
}
