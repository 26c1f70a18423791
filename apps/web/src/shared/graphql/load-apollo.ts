import type { ApolloClient } from '@apollo/client';
import type { GraphqlSession } from './graphql-session';
import { loadedApolloClient } from './loaded-client';

/** Apollo Client on demand: its code (the `apollo` chunk) loads with the first call. */
export async function loadApolloClient(session: GraphqlSession | null): Promise<ApolloClient> {
  const loaded = loadedApolloClient();
  if (loaded) return loaded;
  const { getApolloClient } = await import('./client-singleton');
  return getApolloClient(session);
}
