import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../../core/database/sql-repository.js';
import { type OAuthProvider, UserIdentity } from '../entities/user-identity.entity.js';
import type { UserStatus } from '../entities/user.entity.js';

export interface SignInMethodsRow {
  status: UserStatus;
  has_password: boolean;
  providers: OAuthProvider[];
}

/** The `user_identities` table: provider accounts linked to an account (and the password). */
@Injectable()
export class LinkedIdentitiesRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * Locks the account row (until the transaction ends) and answers its status, whether it has a
   * password and the provider of each linked identity; undefined for an unknown account.
   */
  async lockSignInMethods(userId: string, tx: Tx): Promise<SignInMethodsRow | undefined> {
    const [row] = await this.db(tx).query<SignInMethodsRow[]>(
      `SELECT u.status, COALESCE(u.password_hash, '') <> '' AS has_password,
              ARRAY(SELECT i.provider::text FROM user_identities i WHERE i.user_id = u.id) AS providers
         FROM users u WHERE u.id = $1 FOR UPDATE`,
      [userId],
    );
    return row;
  }

  async unlink(userId: string, provider: OAuthProvider, tx: Tx): Promise<void> {
    await this.db(tx).query('DELETE FROM user_identities WHERE user_id = $1 AND provider = $2', [
      userId,
      provider,
    ]);
  }

  /** The identity a provider names by its subject. */
  async bySubject(provider: OAuthProvider, subject: string, tx: Tx): Promise<UserIdentity | null> {
    return this.db(tx).getRepository(UserIdentity).findOneBy({ provider, subject });
  }

  async link(
    identity: Pick<UserIdentity, 'userId' | 'provider' | 'subject' | 'email'>,
    tx: Tx,
  ): Promise<void> {
    await this.db(tx).getRepository(UserIdentity).insert(identity);
  }
}
