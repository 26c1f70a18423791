import { PASSWORD_MAX_LENGTH } from '@platform/domain';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { assertRecentSignIn } from '../../../core/auth/recent-sign-in.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import type { User } from '../entities/user.entity.js';
import type { PasswordHasher } from '../../../core/auth/password-hasher.js';

/**
 * A sensitive account change (another e-mail address) is confirmed by the current password,
 * or, for accounts without one, by a real sign-in in the last ten minutes (a silent refresh
 * does not count).
 */
export async function confirmIdentity(
  passwords: PasswordHasher,
  user: User,
  caller: AuthenticatedUser,
  password: string | null | undefined,
): Promise<void> {
  if (user.passwordHash) {
    const valid =
      typeof password === 'string' &&
      password.length > 0 &&
      password.length <= PASSWORD_MAX_LENGTH &&
      (await passwords.verify(user.passwordHash, password));
    if (!valid)
      throw new DomainError('WRONG_PASSWORD', { fields: { currentPassword: 'WRONG_PASSWORD' } });
    return;
  }
  assertRecentSignIn(caller);
}
