import type { EntityManager } from 'typeorm';

/**
 * Cancels every pending e-mail change of an account. Called where the owner takes the account
 * back (a password change or reset, "end all other sessions"): a change asked for by someone who
 * once had the password must not complete after the owner recovered the account.
 */
export async function cancelPendingEmailChanges(
  manager: EntityManager,
  userId: string,
): Promise<void> {
  await manager.query(
    'UPDATE email_change_requests SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
}
