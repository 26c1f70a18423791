import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';

export interface EnsuredAdminRow {
  inserted: boolean;
  id: string;
}

/** The `users` rows the start-up's admin bootstrap reads and writes. */
@Injectable()
export class AdminBootstrapRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** The role of the account with this address (row locked until the transaction ends). */
  async lockRole(email: string, tx: Tx): Promise<string | undefined> {
    const [row] = await this.db(tx).query<Array<{ role: string }>>(
      'SELECT role FROM users WHERE email = $1 FOR UPDATE',
      [email],
    );
    return row?.role;
  }

  /**
   * Creates the verified, active admin account, or makes the existing one so (its password is
   * set only when it has none).
   */
  async upsertAdmin(
    email: string,
    passwordHash: string,
    tx: Tx,
  ): Promise<EnsuredAdminRow | undefined> {
    const [row] = await this.db(tx).query<EnsuredAdminRow[]>(
      `INSERT INTO users (email, name, role, status, password_hash, email_verified_at, privacy_consent_at)
       VALUES ($1, $2, 'ADMIN', 'active', $3, now(), now())
       ON CONFLICT (email) DO UPDATE SET
         role = 'ADMIN',
         status = 'active',
         email_verified_at = COALESCE(users.email_verified_at, now()),
         password_hash = COALESCE(users.password_hash, EXCLUDED.password_hash)
       RETURNING (xmax = 0) AS inserted, id`,
      [email, 'Administrator', passwordHash],
    );
    return row;
  }
}
