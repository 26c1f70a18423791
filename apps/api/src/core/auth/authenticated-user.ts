import type { Role } from '@platform/domain';

/**
 * Who is calling: the account named by a verified access token, with role, name and e-mail as
 * the database holds them now (never as the token remembers them).
 */
export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  tenantId: number;
  /**
   * The account has confirmed its e-mail address, as the database says now (set by the guard;
   * absent on a token that was only decoded). Members-only content needs it.
   */
  emailVerified?: boolean;
  /** When the access token was issued (seconds since 1970). */
  issuedAt?: number;
  /** The sign-in session (refresh-token family) the access token belongs to. */
  sessionId?: string;
  /**
   * When the person really signed in for this session (password or provider callback), in
   * seconds since 1970. A silent refresh keeps it; "signed in recently" checks use it.
   */
  authenticatedAt?: number;
  /**
   * An admin without a second factor while `ADMIN_MFA=required`: the guard treats the caller
   * as a member and lets them only enrol one (`@SecondFactorSetup()`).
   */
  secondFactorMissing?: boolean;
}
