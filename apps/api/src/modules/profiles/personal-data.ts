import type { EntityManager } from 'typeorm';
import type { AccountFacts } from '../auth/index.js';

/**
 * A module's share of "your data". Modules that keep personal data register one with
 * `MyDataService.register` when they start: the download then holds their part under `key`,
 * and erasing an account lets them end what the person had running (cancel registrations and
 * free their seats, delete their workshops and tell the people registered) before the account
 * row and everything that cascades from it go. `eraseWithAccount` deletes rows in the very
 * transaction that deletes the account.
 */
export interface PersonalDataContributor {
  key: string;
  export(user: AccountFacts): Promise<unknown>;
  erase?(user: AccountFacts): Promise<void>;
  eraseWithAccount?(user: AccountFacts, manager: EntityManager): Promise<void>;
}

/**
 * The address under which a person's guest data (bookings, sign-ups, messages) counts as
 * theirs: the account's e-mail only once the account has confirmed it. Anyone can register
 * with someone else's address; until it is verified, only data linked by user id is theirs.
 */
export function verifiedEmailOf(
  user: Pick<AccountFacts, 'email' | 'emailVerifiedAt'>,
): string | null {
  return user.emailVerifiedAt ? user.email : null;
}
