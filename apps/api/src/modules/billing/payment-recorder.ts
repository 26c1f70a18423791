import { Injectable } from '@nestjs/common';
import type { PaymentState } from '@platform/domain';
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
      `INSERT INTO payments (invoice_id, amount_cents, method, source_reference, received_at, recorded_by_id)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (method, source_reference) WHERE source_reference IS NOT NULL DO NOTHING
       RETURNING id`,
      [
        invoice.id,
        payment.amountCents,
        payment.method,
        payment.sourceReference,
        payment.receivedAt,
        payment.recordedById,
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
}
