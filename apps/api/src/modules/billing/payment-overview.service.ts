import { Injectable } from '@nestjs/common';
import {
  PAYMENT_OVERVIEW_PAGE_MAX,
  PAYMENT_OVERVIEW_PAGE_SIZE,
  type PaymentOverviewShow,
} from '@platform/domain';
import { DomainError } from '../../core/errors/domain-error.js';
import { BilledSessions } from './billed-sessions.js';
import { PaymentOverviewRepository, type PaymentTotalsRow } from './payment-overview.repository.js';
import {
  decodeOverviewCursor,
  encodeOverviewCursor,
  type OverviewCursor,
} from './payment-overview-cursor.js';
import type { SessionPayments } from './payments.service.js';

/** One page of the overview and where the next one starts (null on the last page). */
export interface SessionPaymentsPage {
  items: SessionPayments[];
  nextCursor: string | null;
}

/**
 * The admin's payment overview, one page at a time: sessions newest first, then invoices
 * without a session. A cursor (not a page number) marks where a page ends, so a session
 * invoiced while the admin pages moves no other one onto the next page twice.
 */
@Injectable()
export class PaymentOverviewService {
  constructor(
    private readonly overview: PaymentOverviewRepository,
    private readonly sessions: BilledSessions,
  ) {}

  async page(
    show: PaymentOverviewShow,
    first: number = PAYMENT_OVERVIEW_PAGE_SIZE,
    after: string | null = null,
  ): Promise<SessionPaymentsPage> {
    if (!Number.isInteger(first) || first < 1 || first > PAYMENT_OVERVIEW_PAGE_MAX)
      throw new DomainError('PAYMENT_PAGE_SIZE', { params: { max: PAYMENT_OVERVIEW_PAGE_MAX } });
    const cursor = after ? decodeOverviewCursor(after) : null;
    if (after && !cursor) throw new DomainError('PAYMENT_CURSOR_INVALID');

    // Sessions first (one more than asked tells whether a next page exists).
    const sessionRows =
      cursor?.phase === 'sessionless'
        ? []
        : await this.overview.sessionPage(
            show,
            cursor?.phase === 'sessions' ? cursor.key : null,
            first + 1,
          );
    const keys = sessionRows.slice(0, first);
    if (sessionRows.length > first) {
      const last = keys[keys.length - 1];
      return {
        items: await this.named(keys),
        nextCursor: encodeOverviewCursor({
          phase: 'sessions',
          key: { serviceDate: last.service_date, sessionId: last.session_id },
        }),
      };
    }
    // The last sessions, and the groups without a session after them.
    const room = first - keys.length;
    const [named, groups] = await Promise.all([
      this.named(keys),
      this.overview.sessionlessTotals(
        show,
        cursor?.phase === 'sessionless' ? cursor.afterKey : null,
        room + 1,
      ),
    ]);
    const shownGroups = groups.slice(0, room);
    let next: OverviewCursor | null = null;
    if (groups.length > room)
      next = {
        phase: 'sessionless',
        // A page that the sessions filled ends before the first group.
        afterKey: room === 0 ? null : shownGroups[shownGroups.length - 1].group_key,
      };
    return {
      items: [...named, ...(await this.sessionlessRows(shownGroups))],
      nextCursor: next ? encodeOverviewCursor(next) : null,
    };
  }

  /**
   * The sessions' totals named after their workshop and dated by the session (one lookup; the
   * workshops are asked only for sessions deleted since), in the order given.
   */
  private async named(
    rows: ReadonlyArray<PaymentTotalsRow & { service_date: string; session_id: string }>,
  ): Promise<SessionPayments[]> {
    if (rows.length === 0) return [];
    const sessions = await this.sessions.sessionsByIds(rows.map((r) => r.session_id));
    const gone = rows.filter((r) => !sessions.has(r.session_id));
    const workshops = await this.sessions.workshopsByIds(gone.flatMap((r) => r.workshop_id ?? []));
    return rows.map((row) => {
      const session = sessions.get(row.session_id);
      const workshop = row.workshop_id ? workshops.get(row.workshop_id) : undefined;
      return toSessionPayments(row, row.session_id, {
        title: session?.workshop.title ?? workshop?.title ?? row.description,
        // A deleted session keeps the date its invoices were written for.
        startsAt: session?.startsAt ?? new Date(row.service_date),
      });
    });
  }

  private async sessionlessRows(groups: readonly PaymentTotalsRow[]): Promise<SessionPayments[]> {
    if (groups.length === 0) return [];
    const workshops = await this.sessions.workshopsByIds(
      groups.flatMap((r) => r.workshop_id ?? []),
    );
    return groups.map((row) =>
      toSessionPayments(row, null, {
        title: (row.workshop_id && workshops.get(row.workshop_id)?.title) || row.description,
        startsAt: null,
      }),
    );
  }
}

function toSessionPayments(
  row: PaymentTotalsRow,
  sessionId: string | null,
  named: { title: string; startsAt: Date | null },
): SessionPayments {
  return {
    workshopId: row.workshop_id,
    sessionId,
    title: named.title,
    startsAt: named.startsAt,
    openCount: Number(row.open_count),
    openCents: Number(row.open_cents),
    paidCount: Number(row.paid_count),
    paidCents: Number(row.paid_cents),
    cancelledCount: Number(row.cancelled_count),
    refundDueCents: Number(row.refund_due_cents),
    refundedCents: Number(row.refunded_cents),
    writtenOffCents: Number(row.written_off_cents),
  };
}
