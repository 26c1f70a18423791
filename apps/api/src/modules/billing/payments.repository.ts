import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PaymentState } from '@platform/domain';
import { DataSource } from 'typeorm';
import { queryReturning } from '../../core/database/returning.js';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import type { IncomingPayment } from './payment-method.js';

/** The payment an undo looks at. */
export interface UndoablePaymentRow {
  id: string;
  method: string;
  recorded_at: Date;
  previous_state: PaymentState | null;
  receipt_queued_at: Date | null;
}

export interface AdminInvoiceDbRow {
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
}

/**
 * The `payments` table and the invoices' payment state. "Paid" is written here only, by
 * `markPaid`, which `PaymentRecorder.recordPayment` calls beside the payment row.
 */
@Injectable()
export class PaymentsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * Records a payment; false when its source reference was recorded before (ON CONFLICT waits
   * for a concurrent insert of the same reference and then does nothing).
   */
  async insert(
    tx: Tx,
    invoiceId: string,
    payment: IncomingPayment,
    previousState: PaymentState,
  ): Promise<boolean> {
    const inserted = await queryReturning<{ id: string }>(
      tx,
      `INSERT INTO payments (invoice_id, amount_cents, method, source_reference, received_at,
                             recorded_by_id, previous_state)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (method, source_reference) WHERE source_reference IS NOT NULL DO NOTHING
       RETURNING id`,
      [
        invoiceId,
        payment.amountCents,
        payment.method,
        payment.sourceReference,
        payment.receivedAt,
        payment.recordedById,
        previousState,
      ],
    );
    return inserted.length > 0;
  }

  /** The invoice's latest payment not reversed, locked for an undo. */
  async latestForUndo(tx: Tx, invoiceId: string): Promise<UndoablePaymentRow | null> {
    const [row] = await tx.query<UndoablePaymentRow[]>(
      `SELECT id, method, recorded_at, previous_state, receipt_queued_at FROM payments
       WHERE invoice_id = $1 AND reversed_at IS NULL ORDER BY recorded_at DESC LIMIT 1 FOR UPDATE`,
      [invoiceId],
    );
    return row ?? null;
  }

  /**
   * Undoes a "paid": the payment row is kept and marked reversed, and the invoice goes back to
   * `restored` (never "paid"). Only `PaymentRecorder.undoPayment` calls this.
   */
  async reversePayment(
    tx: Tx,
    paymentId: string,
    invoiceId: string,
    restored: Exclude<PaymentState, 'paid'>,
    now: Date,
  ): Promise<void> {
    await tx.query('UPDATE payments SET reversed_at = $2 WHERE id = $1', [paymentId, now]);
    await tx.query(
      `UPDATE invoices SET payment_state = $2, paid_at = NULL, payment_note = 'undone',
         updated_at = now() WHERE id = $1`,
      [invoiceId, restored],
    );
  }

  /** Payments recorded before `closedBefore` whose receipt is not queued yet, oldest first. */
  async receiptsDue(
    closedBefore: Date,
    limit: number,
  ): Promise<Array<{ id: string; registration_id: string | null }>> {
    return this.db().query(
      `SELECT p.id, i.registration_id FROM payments p JOIN invoices i ON i.id = p.invoice_id
       WHERE p.receipt_queued_at IS NULL AND p.reversed_at IS NULL AND p.recorded_at <= $1
       ORDER BY p.recorded_at LIMIT $2`,
      [closedBefore, limit],
    );
  }

  /**
   * Marks a payment's receipt as queued at `now` (the end of its undo window); null when it was
   * reversed, queued already, or is being handled by someone else right now.
   */
  async claimReceipt(
    tx: Tx,
    paymentId: string,
    now: Date,
  ): Promise<{ invoice_id: string; amount_cents: number; received_at: Date } | null> {
    const [payment] = await tx.query<
      Array<{ invoice_id: string; amount_cents: number; received_at: Date }>
    >(
      `SELECT invoice_id, amount_cents, received_at FROM payments
       WHERE id = $1 AND receipt_queued_at IS NULL AND reversed_at IS NULL
       FOR UPDATE SKIP LOCKED`,
      [paymentId],
    );
    if (!payment) return null;
    await tx.query('UPDATE payments SET receipt_queued_at = $2 WHERE id = $1', [paymentId, now]);
    return payment;
  }

  /** The rows of the open-invoice list (cancelled ones are settled). */
  async openInvoiceCount(): Promise<number> {
    const [row] = await this.db().query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM invoices
       WHERE kind = 'invoice' AND payment_state = 'open' AND cancelled_by_id IS NULL`,
    );
    return row.n;
  }

  /** The invoice is paid (only after its payment row was written, see `PaymentRecorder`). */
  async markPaid(tx: Tx, invoiceId: string, note: string): Promise<void> {
    await tx.query(
      `UPDATE invoices SET payment_state = 'paid', paid_at = now(), payment_note = $2,
         updated_at = now() WHERE id = $1`,
      [invoiceId, note],
    );
  }

  /** An admin's other state changes (never "paid"); the ids that changed. */
  async setStateOtherThanPaid(
    tx: Tx,
    ids: readonly string[],
    state: Exclude<PaymentState, 'paid'>,
    note: string,
  ): Promise<string[]> {
    const changed = await queryReturning<{ id: string }>(
      tx,
      `UPDATE invoices SET payment_state = $2,
         paid_at = CASE WHEN $2 = 'open' THEN NULL ELSE paid_at END,
         payment_note = $3, updated_at = now()
       WHERE id = ANY($1::uuid[]) AND payment_state <> $2::payment_state RETURNING id`,
      [ids, state, note],
    );
    return changed.map((row) => row.id);
  }

  /** The number of the invoice a bank entry with this reference paid, if any did. */
  async invoicePaidByBankEntry(tx: Tx, reference: string): Promise<string | null> {
    const [row] = await tx.query<Array<{ number: string }>>(
      `SELECT i.number FROM payments p JOIN invoices i ON i.id = p.invoice_id
       WHERE p.method = 'bank_transfer' AND p.source_reference = $1`,
      [reference],
    );
    return row?.number ?? null;
  }

  /** Invoices for the admin list, newest first; optionally one state or one session. */
  async adminList(filter: {
    state?: PaymentState | null;
    sessionId?: string | null;
  }): Promise<AdminInvoiceDbRow[]> {
    const params: unknown[] = [];
    const where = ["kind = 'invoice'"];
    if (filter.state) {
      params.push(filter.state);
      where.push(`payment_state = $${params.length}`);
      // A cancelled invoice is settled by its cancellation invoice: not open, paid or written off.
      if (filter.state !== 'refunded') where.push('cancelled_by_id IS NULL');
    }
    if (filter.sessionId) {
      params.push(filter.sessionId);
      where.push(`session_id = $${params.length}`);
    }
    return this.db().query<AdminInvoiceDbRow[]>(
      `SELECT id, number, buyer_name, buyer_email, gross_cents, due_at, payment_state, paid_at,
              cancelled_by_id, session_id, description
       FROM invoices WHERE ${where.join(' AND ')} ORDER BY issued_at DESC, number DESC LIMIT 500`,
      params,
    );
  }

  /** Invoiced and paid counts per session (reversed invoices left out). */
  async countsBySession(
    sessionIds: readonly string[],
  ): Promise<Array<{ session_id: string; invoiced: string; paid: string }>> {
    return this.db().query(
      `SELECT session_id,
              count(*) FILTER (WHERE cancelled_by_id IS NULL) AS invoiced,
              count(*) FILTER (WHERE payment_state = 'paid' AND cancelled_by_id IS NULL) AS paid
       FROM invoices WHERE kind = 'invoice' AND session_id = ANY($1::uuid[])
       GROUP BY session_id`,
      [sessionIds],
    );
  }
}
