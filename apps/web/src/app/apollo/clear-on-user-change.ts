import type { ApolloClient } from '@apollo/client';
import { getAccessToken, onSessionChange } from '../../modules/auth/api/auth-client';
import { decodeJwtPayload } from '../../modules/auth/api/jwt';

function currentUserId(): string | null {
  const token = getAccessToken();
  const subject = token ? decodeJwtPayload(token)?.sub : null;
  return typeof subject === 'string' ? subject : null;
}

/**
 * Drops the cached data when the signed-in user changes (sign-out, another account), so that
 * nobody sees what the previous user loaded in this tab. A token refresh keeps the cache.
 */
export function clearCacheOnUserChange(client: ApolloClient): () => void {
  let userId = currentUserId();
  return onSessionChange((session) => {
    const next = session?.user.id ?? null;
    if (next !== userId) void client.clearStore();
    userId = next;
  });
}
