import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryReturning } from '../../../core/database/returning.js';
import { SqlRepository, type Tx } from '../../../core/database/sql-repository.js';
import { RecoveryCode } from '../entities/recovery-code.entity.js';
import { TotpFactor } from '../entities/totp-factor.entity.js';

/** The `totp_factors` and `recovery_codes` tables. */
@Injectable()
export class TotpRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async factorOf(userId: string): Promise<TotpFactor | null> {
    return this.db().getRepository(TotpFactor).findOneBy({ userId });
  }

  /** Stores a new, unconfirmed secret for the account (replacing an unconfirmed one). */
  async startEnrolment(userId: string, secretEncrypted: string): Promise<void> {
    await this.db()
      .getRepository(TotpFactor)
      .upsert({ userId, secretEncrypted, confirmedAt: null, lastUsedStep: null }, ['userId']);
  }

  /** Confirms the account's unconfirmed factor; false when there was none. */
  async confirm(userId: string, tx: Tx): Promise<boolean> {
    const confirmed = await queryReturning(
      this.db(tx),
      `UPDATE totp_factors SET confirmed_at = now()
        WHERE user_id = $1 AND confirmed_at IS NULL RETURNING user_id`,
      [userId],
    );
    return confirmed.length > 0;
  }

  /** Deletes the account's confirmed factor; false when there was none. */
  async removeConfirmed(userId: string, tx: Tx): Promise<boolean> {
    const removed = await queryReturning(
      this.db(tx),
      `DELETE FROM totp_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL RETURNING user_id`,
      [userId],
    );
    return removed.length > 0;
  }

  /** Records an accepted step when it is later than the last one; false otherwise. */
  async advanceStep(userId: string, step: number): Promise<boolean> {
    const accepted = await queryReturning(
      this.db(),
      `UPDATE totp_factors SET last_used_step = $2
        WHERE user_id = $1 AND (last_used_step IS NULL OR last_used_step < $2)
        RETURNING user_id`,
      [userId, step],
    );
    return accepted.length === 1;
  }

  /** Replaces the account's recovery codes by these hashes. */
  async replaceRecoveryCodes(userId: string, codeHashes: string[], tx: Tx): Promise<void> {
    await this.deleteRecoveryCodes(userId, tx);
    await this.db(tx).insert(
      RecoveryCode,
      codeHashes.map((codeHash) => ({ userId, codeHash })),
    );
  }

  async deleteRecoveryCodes(userId: string, tx: Tx): Promise<void> {
    await this.db(tx).delete(RecoveryCode, { userId });
  }

  /** Uses up one unused recovery code with this hash; false when there is none. */
  async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    const used = await queryReturning(
      this.db(),
      `UPDATE recovery_codes SET used_at = now()
        WHERE id = (SELECT id FROM recovery_codes
                     WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL
                     LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [userId, codeHash],
    );
    return used.length === 1;
  }

  async unusedRecoveryCodes(userId: string): Promise<number> {
    const [row] = await this.db().query<Array<{ n: number }>>(
      'SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL',
      [userId],
    );
    return row?.n ?? 0;
  }
}
