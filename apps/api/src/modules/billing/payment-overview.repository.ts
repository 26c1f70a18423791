import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PaymentOverviewShow } from '@platform/domain';
import { DataSource } from 'typeorm';
import { SqlRepository } from '../../core/database/sql-repository.js';

/** Open, paid, refunded and written-off sums of one group of invoices (one session, or sessionless). */
export interface PaymentTotalsRow {
  workshop_id: string | null;
  description: string;
  open_count: string;
  open_cents: string;
  paid_count: string;
  paid_cents: string;
  cancelled_count: string;
  refund_due_cents: string;
  refunded_cents: string;
  written_off_cents: string;
}

/**
 * Where a session stands in the overview: its invoices' latest service date (as UTC text to the
 * microsecond, so a cursor compares exactly), then its id.
 */
export interface SessionKey {
  serviceDate: string;
  sessionId: string;
}

/** Invoices of workshops without a session (and others without one) share one group per workshop. */
export const NO_WORKSHOP_KEY = '00000000-0000-0000-0000-000000000000';

const TOTALS = `min(i.description) AS description,
  count(*) FILTER (WHERE i.payment_state = 'open' AND i.cancelled_by_id IS NULL) AS open_count,
  coalesce(sum(i.gross_cents) FILTER (WHERE i.payment_state = 'open' AND i.cancelled_by_id IS NULL), 0) AS open_cents,
  count(*) FILTER (WHERE i.payment_state = 'paid' AND i.cancelled_by_id IS NULL) AS paid_count,
  coalesce(sum(i.gross_cents) FILTER (WHERE i.payment_state = 'paid' AND i.cancelled_by_id IS NULL), 0) AS paid_cents,
  count(*) FILTER (WHERE i.cancelled_by_id IS NOT NULL) AS cancelled_count,
  coalesce(sum(i.gross_cents) FILTER (WHERE i.payment_state = 'paid' AND i.cancelled_by_id IS NOT NULL), 0) AS refund_due_cents,
  coalesce(sum(i.gross_cents) FILTER (WHERE i.payment_state = 'refunded'), 0) AS refunded_cents,
  coalesce(sum(i.gross_cents) FILTER (WHERE i.payment_state = 'written_off'), 0) AS written_off_cents`;

/** An invoice that is still to be paid (a cancelled one is settled by its cancellation invoice). */
const OPEN = (alias: string) =>
  `${alias}.payment_state = 'open' AND ${alias}.cancelled_by_id IS NULL`;

/**
 * The admin's payment overview, a page at a time. Sessions come newest service date first (the
 * session's start when it was invoiced), walked on `invoices_overview_idx` (all) or
 * `invoices_overview_open_idx` (with an open invoice) from a cursor; invoices without a session
 * follow, one group per workshop. See docs/operations.md for the plans.
 */
@Injectable()
export class PaymentOverviewRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * The next `limit` sessions after `after` with the totals of all their invoices, each session
   * once at its latest service date (among its open invoices when `show` is open): a session
   * invoiced again after a new date is not listed twice. One statement: the keys walk the index,
   * the sums read only those sessions' invoices.
   */
  async sessionPage(
    show: PaymentOverviewShow,
    after: SessionKey | null,
    limit: number,
  ): Promise<Array<PaymentTotalsRow & { service_date: string; session_id: string }>> {
    const scope = (alias: string) => (show === 'open' ? ` AND ${OPEN(alias)}` : '');
    const params: unknown[] = [limit];
    let from = '';
    if (after) {
      params.push(after.serviceDate, after.sessionId);
      from = ' AND (k.service_date, k.session_id) < ($2::timestamptz, $3::uuid)';
    }
    return this.db().query(
      `SELECT to_char(p.service_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS service_date,
              p.session_id, min(i.workshop_id::text)::uuid AS workshop_id, ${TOTALS}
       FROM (SELECT DISTINCT k.service_date, k.session_id FROM invoices k
             WHERE k.kind = 'invoice' AND k.session_id IS NOT NULL${scope('k')}${from}
               AND NOT EXISTS (SELECT 1 FROM invoices later
                               WHERE later.session_id = k.session_id AND later.kind = 'invoice'
                                 AND later.service_date > k.service_date${scope('later')})
             ORDER BY k.service_date DESC, k.session_id DESC LIMIT $1) p
       JOIN invoices i ON i.session_id = p.session_id AND i.kind = 'invoice'
       GROUP BY p.service_date, p.session_id
       ORDER BY p.service_date DESC, p.session_id DESC`,
      params,
    );
  }

  /**
   * Groups of invoices without a session (one per workshop, invoices of no workshop under
   * `NO_WORKSHOP_KEY`), in key order after `afterKey`; with `show` open only groups with an
   * open invoice.
   */
  async sessionlessTotals(
    show: PaymentOverviewShow,
    afterKey: string | null,
    limit: number,
  ): Promise<Array<PaymentTotalsRow & { group_key: string }>> {
    const params: unknown[] = [limit];
    let from = '';
    if (afterKey) {
      params.push(afterKey);
      from = ` AND coalesce(i.workshop_id, '${NO_WORKSHOP_KEY}'::uuid) > $2::uuid`;
    }
    return this.db().query(
      `SELECT coalesce(i.workshop_id, '${NO_WORKSHOP_KEY}'::uuid) AS group_key,
              min(i.workshop_id::text)::uuid AS workshop_id, ${TOTALS}
       FROM invoices i WHERE i.kind = 'invoice' AND i.session_id IS NULL${from}
       GROUP BY 1
       ${show === 'open' ? `HAVING count(*) FILTER (WHERE ${OPEN('i')}) > 0` : ''}
       ORDER BY 1 LIMIT $1`,
      params,
    );
  }
}
