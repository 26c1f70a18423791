import { Injectable } from '@nestjs/common';
import { PAYMENT_UNDO_SECONDS, type PaymentState } from '@platform/domain';
import type { EntityManager } from 'typeorm';
import { queryReturning } from '../../core/database/returning.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { AuditLogService } from '../audit/index.js';
import type { IncomingPayment } from './payment-method.js';

/** An invoice row as read `FOR UPDATE` by whoever records a payment against it. */
export interface LockedInvoice {
  id: string;
  number: string;
  gross_cents: number;
  payment_state: PaymentState;
  cancelled_by_id: string | null;
}

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
  constructor(private readonly audit: AuditLogService) {}

  /**
   * Records `payment` against `invoice`, which the caller has locked (`SELECT ... FOR UPDATE`)
   * in `manager`'s transaction. A source reference already recorded (a statement imported
   * again, or at the same moment by someone else) is refused by the database's unique index:
   * then nothing is written and `source_already_used` is answered.
   */
  async recordPayment(
    manager: EntityManager,
    invoice: LockedInvoice,
    payment: IncomingPayment,
  ): Promise<RecordOutcome> {
    // Settled by its cancellation invoice: a transfer for it is a refund case, not a payment.
    if (invoice.cancelled_by_id) throw new DomainError('INVOICE_CANCELLED');
    if (!PAYABLE.includes(invoice.payment_state))
      throw new DomainError('PAYMENT_STATE_CHANGE', {
        params: { from: invoice.payment_state, to: 'paid' },
      });
    // ON CONFLICT waits for a concurrent insert of the same reference and then does nothing.
    const inserted = await queryReturning<{ id: string }>(
      manager,
      `INSERT INTO payments (invoice_id, amount_cents, method, source_reference, received_at,
                             recorded_by_id, previous_state)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (method, source_reference) WHERE source_reference IS NOT NULL DO NOTHING
       RETURNING id`,
      [
        invoice.id,
        payment.amountCents,
        payment.method,
        payment.sourceReference,
        payment.receivedAt,
        payment.recordedById,
        invoice.payment_state,
      ],
    );
    if (inserted.length === 0) return 'source_already_used';
    await manager.query(
      `UPDATE invoices SET payment_state = 'paid', paid_at = now(), payment_note = $2,
         updated_at = now() WHERE id = $1`,
      [invoice.id, payment.note.slice(0, 200)],
    );
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
  async undoPayment(manager: EntityManager, invoice: LockedInvoice, now: Date): Promise<void> {
    const [payment] = await manager.query<
      Array<{
        id: string;
        method: string;
        recorded_at: Date;
        previous_state: PaymentState | null;
        receipt_queued_at: Date | null;
      }>
    >(
      `SELECT id, method, recorded_at, previous_state, receipt_queued_at FROM payments
       WHERE invoice_id = $1 AND reversed_at IS NULL ORDER BY recorded_at DESC LIMIT 1 FOR UPDATE`,
      [invoice.id],
    );
    if (!payment || payment.method !== 'manual' || invoice.payment_state !== 'paid')
      throw new DomainError('PAYMENT_UNDO_NOTHING');
    const closesAt = payment.recorded_at.getTime() + PAYMENT_UNDO_SECONDS * 1000;
    if (payment.receipt_queued_at || now.getTime() > closesAt)
      throw new DomainError('PAYMENT_UNDO_EXPIRED', { params: { seconds: PAYMENT_UNDO_SECONDS } });
    const restored: PaymentState = payment.previous_state ?? 'open';
    await manager.query('UPDATE payments SET reversed_at = $2 WHERE id = $1', [payment.id, now]);
    await manager.query(
      `UPDATE invoices SET payment_state = $2, paid_at = NULL, payment_note = 'undone',
         updated_at = now() WHERE id = $1`,
      [invoice.id, restored],
    );
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
