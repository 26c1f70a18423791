import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../../core/database/sql-repository.js';

/** The `email_change_requests` table: pending e-mail address changes. */
@Injectable()
export class EmailChangesRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * Cancels every pending e-mail change of an account. Called where the owner takes the account
   * back (a password change or reset, "end all other sessions"): a change asked for by someone
   * who once had the password must not complete after the owner recovered the account.
   */
  async cancelPending(userId: string, tx?: Tx): Promise<void> {
    await this.db(tx).query(
      'UPDATE email_change_requests SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
      [userId],
    );
  }
}
