import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { And, DataSource, type FindOptionsWhere, In, LessThanOrEqual, MoreThan } from 'typeorm';
import { queryReturning } from '../../core/database/returning.js';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import { UserIdentity } from './entities/user-identity.entity.js';
import { User } from './entities/user.entity.js';

/** The columns other modules may know of an account. */
const FACTS = {
  id: true,
  email: true,
  name: true,
  locale: true,
  emailVerifiedAt: true,
  createdAt: true,
} as const;

/** Account rows reduced to the facts other modules may know. */
export type UserFactsRow = Pick<User, keyof typeof FACTS>;

export interface NewMemberRow {
  email: string;
  name: string;
  company: string | null;
  passwordHash: string;
  newsletterConsent: boolean;
  locale: string;
}

/** The `users` table (and an account's `user_identities`). */
@Injectable()
export class UsersRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** The whole account row. */
  async byId(id: string, tx?: Tx): Promise<User | null> {
    return this.repo(tx).findOneBy({ id });
  }

  /** The whole account row; throws when it does not exist. */
  async byIdOrFail(id: string, tx?: Tx): Promise<User> {
    return this.repo(tx).findOneByOrFail({ id });
  }

  /** The whole account row with this (normalized) address. */
  async byEmail(email: string, tx?: Tx): Promise<User | null> {
    return this.repo(tx).findOneBy({ email });
  }

  /** The account row, locked until the transaction ends. */
  async lockById(id: string, tx: Tx): Promise<User | null> {
    return this.repo(tx)
      .createQueryBuilder('u')
      .setLock('pessimistic_write')
      .where('u.id = :id', { id })
      .getOne();
  }

  /** The first account matching, reduced to its facts. */
  async factsWhere(where: FindOptionsWhere<User>, tx?: Tx): Promise<UserFactsRow | null> {
    return this.repo(tx).findOne({ where, select: FACTS });
  }

  async factsOrFail(id: string, tx?: Tx): Promise<UserFactsRow> {
    return this.repo(tx).findOneOrFail({ where: { id }, select: FACTS });
  }

  /** Every account matching, reduced to its facts. */
  async factsListWhere(where: FindOptionsWhere<User>, tx?: Tx): Promise<UserFactsRow[]> {
    return this.repo(tx).find({ where, select: FACTS });
  }

  async factsByIds(ids: string[], tx?: Tx): Promise<UserFactsRow[]> {
    return this.factsListWhere({ id: In(ids) }, tx);
  }

  async factsByEmails(emails: string[], tx?: Tx): Promise<UserFactsRow[]> {
    return this.factsListWhere({ email: In(emails) }, tx);
  }

  /** Active accounts registered after `after` and no later than `until`. */
  async activeRegisteredBetween(after: Date, until: Date, tx?: Tx): Promise<UserFactsRow[]> {
    return this.factsListWhere(
      { status: 'active', createdAt: And(MoreThan(after), LessThanOrEqual(until)) },
      tx,
    );
  }

  async anyExist(tx?: Tx): Promise<boolean> {
    return this.repo(tx).exists();
  }

  /** Inserts a new account; the stored row. */
  async insert(user: Partial<User>, tx?: Tx): Promise<User> {
    return this.repo(tx).save(user);
  }

  async identitiesOf(userId: string, tx?: Tx): Promise<UserIdentity[]> {
    return this.db(tx).getRepository(UserIdentity).findBy({ userId });
  }

  /** Deletes the account row; identities, sessions and tokens cascade with it. */
  async delete(id: string, tx?: Tx): Promise<void> {
    await this.db(tx).delete(User, { id });
  }

  async setEmail(id: string, email: string, tx: Tx): Promise<void> {
    await this.db(tx).query('UPDATE users SET email = $2, updated_at = now() WHERE id = $1', [
      id,
      email,
    ]);
  }

  /** Registers a member with consent given now; undefined when the address is taken. */
  async insertIfFree(member: NewMemberRow, tx: Tx): Promise<string | undefined> {
    const [row] = await this.db(tx).query<Array<{ id: string }>>(
      `INSERT INTO users (email, name, company, password_hash, privacy_consent_at,
                          newsletter_consent, locale)
       VALUES ($1, $2, $3, $4, now(), $5, $6)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [
        member.email,
        member.name,
        member.company,
        member.passwordHash,
        member.newsletterConsent,
        member.locale,
      ],
    );
    return row?.id;
  }

  async update(id: string, changes: Partial<User>, tx?: Tx): Promise<void> {
    await this.repo(tx).update(id, changes);
  }

  async setPasswordHash(id: string, passwordHash: string, tx: Tx): Promise<void> {
    await this.db(tx).query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      id,
      passwordHash,
    ]);
  }

  /** Sets the password of an account that has none; false when it has one. */
  async setFirstPassword(id: string, passwordHash: string, tx: Tx): Promise<boolean> {
    const updated = await queryReturning(
      this.db(tx),
      'UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash IS NULL RETURNING id',
      [id, passwordHash],
    );
    return updated.length > 0;
  }

  private repo(tx?: Tx) {
    return this.db(tx).getRepository(User);
  }
}
