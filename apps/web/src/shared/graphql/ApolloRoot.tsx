import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { getApolloClient } from './client-singleton';
import { GraphqlSessionContext } from './graphql-session';
import { ServerApolloClientContext } from './server-state';

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
