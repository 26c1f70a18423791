import { Injectable } from '@nestjs/common';
import { PAYMENT_UNDO_SECONDS, type PaymentState } from '@platform/domain';
import type { Tx } from '../../core/database/sql-repository.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { AuditLogService } from '../audit/index.js';
import type { LockedInvoice } from './invoices.repository.js';
import type { IncomingPayment } from './payment-method.js';
import { PaymentsRepository } from './payments.repository.js';

export type { LockedInvoice } from './invoices.repository.js';

/** `source_already_used`: the payment's source reference paid an invoice before; nothing changed. */
export type RecordOutcome = 'recorded' | 'source_already_used';

/** Payment states from which money received makes an invoice paid. */
const PAYABLE: readonly PaymentState[] = ['open', 'written_off'];

/**
 * The single path by which an invoice becomes paid: a bank entry from a statement, an admin's
 * "paid" (one or in bulk), and any later payment method. It writes the `payments` row and the
 * invoice's state together, in the caller's transaction (the place for an audit entry, too).
 */
@Injectable()
export class PaymentRecorder {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly audit: AuditLogService,
  ) {}

  /**
   * Records `payment` against `invoice`, which the caller has locked (`SELECT ... FOR UPDATE`)
   * in `manager`'s transaction. A source reference already recorded (a statement imported
   * again, or at the same moment by someone else) is refused by the database's unique index:
   * then nothing is written and `source_already_used` is answered.
   */
  async recordPayment(
    manager: Tx,
    invoice: LockedInvoice,
    payment: IncomingPayment,
  ): Promise<RecordOutcome> {
    // Settled by its cancellation invoice: a transfer for it is a refund case, not a payment.
    if (invoice.cancelled_by_id) throw new DomainError('INVOICE_CANCELLED');
    if (!PAYABLE.includes(invoice.payment_state))
      throw new DomainError('PAYMENT_STATE_CHANGE', {
        params: { from: invoice.payment_state, to: 'paid' },
      });
    const inserted = await this.payments.insert(
      manager,
      invoice.id,
      payment,
      invoice.payment_state,
    );
    if (!inserted) return 'source_already_used';
    await this.payments.markPaid(manager, invoice.id, payment.note.slice(0, 200));
    await this.audit.record(
      {
        action: 'payment.state_changed',
        target: { type: 'invoice', id: invoice.id },
        before: { number: invoice.number, paymentState: invoice.payment_state },
        after: {
          number: invoice.number,
          paymentState: 'paid',
          method: payment.method,
          source: payment.sourceReference,
          note: payment.note.slice(0, 200),
          grossCents: invoice.gross_cents,
        },
      },
      manager,
    );
    return 'recorded';
  }

  /**
   * Undoes an admin's "paid" on `invoice` (locked by the caller) within the undo window: the
   * payment row is kept, marked reversed, and the invoice goes back to its state before it.
   * Refused once the window has passed or the receipt is queued (the payer has been told).
   */
  async undoPayment(manager: Tx, invoice: LockedInvoice, now: Date): Promise<void> {
    const payment = await this.payments.latestForUndo(manager, invoice.id);
    if (!payment || payment.method !== 'manual' || invoice.payment_state !== 'paid')
      throw new DomainError('PAYMENT_UNDO_NOTHING');
    const closesAt = payment.recorded_at.getTime() + PAYMENT_UNDO_SECONDS * 1000;
    if (payment.receipt_queued_at || now.getTime() > closesAt)
      throw new DomainError('PAYMENT_UNDO_EXPIRED', { params: { seconds: PAYMENT_UNDO_SECONDS } });
    const restored = payment.previous_state === 'written_off' ? 'written_off' : 'open';
    await this.payments.reversePayment(manager, payment.id, invoice.id, restored, now);
    await this.audit.record(
      {
        action: 'payment.undone',
        target: { type: 'invoice', id: invoice.id },
        before: { number: invoice.number, paymentState: 'paid' },
        after: { number: invoice.number, paymentState: restored, grossCents: invoice.gross_cents },
      },
      manager,
    );
  }
}
