import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import { Membership } from './entities/membership.entity.js';
import { queryAffected } from '../../core/database/returning.js';

export type MembershipRow = Pick<
  Membership,
  | 'userId'
  | 'startedAt'
  | 'endsAt'
  | 'nextInvoiceAt'
  | 'trialNoticeSentAt'
  | 'termsAcceptedAt'
  | 'termsVersion'
  | 'billingAddress'
>;

/** The `memberships` table (with what it asks of the membership invoices). */
@Injectable()
export class MembershipsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async of(userId: string): Promise<MembershipRow | null> {
    return this.db().getRepository(Membership).findOneBy({ userId });
  }

  /** The member's row (made when missing), locked until `tx` ends. */
  async lockOrCreate(tx: Tx, userId: string): Promise<MembershipRow> {
    await tx.query(
      'INSERT INTO memberships (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING',
      [userId],
    );
    const row = await this.lock(tx, userId);
    return row!;
  }

  /** The member's row if there is one, locked until `tx` ends. */
  async lock(tx: Tx, userId: string): Promise<MembershipRow | undefined> {
    const [row] = await tx
      .getRepository(Membership)
      .createQueryBuilder('m')
      .setLock('pessimistic_write')
      .where('m.userId = :userId', { userId })
      .getMany();
    return row;
  }

  async save(tx: Tx, row: MembershipRow): Promise<void> {
    await tx.getRepository(Membership).save(row);
  }

  async setEndsAt(userId: string, endsAt: Date): Promise<void> {
    await this.db().getRepository(Membership).update({ userId }, { endsAt });
  }

  async setNextInvoiceAt(tx: Tx, userId: string, nextInvoiceAt: Date | null): Promise<void> {
    await tx.getRepository(Membership).update({ userId }, { nextInvoiceAt });
  }

  /** Whether the member has a membership invoice open after its due date. */
  async hasOverdueInvoice(tx: Tx, userId: string, now: Date): Promise<boolean> {
    const overdue = await tx.query<unknown[]>(
      `SELECT 1 FROM invoices
        WHERE user_id = $1 AND kind = 'invoice' AND purpose = 'membership'
          AND payment_state = 'open' AND cancelled_by_id IS NULL AND due_at < $2
        LIMIT 1`,
      [userId, now],
    );
    return overdue.length > 0;
  }

  /**
   * Claims the "trial ends soon" notice of an account that has not started the membership;
   * false when it was claimed before (or the membership started).
   */
  async claimTrialNotice(tx: Tx, userId: string, now: Date): Promise<boolean> {
    const claimed = await tx.query<unknown[]>(
      `INSERT INTO memberships (user_id, trial_notice_sent_at) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET trial_notice_sent_at = $2
         WHERE memberships.trial_notice_sent_at IS NULL AND memberships.started_at IS NULL
       RETURNING user_id`,
      [userId, now],
    );
    return claimed.length > 0;
  }

  /** Running memberships whose next month has begun (at most 500). */
  async dueForInvoice(now: Date): Promise<string[]> {
    const rows = await this.db().query<Array<{ user_id: string }>>(
      `SELECT user_id FROM memberships
       WHERE started_at IS NOT NULL AND next_invoice_at <= $1
         AND (ends_at IS NULL OR next_invoice_at < ends_at)
       LIMIT 500`,
      [now],
    );
    return rows.map((row) => row.user_id);
  }

  /** Of these accounts, those that started the membership or were told the trial ends. */
  async startedOrNotified(userIds: string[]): Promise<string[]> {
    const rows = await this.db().query<Array<{ user_id: string }>>(
      `SELECT user_id FROM memberships
       WHERE user_id = ANY($1::uuid[])
         AND (started_at IS NOT NULL OR trial_notice_sent_at IS NOT NULL)`,
      [userIds],
    );
    return rows.map((row) => row.user_id);
  }

  /** Running memberships with an invoice open after its due date: the oldest such invoice. */
  async runningWithOverdueInvoice(now: Date): Promise<Array<{ user_id: string; number: string }>> {
    return this.db().query<Array<{ user_id: string; number: string }>>(
      `SELECT DISTINCT ON (m.user_id) m.user_id, i.number
         FROM memberships m
         JOIN invoices i ON i.user_id = m.user_id
        WHERE i.kind = 'invoice' AND i.purpose = 'membership' AND i.payment_state = 'open'
          AND i.cancelled_by_id IS NULL AND i.due_at < $1
          AND m.started_at IS NOT NULL AND (m.ends_at IS NULL OR m.ends_at > $1)
        ORDER BY m.user_id, i.due_at
        LIMIT 500`,
      [now],
    );
  }

  /** Ends a running membership now; false when it was not running (any more). */
  async endRunning(tx: Tx, userId: string, now: Date): Promise<boolean> {
    const changed = await queryAffected(
      tx,
      `UPDATE memberships SET ends_at = $2
        WHERE user_id = $1 AND started_at IS NOT NULL AND (ends_at IS NULL OR ends_at > $2)`,
      [userId, now],
    );
    return changed > 0;
  }
}
