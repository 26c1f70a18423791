import type { Role } from '@platform/domain';

/** What the database says now about the account and session an access token names. */
export interface LiveSession {
  email: string;
  name: string;
  role: Role;
  tenantId: number;
  /** Whether the account has a confirmed second factor (authenticator app or passkey). */
  secondFactor: boolean;
  /** The account has confirmed its e-mail address (member benefits need it). */
  emailVerified: boolean;
}

/**
 * Answers whether a session is still open and the account still active. The accounts module
 * provides it (it owns users and sessions); the global guard asks on every request, so a
 * logout, password change, deletion, disabling or demotion takes effect at once.
 */
export interface SessionCheck {
  liveSession(userId: string, sessionId: string): Promise<LiveSession | undefined>;
}

export const SESSION_CHECK = Symbol('SESSION_CHECK');
