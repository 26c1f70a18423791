import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ProjectMonthStatus } from '@platform/domain';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import { ProjectBillingAddress } from './entities/project-billing-address.entity.js';
import { ProjectTimeInvoiceShare } from './entities/project-time-invoice-share.entity.js';
import { ProjectTimeEntry } from './entities/project-time-entry.entity.js';
import { ProjectTimeMonth } from './entities/project-time-month.entity.js';
import { queryReturning } from '../../core/database/returning.js';

export type TimeEntryRow = ProjectTimeEntry;
export type TimeMonthRow = ProjectTimeMonth;
export type InvoiceShareRow = ProjectTimeInvoiceShare;

const ENTRY_COLUMNS = `id, request_id AS "requestId", specialist_user_id AS "specialistUserId",
  to_char(work_date, 'YYYY-MM-DD') AS "workDate", quarters, description,
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/**
 * The hours of projects (`project_time_entries`), their months (`project_time_months`), what
 * each specialist's hours came to on an invoice (`project_time_invoice_shares`) and where a
 * project's invoices go (`project_billing_addresses`).
 */
@Injectable()
export class ProjectTimeRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * The months' rows, created `open` when missing, locked until `tx` ends: `FOR SHARE` for a
   * writer of hours (writers do not wait for each other), `FOR UPDATE` for the admin's close
   * (which waits for the writers in flight, and they for it). In month order (no deadlocks).
   */
  async lockMonths(
    tx: Tx,
    requestId: string,
    months: readonly string[],
    mode: 'share' | 'update',
  ): Promise<Map<string, ProjectMonthStatus>> {
    const sorted = [...new Set(months)].sort();
    await tx.query(
      `INSERT INTO project_time_months (request_id, month)
       SELECT $1, m FROM unnest($2::text[]) AS m ON CONFLICT DO NOTHING`,
      [requestId, sorted],
    );
    const rows = await tx.query<Array<{ month: string; status: ProjectMonthStatus }>>(
      `SELECT month, status FROM project_time_months
       WHERE request_id = $1 AND month = ANY($2::text[])
       ORDER BY month FOR ${mode === 'share' ? 'SHARE' : 'UPDATE'}`,
      [requestId, sorted],
    );
    return new Map(rows.map((r) => [r.month, r.status]));
  }

  /** The month's invoice, its row locked `FOR UPDATE` until `tx` ends (none: no row). */
  async lockMonthInvoice(
    tx: Tx,
    requestId: string,
    month: string,
  ): Promise<{ status: ProjectMonthStatus; invoiceId: string | null } | null> {
    const [row] = await tx.query<Array<{ status: ProjectMonthStatus; invoiceId: string | null }>>(
      `SELECT status, invoice_id AS "invoiceId" FROM project_time_months
       WHERE request_id = $1 AND month = $2 FOR UPDATE`,
      [requestId, month],
    );
    return row ?? null;
  }

  /** One writer per specialist and project at a time (the day limit counts the others). */
  async lockSpecialist(tx: Tx, requestId: string, userId: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `project-time:${requestId}:${userId}`,
    ]);
  }

  /** The specialist's hours on that day and project, leaving out one entry (being changed). */
  async hoursThatDay(
    tx: Tx,
    requestId: string,
    userId: string,
    day: string,
    exceptId: string | null,
  ): Promise<number> {
    const [row] = await tx.query<Array<{ quarters: number }>>(
      `SELECT coalesce(sum(quarters), 0)::int AS quarters FROM project_time_entries
       WHERE request_id = $1 AND specialist_user_id = $2 AND work_date = $3
         AND ($4::uuid IS NULL OR id <> $4)`,
      [requestId, userId, day, exceptId],
    );
    return (row?.quarters ?? 0) / 4;
  }

  async insertEntry(
    tx: Tx,
    entry: Pick<
      ProjectTimeEntry,
      'requestId' | 'specialistUserId' | 'workDate' | 'quarters' | 'description'
    >,
  ): Promise<TimeEntryRow> {
    const [row] = await tx.query<TimeEntryRow[]>(
      `INSERT INTO project_time_entries (request_id, specialist_user_id, work_date, quarters, description)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${ENTRY_COLUMNS}`,
      [entry.requestId, entry.specialistUserId, entry.workDate, entry.quarters, entry.description],
    );
    return row;
  }

  async updateEntry(
    tx: Tx,
    id: string,
    change: Pick<ProjectTimeEntry, 'workDate' | 'quarters' | 'description'>,
  ): Promise<TimeEntryRow> {
    const [row] = await queryReturning<TimeEntryRow>(
      tx,
      `UPDATE project_time_entries SET work_date = $2, quarters = $3, description = $4,
         updated_at = now()
       WHERE id = $1 RETURNING ${ENTRY_COLUMNS}`,
      [id, change.workDate, change.quarters, change.description],
    );
    return row;
  }

  async deleteEntry(tx: Tx, id: string): Promise<void> {
    await tx.query('DELETE FROM project_time_entries WHERE id = $1', [id]);
  }

  async entryById(id: string, tx?: Tx): Promise<TimeEntryRow | null> {
    const rows = await this.db(tx).query<TimeEntryRow[]>(
      `SELECT ${ENTRY_COLUMNS} FROM project_time_entries WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** A project's hours, optionally of one specialist; by day. */
  async entriesOf(requestId: string, userId: string | null, tx?: Tx): Promise<TimeEntryRow[]> {
    return this.db(tx).query<TimeEntryRow[]>(
      `SELECT ${ENTRY_COLUMNS} FROM project_time_entries
       WHERE request_id = $1 AND ($2::uuid IS NULL OR specialist_user_id = $2)
       ORDER BY work_date, created_at, id`,
      [requestId, userId],
    );
  }

  /** A specialist's hours on every project (the data download and the member area). */
  async entriesOfSpecialist(userId: string): Promise<TimeEntryRow[]> {
    return this.db().query<TimeEntryRow[]>(
      `SELECT ${ENTRY_COLUMNS} FROM project_time_entries WHERE specialist_user_id = $1
       ORDER BY work_date, created_at, id`,
      [userId],
    );
  }

  async monthsOf(requestIds: readonly string[]): Promise<TimeMonthRow[]> {
    if (requestIds.length === 0) return [];
    return this.db().query<TimeMonthRow[]>(
      `SELECT request_id AS "requestId", month, status, closed_at AS "closedAt",
              approved_at AS "approvedAt", invoice_id AS "invoiceId",
              invoice_number AS "invoiceNumber",
              cancelled_invoice_number AS "cancelledInvoiceNumber", created_at AS "createdAt"
       FROM project_time_months WHERE request_id = ANY($1::uuid[]) ORDER BY month`,
      [requestIds],
    );
  }

  async setMonthStatus(
    tx: Tx,
    requestId: string,
    month: string,
    change: { status: ProjectMonthStatus; invoiceId?: string; invoiceNumber?: string },
  ): Promise<void> {
    await tx.query(
      `UPDATE project_time_months SET status = $3::varchar,
         closed_at = coalesce(closed_at, now()),
         approved_at = CASE WHEN $3::varchar = 'approved' THEN now() ELSE approved_at END,
         invoice_id = coalesce($4::uuid, invoice_id),
         invoice_number = coalesce($5::varchar, invoice_number)
       WHERE request_id = $1 AND month = $2`,
      [requestId, month, change.status, change.invoiceId ?? null, change.invoiceNumber ?? null],
    );
  }

  /**
   * The month's invoice was cancelled: the month is closed again without an invoice (the
   * admin approves it anew), remembering the cancelled number; its shares are marked cancelled.
   */
  async reopenForInvoice(
    tx: Tx,
    requestId: string,
    month: string,
    cancelledInvoiceNumber: string,
  ): Promise<void> {
    await tx.query(
      `UPDATE project_time_months SET status = 'closed', approved_at = NULL, invoice_id = NULL,
         invoice_number = NULL, cancelled_invoice_number = $3
       WHERE request_id = $1 AND month = $2`,
      [requestId, month, cancelledInvoiceNumber],
    );
    await tx.query(
      `UPDATE project_time_invoice_shares SET cancelled = true
       WHERE request_id = $1 AND month = $2 AND NOT cancelled`,
      [requestId, month],
    );
  }

  async insertShares(
    tx: Tx,
    shares: ReadonlyArray<Omit<ProjectTimeInvoiceShare, 'id'>>,
  ): Promise<void> {
    if (shares.length) await tx.getRepository(ProjectTimeInvoiceShare).insert([...shares]);
  }

  /** What one specialist's hours came to on invoices, newest month first. */
  async sharesOfSpecialist(userId: string): Promise<InvoiceShareRow[]> {
    return this.db()
      .getRepository(ProjectTimeInvoiceShare)
      .find({
        where: { specialistUserId: userId },
        order: { month: 'DESC', invoiceNumber: 'DESC' },
      });
  }

  async billingAddress(requestId: string, tx?: Tx): Promise<ProjectBillingAddress | null> {
    return this.db(tx).getRepository(ProjectBillingAddress).findOneBy({ requestId });
  }

  async saveBillingAddress(
    requestId: string,
    organisation: string,
    address: string,
  ): Promise<void> {
    await this.db().query(
      `INSERT INTO project_billing_addresses (request_id, organisation, address) VALUES ($1, $2, $3)
       ON CONFLICT (request_id) DO UPDATE SET organisation = $2, address = $3, updated_at = now()`,
      [requestId, organisation, address],
    );
  }
}
