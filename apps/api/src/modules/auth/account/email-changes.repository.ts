import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryReturning } from '../../../core/database/returning.js';
import { SqlRepository, type Tx } from '../../../core/database/sql-repository.js';
import { EmailChangeRequest } from '../entities/email-change.entity.js';

export type NewEmailChange = Pick<
  EmailChangeRequest,
  'userId' | 'newEmail' | 'tokenHash' | 'cancelTokenHash' | 'expiresAt'
>;

export interface UsedEmailChangeRow {
  id: string;
  user_id: string;
  new_email: string;
}

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

  /** Stores a new pending change; answers its id. */
  async insert(change: NewEmailChange, tx: Tx): Promise<string> {
    const repo = this.db(tx).getRepository(EmailChangeRequest);
    const saved = await repo.save(repo.create({ ...change, usedAt: null }));
    return saved.id;
  }

  /** Ends the live change whose cancel link has this hash; false when there is none. */
  async cancelByLink(cancelTokenHash: string): Promise<boolean> {
    const cancelled = await queryReturning<{ id: string }>(
      this.db(),
      `UPDATE email_change_requests SET used_at = now()
        WHERE cancel_token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING id`,
      [cancelTokenHash],
    );
    return cancelled.length > 0;
  }

  /** Uses up the live change whose confirmation link has this hash. */
  async consume(tokenHash: string, tx: Tx): Promise<UsedEmailChangeRow | undefined> {
    const [used] = await queryReturning<UsedEmailChangeRow>(
      this.db(tx),
      `UPDATE email_change_requests SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING id, user_id, new_email`,
      [tokenHash],
    );
    return used;
  }

  /** The newest live change of the account. */
  async newestOpen(userId: string): Promise<EmailChangeRequest | null> {
    return this.db()
      .getRepository(EmailChangeRequest)
      .createQueryBuilder('r')
      .where('r.user_id = :userId AND r.used_at IS NULL AND r.expires_at > now()', { userId })
      .orderBy('r.created_at', 'DESC')
      .getOne();
  }
}
