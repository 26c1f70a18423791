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
import { DomainError } from '../../core/errors/domain-error.js';
import { BilledSessions } from './billed-sessions.js';
import { InvoicesRepository } from './invoices.repository.js';
import { PaymentRecorder } from './payment-recorder.js';
import { PaymentsRepository } from './payments.repository.js';
import { SeatRegistrations } from './seat-registrations.js';
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
    private readonly payments: PaymentsRepository,
    private readonly invoiceRows: InvoicesRepository,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
  ) {}

  /** Invoices for the admin list, newest first; optionally one state or one session. */
  async invoices(filter: { state?: PaymentState | null; sessionId?: string | null }) {
    if (filter.sessionId && !isUuid(filter.sessionId)) return [];
    const rows = await this.payments.adminList(filter);
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
      const rows = await this.invoiceRows.lockByIds(manager, unique);
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
      const changed = await this.payments.setStateOtherThanPaid(
        manager,
        changing.map((row) => row.id),
        state,
        note,
      );
      const changedIds = new Set(changed);
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
      const rows = await this.invoiceRows.lockByIds(manager, unique);
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
      this.payments.countsBySession(ids),
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
