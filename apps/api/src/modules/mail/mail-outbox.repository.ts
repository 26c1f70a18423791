import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryReturning } from '../../core/database/returning.js';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import type { StoredOutboxMail } from './mail-serialization.js';

/** A mail to send, as the worker reads it. */
export interface OutboxRow {
  id: string;
  key: string;
  status: string;
  message: StoredOutboxMail | null;
}

/** A mail as the admins' "failed e-mails" list shows it. */
export interface FailedMailRow {
  id: string;
  recipient: string;
  subject: string;
  last_error: string | null;
  attempts: number;
  status: string;
  created_at: Date;
  updated_at: Date;
}

const FAILED_COLUMNS =
  'id, recipient, subject, last_error, attempts, status, created_at, updated_at';

/** The `mail_outbox` table: every mail from queued to sent (or failed for good). */
@Injectable()
export class MailOutboxRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Queues a mail under its key; null when the key was queued (or sent) before. */
  async insert(
    tx: Tx,
    mail: { key: string; recipient: string; subject: string; message: StoredOutboxMail },
  ): Promise<string | null> {
    const rows = await tx.query<Array<{ id: string }>>(
      `INSERT INTO mail_outbox (key, recipient, subject, message)
       VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (key) DO NOTHING RETURNING id`,
      [mail.key, mail.recipient, mail.subject, mail.message],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * Queues several mails in one statement; answers the ids of those newly queued (a key queued
   * or sent before, or named twice, is left out).
   */
  async insertMany(
    tx: Tx,
    mails: ReadonlyArray<{
      key: string;
      recipient: string;
      subject: string;
      message: StoredOutboxMail;
    }>,
  ): Promise<string[]> {
    if (mails.length === 0) return [];
    const rows = await tx.query<Array<{ id: string }>>(
      `INSERT INTO mail_outbox (key, recipient, subject, message)
       SELECT key, recipient, subject, message
         FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[])
           AS mail(key, recipient, subject, message)
       ON CONFLICT (key) DO NOTHING RETURNING id`,
      [
        mails.map((m) => m.key),
        mails.map((m) => m.recipient),
        mails.map((m) => m.subject),
        mails.map((m) => JSON.stringify(m.message)),
      ],
    );
    return rows.map((row) => row.id);
  }

  async byId(id: string): Promise<OutboxRow | undefined> {
    const [row] = await this.db().query<OutboxRow[]>(
      'SELECT id, key, status, message FROM mail_outbox WHERE id = $1',
      [id],
    );
    return row;
  }

  /**
   * Counts a failed attempt; `final` marks the mail failed for good. `subject`: the subject of a
   * mail composed for this attempt (queued without one), for the admins' list.
   */
  async recordFailedAttempt(
    id: string,
    reason: string,
    final: boolean,
    subject: string | null = null,
  ): Promise<void> {
    await this.db().query(
      `UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2, status = $3,
              subject = COALESCE($4, subject), updated_at = now() WHERE id = $1`,
      [id, reason, final ? 'failed' : 'queued', subject?.slice(0, 500) ?? null],
    );
  }

  /** Sent: the body goes, recipient and subject stay for a while. */
  async markSent(id: string, subject: string | null = null): Promise<void> {
    await this.db().query(
      `UPDATE mail_outbox SET status = 'sent', message = NULL, sent_at = now(), last_error = NULL,
              subject = COALESCE($2, subject), attempts = attempts + 1, updated_at = now()
        WHERE id = $1`,
      [id, subject?.slice(0, 500) ?? null],
    );
  }

  /** A mail composed when sent whose composer found nothing to send any more: gone. */
  async discard(id: string): Promise<void> {
    await this.db().query(`DELETE FROM mail_outbox WHERE id = $1 AND status = 'queued'`, [id]);
  }

  /** Mails that failed for good, latest failure first. */
  async failed(limit: number): Promise<FailedMailRow[]> {
    return this.db().query<FailedMailRow[]>(
      `SELECT ${FAILED_COLUMNS}
       FROM mail_outbox WHERE status = 'failed' ORDER BY updated_at DESC LIMIT $1`,
      [limit],
    );
  }

  /** A failed mail queued again with a fresh set of attempts; undefined when none is failed. */
  async requeueFailed(tx: Tx, id: string): Promise<FailedMailRow | undefined> {
    const [row] = await queryReturning<FailedMailRow>(
      tx,
      `UPDATE mail_outbox SET status = 'queued', attempts = 0, updated_at = now()
       WHERE id = $1 AND status = 'failed'
       RETURNING ${FAILED_COLUMNS}`,
      [id],
    );
    return row;
  }

  async deleteSentBefore(now: Date, days: number): Promise<number> {
    return this.remove(
      `DELETE FROM mail_outbox
       WHERE status = 'sent' AND sent_at < $1::timestamptz - make_interval(days => $2) RETURNING id`,
      [now, days],
    );
  }

  async deleteFailedBefore(now: Date, days: number): Promise<number> {
    return this.remove(
      `DELETE FROM mail_outbox
       WHERE status = 'failed' AND updated_at < $1::timestamptz - make_interval(days => $2) RETURNING id`,
      [now, days],
    );
  }

  private async remove(sql: string, params: unknown[]): Promise<number> {
    return (await queryReturning(this.dataSource, sql, params)).length;
  }

  /** How many mails failed for good (the admin's failed-mail list). */
  async failedCount(): Promise<number> {
    const [row] = await this.db().query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'failed'`,
    );
    return row.n;
  }
}
