import type { EntityManager } from 'typeorm';
import { queryReturning } from '../../core/database/returning.js';
import type { OAuthProvider } from './entities/user-identity.entity.js';
import { label } from './oauth/provider-label.js';

/**
 * Marks an account's address verified. The first time it happens, provider identities linked
 * before it are removed: until now nobody had proven the address, so whoever linked them may
 * not be its owner (pre-account takeover). Answers the removed providers' names, for the notice.
 */
export async function markEmailVerified(manager: EntityManager, userId: string): Promise<string[]> {
  const first = await queryReturning<{ id: string }>(
    manager,
    `UPDATE users SET email_verified_at = now()
      WHERE id = $1 AND email_verified_at IS NULL RETURNING id`,
    [userId],
  );
  if (first.length === 0) return [];
  const removed = await queryReturning<{ provider: OAuthProvider }>(
    manager,
    'DELETE FROM user_identities WHERE user_id = $1 RETURNING provider',
    [userId],
  );
  return [...new Set(removed.map((r) => label(r.provider)))].sort();
}
