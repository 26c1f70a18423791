import type { ApolloClient } from '@apollo/client';
import type { GraphqlSession } from './graphql-session';

/**
 * Drops the cached data when the signed-in user changes (sign-out, another account), so that
 * nobody sees what the previous user loaded in this tab. A token refresh keeps the cache.
 */
export function clearCacheOnUserChange(client: ApolloClient, session: GraphqlSession): () => void {
  let userId = session.userId();
  return session.onUserChange((next) => {
    if (next !== userId) void client.clearStore();
    userId = next;
  });
}
