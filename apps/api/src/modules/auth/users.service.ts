import { Injectable } from '@nestjs/common';
import type { Locale } from '@platform/domain';
import { PasswordHasher } from '../../core/auth/password-hasher.js';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { assertRecentSignIn } from '../../core/auth/recent-sign-in.js';
import type { Tx } from '../../core/database/sql-repository.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { normalizeEmail } from './entities/user.entity.js';
import { userJson } from './models/user.model.js';
import { type UserFactsRow, UsersRepository } from './users.repository.js';

/** What other modules may know of an account: who it is and how to write to it. */
export interface AccountFacts {
  id: string;
  email: string;
  name: string;
  locale: Locale;
  emailVerifiedAt: Date | null;
  registeredAt: Date;
}

function factsOf(user: UserFactsRow): AccountFacts {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    locale: user.locale,
    emailVerifiedAt: user.emailVerifiedAt,
    registeredAt: user.createdAt,
  };
}

/**
 * The accounts as other modules see them: they ask here instead of reading the `users` table.
 * `tx` reads (or writes) inside the caller's transaction.
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
  ) {}

  async facts(id: string, tx?: Tx): Promise<AccountFacts | null> {
    const user = await this.users.factsWhere({ id }, tx);
    return user && factsOf(user);
  }

  /** Throws when there is no such account (a row that must exist). */
  async factsOrFail(id: string, tx?: Tx): Promise<AccountFacts> {
    return factsOf(await this.users.factsOrFail(id, tx));
  }

  async factsByIds(ids: string[], tx?: Tx): Promise<Map<string, AccountFacts>> {
    if (ids.length === 0) return new Map();
    const users = await this.users.factsByIds(ids, tx);
    return new Map(users.map((user) => [user.id, factsOf(user)]));
  }

  /** The account if it is active. */
  async activeFacts(id: string, tx?: Tx): Promise<AccountFacts | null> {
    const user = await this.users.factsWhere({ id, status: 'active' }, tx);
    return user && factsOf(user);
  }

  /** An active account by its e-mail address (in any spelling). */
  async activeByEmail(email: string, tx?: Tx): Promise<AccountFacts | null> {
    const user = await this.users.factsWhere(
      { email: normalizeEmail(email), status: 'active' },
      tx,
    );
    return user && factsOf(user);
  }

  /** The accounts with these (already normalized) addresses, whatever their status. */
  async byEmails(emails: string[], tx?: Tx): Promise<AccountFacts[]> {
    if (emails.length === 0) return [];
    const users = await this.users.factsByEmails(emails, tx);
    return users.map(factsOf);
  }

  /** The active accounts registered after `after` and no later than `until`. */
  async activeRegisteredBetween(after: Date, until: Date, tx?: Tx): Promise<AccountFacts[]> {
    const users = await this.users.activeRegisteredBetween(after, until, tx);
    return users.map(factsOf);
  }

  /** Whether any account exists at all (an empty database gets demo content). */
  async anyExist(tx?: Tx): Promise<boolean> {
    return this.users.anyExist(tx);
  }

  /** Every active admin: who hears of work waiting for review. */
  async activeAdmins(tx?: Tx): Promise<AccountFacts[]> {
    const admins = await this.users.factsListWhere({ role: 'ADMIN', status: 'active' }, tx);
    return admins.map(factsOf);
  }

  /** A verified member account with accepted privacy policy (demo content only). */
  async createVerifiedMember(
    tx: Tx,
    account: { email: string; name: string; at: Date },
  ): Promise<AccountFacts> {
    const user = await this.users.insert(
      {
        email: account.email,
        name: account.name,
        role: 'CLIENT',
        emailVerifiedAt: account.at,
        privacyConsentAt: account.at,
      },
      tx,
    );
    return factsOf(user);
  }

  /** The account's part of "your data": the account, its consents and its sign-in providers. */
  async personalData(
    userId: string,
  ): Promise<{ owner: AccountFacts; data: Record<string, unknown> }> {
    const user = await this.users.byIdOrFail(userId);
    const identities = await this.users.identitiesOf(userId);
    return {
      owner: factsOf(user),
      data: {
        account: userJson(user),
        consents: {
          privacy_policy_accepted_at: user.privacyConsentAt?.toISOString() ?? null,
          newsletter: user.newsletterConsent,
        },
        sign_in_providers: identities.map((i) => ({
          provider: i.provider,
          email: i.email,
          linked_at: i.createdAt.toISOString(),
        })),
      },
    };
  }

  /**
   * Erasing an account is confirmed by its password, or — for accounts without one — by a
   * real sign-in in the last ten minutes (not a silent refresh).
   */
  async confirmErasure(
    caller: AuthenticatedUser,
    password: string | undefined,
  ): Promise<AccountFacts> {
    const user = await this.users.byIdOrFail(caller.id);
    if (user.passwordHash) {
      if (
        !password ||
        password.length > 200 ||
        !(await this.passwords.verify(user.passwordHash, password))
      ) {
        throw new DomainError('WRONG_PASSWORD', { fields: { password: 'WRONG_PASSWORD' } });
      }
    } else {
      assertRecentSignIn(caller);
    }
    return factsOf(user);
  }

  /** Deletes the account row; identities, sessions and tokens cascade with it. */
  async erase(userId: string, tx: Tx): Promise<void> {
    await this.users.delete(userId, tx);
  }
}
