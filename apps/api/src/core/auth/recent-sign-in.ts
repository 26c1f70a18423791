import { DomainError } from '../errors/domain-error.js';
import type { AuthenticatedUser } from './authenticated-user.js';

/** How long a real sign-in counts as confirmation for sensitive changes. */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;

/**
 * Sensitive changes without a password to confirm them (erasing a provider-only account,
 * setting a first password) need a real sign-in within the last minutes: with a password or
 * at a provider's callback. A token from a silent refresh keeps the time of the original
 * sign-in, so it does not count.
 */
export function assertRecentSignIn(user: AuthenticatedUser, now = Date.now()): void {
  const at = user.authenticatedAt;
  if (!at || now / 1000 - at > RECENT_SIGN_IN_SECONDS)
    throw new DomainError('RECENT_SIGN_IN_REQUIRED');
}
