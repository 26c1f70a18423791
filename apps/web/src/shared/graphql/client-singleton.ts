import type { ApolloClient } from '@apollo/client';
import { getActiveLocale } from '../i18n/stored-locale';
import { clearCacheOnUserChange } from './clear-on-user-change';
import { createApolloClient } from './client';
import type { GraphqlSession } from './graphql-session';
import { announceApolloClient } from './loaded-client';
import { takeServerState } from './server-state';

let client: ApolloClient | undefined;

/**
 * The page's one Apollo Client, created when first needed: by a screen below the GraphQL
 * layout route (`ApolloRoot`) or by a page-data hook that needs the network (`load-apollo.ts`).
 */
export function getApolloClient(session: GraphqlSession | null): ApolloClient {
  if (!client) {
    if (!session) throw new Error('No GraphqlSessionContext: the shell provides it (App.tsx).');
    client = createApolloClient({
      getLocale: getActiveLocale,
      session,
      initialState: takeServerState(session.mayHaveSession()),
    });
    clearCacheOnUserChange(client, session);
    announceApolloClient(client);
  }
  return client;
}
