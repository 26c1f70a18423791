import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { getActiveLocale } from '../i18n/stored-locale';
import { clearCacheOnUserChange } from './clear-on-user-change';
import { createApolloClient } from './client';
import { ServerApolloClientContext, takeServerState } from './server-state';

let client: ApolloClient | undefined;

/** One client per page load, created when the first GraphQL route is visited. */
function getApolloClient(): ApolloClient {
  if (!client) {
    client = createApolloClient({ getLocale: getActiveLocale, initialState: takeServerState() });
    clearCacheOnUserChange(client);
  }
  return client;
}

/**
 * Layout route around every screen that talks GraphQL (status page now; the member area and
 * the Academy later). Loaded lazily, so Apollo Client never reaches the marketing pages.
 */
export function ApolloRoot() {
  const serverClient = useContext(ServerApolloClientContext);
  return (
    <ApolloProvider client={serverClient ?? getApolloClient()}>
      <Outlet />
    </ApolloProvider>
  );
}

/** The same client for one GraphQL island on a page outside this layout (loaded lazily too). */
export function WithApollo({ children }: { children: ReactNode }) {
  const serverClient = useContext(ServerApolloClientContext);
  return <ApolloProvider client={serverClient ?? getApolloClient()}>{children}</ApolloProvider>;
}
