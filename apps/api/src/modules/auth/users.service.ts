import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Locale } from '@platform/domain';
import { And, DataSource, type EntityManager, In, LessThanOrEqual, MoreThan } from 'typeorm';
import { PasswordHasher } from '../../core/auth/password-hasher.js';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { assertRecentSignIn } from '../../core/auth/recent-sign-in.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { UserIdentity } from './entities/user-identity.entity.js';
import { normalizeEmail, User } from './entities/user.entity.js';
import { userJson } from './models/user.model.js';

/** What other modules may know of an account: who it is and how to write to it. */
export interface AccountFacts {
  id: string;
  email: string;
  name: string;
  locale: Locale;
  emailVerifiedAt: Date | null;
  registeredAt: Date;
}

const FACTS = {
  id: true,
  email: true,
  name: true,
  locale: true,
  emailVerifiedAt: true,
  createdAt: true,
} as const;

function factsOf(user: User): AccountFacts {
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
 * `manager` reads (or writes) inside the caller's transaction.
 */
@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
  ) {}

  async facts(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AccountFacts | null> {
    const user = await manager.getRepository(User).findOne({ where: { id }, select: FACTS });
    return user && factsOf(user);
  }

  /** Throws when there is no such account (a row that must exist). */
  async factsOrFail(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AccountFacts> {
    return factsOf(
      await manager.getRepository(User).findOneOrFail({ where: { id }, select: FACTS }),
    );
  }

  async factsByIds(
    ids: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, AccountFacts>> {
    if (ids.length === 0) return new Map();
    const users = await manager.getRepository(User).find({ where: { id: In(ids) }, select: FACTS });
    return new Map(users.map((user) => [user.id, factsOf(user)]));
  }

  /** The account if it is active. */
  async activeFacts(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AccountFacts | null> {
    const user = await manager
      .getRepository(User)
      .findOne({ where: { id, status: 'active' }, select: FACTS });
    return user && factsOf(user);
  }

  /** An active account by its e-mail address (in any spelling). */
  async activeByEmail(
    email: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AccountFacts | null> {
    const user = await manager
      .getRepository(User)
      .findOne({ where: { email: normalizeEmail(email), status: 'active' }, select: FACTS });
    return user && factsOf(user);
  }

  /** The accounts with these (already normalized) addresses, whatever their status. */
  async byEmails(
    emails: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AccountFacts[]> {
    if (emails.length === 0) return [];
    const users = await manager
      .getRepository(User)
      .find({ where: { email: In(emails) }, select: FACTS });
    return users.map(factsOf);
  }

  /** The active accounts registered after `after` and no later than `until`. */
  async activeRegisteredBetween(
    after: Date,
    until: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AccountFacts[]> {
    const users = await manager.getRepository(User).find({
      where: { status: 'active', createdAt: And(MoreThan(after), LessThanOrEqual(until)) },
      select: FACTS,
    });
    return users.map(factsOf);
  }

  /** Whether any account exists at all (an empty database gets demo content). */
  async anyExist(manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return manager.getRepository(User).exists();
  }

  /** Every active admin: who hears of work waiting for review. */
  async activeAdmins(manager: EntityManager = this.dataSource.manager): Promise<AccountFacts[]> {
    const admins = await manager
      .getRepository(User)
      .find({ where: { role: 'ADMIN', status: 'active' }, select: FACTS });
    return admins.map(factsOf);
  }

  /** A verified member account with accepted privacy policy (demo content only). */
  async createVerifiedMember(
    manager: EntityManager,
    account: { email: string; name: string; at: Date },
  ): Promise<AccountFacts> {
    const user = await manager.getRepository(User).save({
      email: account.email,
      name: account.name,
      role: 'CLIENT',
      emailVerifiedAt: account.at,
      privacyConsentAt: account.at,
    });
    return factsOf(user);
  }

  /** The account's part of "your data": the account, its consents and its sign-in providers. */
  async personalData(
    userId: string,
  ): Promise<{ owner: AccountFacts; data: Record<string, unknown> }> {
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
    const identities = await this.dataSource.getRepository(UserIdentity).findBy({ userId });
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
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: caller.id });
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
  async erase(userId: string, manager: EntityManager): Promise<void> {
    await manager.delete(User, { id: userId });
  }
}
