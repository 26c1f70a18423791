import { Injectable } from '@nestjs/common';
import {
  PAYMENT_OVERVIEW_PAGE_MAX,
  PAYMENT_OVERVIEW_PAGE_SIZE,
  type PaymentOverviewShow,
} from '@platform/domain';
import { DomainError } from '../../core/errors/domain-error.js';
import { BilledSessions } from './billed-sessions.js';
import {
  PaymentOverviewRepository,
  type PaymentTotalsRow,
  type SessionKey,
} from './payment-overview.repository.js';
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
    const keys =
      cursor?.phase === 'sessionless'
        ? []
        : await this.overview.sessionKeys(
            show,
            cursor?.phase === 'sessions' ? cursor.key : null,
            first + 1,
          );
    if (keys.length > first) {
      const shown = keys.slice(0, first);
      return {
        items: await this.sessionRows(shown),
        nextCursor: encodeOverviewCursor({ phase: 'sessions', key: shown[shown.length - 1] }),
      };
    }
    const room = first - keys.length;
    const groups = await this.overview.sessionlessTotals(
      show,
      cursor?.phase === 'sessionless' ? cursor.afterKey : null,
      room + 1,
    );
    const shownGroups = groups.slice(0, room);
    let next: OverviewCursor | null = null;
    if (groups.length > room)
      next = {
        phase: 'sessionless',
        // A page that the sessions filled ends before the first group.
        afterKey: room === 0 ? null : shownGroups[shownGroups.length - 1].group_key,
      };
    return {
      items: [...(await this.sessionRows(keys)), ...(await this.sessionlessRows(shownGroups))],
      nextCursor: next ? encodeOverviewCursor(next) : null,
    };
  }

  /** The sessions' totals named after their workshop and dated by the session, in key order. */
  private async sessionRows(keys: readonly SessionKey[]): Promise<SessionPayments[]> {
    if (keys.length === 0) return [];
    const totals = await this.overview.sessionTotals(keys.map((k) => k.sessionId));
    const [workshops, sessions] = await Promise.all([
      this.sessions.workshopsByIds([...totals.values()].flatMap((r) => r.workshop_id ?? [])),
      this.sessions.sessionsByIds(keys.map((k) => k.sessionId)),
    ]);
    return keys.flatMap((key) => {
      const row = totals.get(key.sessionId);
      if (!row) return [];
      const workshop = row.workshop_id ? workshops.get(row.workshop_id) : undefined;
      return [
        toSessionPayments(row, key.sessionId, {
          title: workshop?.title ?? row.description,
          // A deleted session keeps the date its invoices were written for.
          startsAt: sessions.get(key.sessionId)?.startsAt ?? new Date(key.serviceDate),
        }),
      ];
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
