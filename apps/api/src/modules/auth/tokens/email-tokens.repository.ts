import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryReturning } from '../../../core/database/returning.js';
import { SqlRepository, type Tx } from '../../../core/database/sql-repository.js';
import type { EmailTokenPurpose } from '../entities/email-token.entity.js';

/** The `email_tokens` table: hashes of single-use e-mail link tokens. */
@Injectable()
export class EmailTokensRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Retires the account's unused tokens of this purpose. */
  async retireUnused(userId: string, purpose: EmailTokenPurpose, tx?: Tx): Promise<void> {
    await this.db(tx).query(
      `UPDATE email_tokens SET used_at = now()
        WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [userId, purpose],
    );
  }

  async insert(
    userId: string,
    purpose: EmailTokenPurpose,
    tokenHash: string,
    expiresAt: Date,
    tx?: Tx,
  ): Promise<void> {
    await this.db(tx).query(
      `INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at, used_at)
       VALUES ($1, $2, $3, $4, NULL)`,
      [userId, purpose, tokenHash, expiresAt],
    );
  }

  /** Marks a live token used (atomically); the owner's id, or undefined when none matched. */
  async consume(
    tokenHash: string,
    purpose: EmailTokenPurpose,
    tx?: Tx,
  ): Promise<string | undefined> {
    const rows = await queryReturning<{ user_id: string }>(
      this.db(tx),
      `UPDATE email_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [tokenHash, purpose],
    );
    return rows[0]?.user_id;
  }

  /** Retires the account's unused verification and reset links (they went to an old address). */
  async retireAddressLinks(userId: string, tx: Tx): Promise<void> {
    await this.db(tx).query(
      `UPDATE email_tokens SET used_at = now()
        WHERE user_id = $1 AND purpose IN ('verify_email', 'reset_password') AND used_at IS NULL`,
      [userId],
    );
  }
}
