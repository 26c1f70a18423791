import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BULK_PAYMENT_MAX,
  type PaymentState,
  isUuid,
  shownPaymentState,
  type ShownPaymentState,
} from '@platform/domain';
import { DataSource } from 'typeorm';
import { Clock } from '../../core/clock/clock.js';
import { queryReturning } from '../../core/database/returning.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { BilledSessions } from './billed-sessions.js';
import { type LockedInvoice, PaymentRecorder } from './payment-recorder.js';
import { SeatRegistrations } from './seat-registrations.js';
import { labelSessionPayments } from './session-payment-labels.js';
import { AuditLogService } from '../audit/index.js';

/** Which payment state may follow which (admins correct mistakes; a late payment still counts). */
const NEXT: Record<PaymentState, PaymentState[]> = {
  open: ['paid', 'written_off'],
  paid: ['refunded', 'open'],
  refunded: [],
  written_off: ['paid', 'open'],
};

export interface SessionPayments {
  workshopId: string | null;
  sessionId: string | null;
  title: string;
  startsAt: Date | null;
  openCount: number;
  openCents: number;
  paidCount: number;
  paidCents: number;
  /** Reversed by a cancellation invoice (settled by it, neither open nor payable). */
  cancelledCount: number;
  /** Paid on invoices since cancelled: goes back to the buyers. */
  refundDueCents: number;
  refundedCents: number;
  writtenOffCents: number;
}

export interface AdminInvoiceRow {
  id: string;
  number: string;
  buyerName: string;
  buyerEmail: string;
  grossCents: number;
  dueAt: Date | null;
  paymentState: ShownPaymentState;
  paidAt: Date | null;
  cancelled: boolean;
  sessionId: string | null;
  description: string;
}

/** Payment tracking for admins (and the paid counts hosts see). */
@Injectable()
export class PaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: BilledSessions,
    private readonly seats: SeatRegistrations,
    private readonly recorder: PaymentRecorder,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
  ) {}

  /** Open and paid amounts per workshop session (reversed invoices are not open any more). */
  async overview(): Promise<SessionPayments[]> {
    const rows = await this.dataSource.query<
      Array<{
        workshop_id: string | null;
        session_id: string | null;
        description: string;
        open_count: string;
        open_cents: string;
        paid_count: string;
        paid_cents: string;
        cancelled_count: string;
        refund_due_cents: string;
        refunded_cents: string;
        written_off_cents: string;
      }>
    >(
      `SELECT i.workshop_id, i.session_id, min(i.description) AS description,
              count(*) FILTER (WHERE i.payment_state = 'open' AND i.cancelled_by_id IS NULL) AS open_count,
              coalesce(sum(i.gross_cents) FILTER (WHERE i.payment_state = 'open' AND i.cancelled_by_id IS NULL), 0) AS open_cents,
              count(*) FILTER (WHERE i.payment_state = 'paid' AND i.cancelled_by_id IS NULL) AS paid_count,
              coalesce(sum(i.gross_cents) FILTER (WHERE i.payment_state = 'paid' AND i.cancelled_by_id IS NULL), 0) AS paid_cents,
              count(*) FILTER (WHERE i.cancelled_by_id IS NOT NULL) AS cancelled_count,
              coalesce(sum(i.gross_cents) FILTER (WHERE i.payment_state = 'paid' AND i.cancelled_by_id IS NOT NULL), 0) AS refund_due_cents,
              coalesce(sum(i.gross_cents) FILTER (WHERE i.payment_state = 'refunded'), 0) AS refunded_cents,
              coalesce(sum(i.gross_cents) FILTER (WHERE i.payment_state = 'written_off'), 0) AS written_off_cents
       FROM invoices i
       WHERE i.kind = 'invoice'
       GROUP BY i.workshop_id, i.session_id`,
    );
    const [workshops, sessions] = await Promise.all([
      this.sessions.workshopsByIds(rows.flatMap((r) => r.workshop_id ?? [])),
      this.sessions.sessionsByIds(rows.flatMap((r) => r.session_id ?? [])),
    ]);
    return labelSessionPayments(
      rows.map((r) => ({
        workshopId: r.workshop_id,
        sessionId: r.session_id,
        description: r.description,
        openCount: Number(r.open_count),
        openCents: Number(r.open_cents),
        paidCount: Number(r.paid_count),
        paidCents: Number(r.paid_cents),
        cancelledCount: Number(r.cancelled_count),
        refundDueCents: Number(r.refund_due_cents),
        refundedCents: Number(r.refunded_cents),
        writtenOffCents: Number(r.written_off_cents),
      })),
      workshops,
      sessions,
    );
  }

  /** Invoices for the admin list, newest first; optionally one state or one session. */
  async invoices(filter: { state?: PaymentState | null; sessionId?: string | null }) {
    const params: unknown[] = [];
    const where = ["kind = 'invoice'"];
    if (filter.state) {
      params.push(filter.state);
      where.push(`payment_state = $${params.length}`);
      // A cancelled invoice is settled by its cancellation invoice: not open, paid or written off.
      if (filter.state !== 'refunded') where.push('cancelled_by_id IS NULL');
    }
    if (filter.sessionId) {
      if (!isUuid(filter.sessionId)) return [];
      params.push(filter.sessionId);
      where.push(`session_id = $${params.length}`);
    }
    const rows = await this.dataSource.query<
      Array<{
        id: string;
        number: string;
        buyer_name: string;
        buyer_email: string;
        gross_cents: number;
        due_at: Date | null;
        payment_state: PaymentState;
        paid_at: Date | null;
        cancelled_by_id: string | null;
        session_id: string | null;
        description: string;
      }>
    >(
      `SELECT id, number, buyer_name, buyer_email, gross_cents, due_at, payment_state, paid_at,
              cancelled_by_id, session_id, description
       FROM invoices WHERE ${where.join(' AND ')} ORDER BY issued_at DESC, number DESC LIMIT 500`,
      params,
    );
    return rows.map((r): AdminInvoiceRow => ({
      id: r.id,
      number: r.number,
      buyerName: r.buyer_name,
      buyerEmail: r.buyer_email,
      grossCents: r.gross_cents,
      dueAt: r.due_at,
      paymentState: shownPaymentState(r.payment_state, r.cancelled_by_id !== null),
      paidAt: r.paid_at,
      cancelled: r.cancelled_by_id !== null,
      sessionId: r.session_id,
      description: r.description,
    }));
  }

  /**
   * Sets the payment state of one or many invoices (bulk: all or nothing). Each change must be
   * allowed from the invoice's current state; cancellation invoices carry no payment state.
   * "Paid" is recorded as a manual payment through `PaymentRecorder.recordPayment`.
   */
  async setState(
    ids: string[],
    state: PaymentState,
    note: string,
    adminId: string | null,
  ): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0 || unique.length > BULK_PAYMENT_MAX)
      throw new DomainError('PAYMENT_BULK_LIMIT', { params: { max: BULK_PAYMENT_MAX } });
    if (!unique.every((id) => isUuid(id))) throw new DomainError('INVOICE_NOT_FOUND');
    return this.dataSource.transaction(async (manager) => {
      // Locked in number order, as the statement import locks them: the two never deadlock.
      const rows = await manager.query<LockedInvoice[]>(
        `SELECT id, number, gross_cents, payment_state, cancelled_by_id FROM invoices
         WHERE id = ANY($1::uuid[]) AND kind = 'invoice' ORDER BY number FOR UPDATE`,
        [unique],
      );
      if (rows.length !== unique.length) throw new DomainError('INVOICE_NOT_FOUND');
      for (const row of rows) {
        // Settled by its cancellation invoice (a refund goes through RefundsService).
        if (row.cancelled_by_id) throw new DomainError('INVOICE_CANCELLED');
        if (row.payment_state === state) continue;
        if (!NEXT[row.payment_state].includes(state))
          throw new DomainError('PAYMENT_STATE_CHANGE', {
            params: { from: row.payment_state, to: state },
          });
      }
      const changing = rows.filter((row) => row.payment_state !== state);
      if (state === 'paid') {
        for (const row of changing)
          await this.recorder.recordPayment(manager, row, {
            method: 'manual',
            amountCents: row.gross_cents,
            sourceReference: null,
            receivedAt: new Date(),
            recordedById: adminId,
            note,
          });
        return changing.length;
      }
      const changed = await queryReturning<{ id: string }>(
        manager,
        `UPDATE invoices SET payment_state = $2,
           paid_at = CASE WHEN $2 = 'open' THEN NULL ELSE paid_at END,
           payment_note = $3, updated_at = now()
         WHERE id = ANY($1::uuid[]) AND payment_state <> $2::payment_state RETURNING id`,
        [changing.map((row) => row.id), state, note],
      );
      const changedIds = new Set(changed.map((row) => row.id));
      for (const row of rows.filter((r) => changedIds.has(r.id)))
        await this.audit.record(
          {
            action: 'payment.state_changed',
            target: { type: 'invoice', id: row.id },
            before: { number: row.number, paymentState: row.payment_state },
            after: { number: row.number, paymentState: state, note, grossCents: row.gross_cents },
          },
          manager,
        );
      return changed.length;
    });
  }

  /**
   * Undoes admins' "paid" on one or many invoices (all or nothing) within the undo window,
   * through `PaymentRecorder.undoPayment`; the time comes from the clock.
   */
  async undoPaid(ids: string[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0 || unique.length > BULK_PAYMENT_MAX)
      throw new DomainError('PAYMENT_BULK_LIMIT', { params: { max: BULK_PAYMENT_MAX } });
    if (!unique.every((id) => isUuid(id))) throw new DomainError('INVOICE_NOT_FOUND');
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<LockedInvoice[]>(
        `SELECT id, number, gross_cents, payment_state, cancelled_by_id FROM invoices
         WHERE id = ANY($1::uuid[]) AND kind = 'invoice' ORDER BY number FOR UPDATE`,
        [unique],
      );
      if (rows.length !== unique.length) throw new DomainError('INVOICE_NOT_FOUND');
      for (const row of rows) await this.recorder.undoPayment(manager, row, now);
      return rows.length;
    });
  }

  /** For a host: per session of their workshops, how many registrations are paid. */
  async hostSessions(userId: string) {
    const sessions = await this.sessions.sessionsOfCreator(userId, 200);
    if (sessions.length === 0) return [];
    const ids = sessions.map((s) => s.id);
    const [registered, invoices] = await Promise.all([
      this.seats.confirmedCountsBySession(ids),
      this.dataSource.query<Array<{ session_id: string; invoiced: string; paid: string }>>(
        `SELECT session_id,
                count(*) FILTER (WHERE cancelled_by_id IS NULL) AS invoiced,
                count(*) FILTER (WHERE payment_state = 'paid' AND cancelled_by_id IS NULL) AS paid
         FROM invoices WHERE kind = 'invoice' AND session_id = ANY($1::uuid[])
         GROUP BY session_id`,
        [ids],
      ),
    ]);
    const counts = new Map(invoices.map((row) => [row.session_id, row]));
    return sessions.map((s) => ({
      sessionId: s.id,
      workshopId: s.workshopId,
      title: s.workshop.title,
      startsAt: s.startsAt,
      registeredCount: registered.get(s.id) ?? 0,
      invoicedCount: Number(counts.get(s.id)?.invoiced ?? 0),
      paidCount: Number(counts.get(s.id)?.paid ?? 0),
    }));
  }
}
