import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';

/** A refund is due while an invoice is cancelled and still marked paid. */
const DUE = "i.kind = 'invoice' AND i.cancelled_by_id IS NOT NULL AND i.payment_state = 'paid'";

export interface RefundDueRow {
  id: string;
  number: string;
  cancellation_number: string | null;
  buyer_name: string;
  buyer_email: string;
  gross_cents: number;
  cancelled_at: Date;
  iban: string | null;
}

/** Refunds of cancelled paid invoices: the `refund_accounts` table and the invoices' refund state. */
@Injectable()
export class RefundsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Refunds due, oldest cancellation first, with the account when the buyer gave one. */
  async due(): Promise<RefundDueRow[]> {
    return this.db().query<RefundDueRow[]>(
      `SELECT i.id, i.number, c.number AS cancellation_number, i.buyer_name, i.buyer_email,
              i.gross_cents, c.issued_at AS cancelled_at, r.iban
         FROM invoices i
         JOIN invoices c ON c.id = i.cancelled_by_id
         LEFT JOIN refund_accounts r ON r.invoice_id = i.id
        WHERE ${DUE}
        ORDER BY c.issued_at, i.number LIMIT 500`,
    );
  }

  /** Locks the invoice; whether a refund of it is due (undefined: no such invoice). */
  async lockIsDue(tx: Tx, invoiceId: string): Promise<boolean | undefined> {
    const [row] = await tx.query<Array<{ due: boolean }>>(
      `SELECT (${DUE}) AS due FROM invoices i WHERE i.id = $1 FOR UPDATE`,
      [invoiceId],
    );
    return row?.due;
  }

  /** The money went back: the invoice is refunded and the account given for it deleted. */
  async markRefunded(tx: Tx, invoiceId: string): Promise<void> {
    await tx.query(
      `UPDATE invoices SET payment_state = 'refunded', payment_note = 'refund',
         updated_at = now() WHERE id = $1`,
      [invoiceId],
    );
    await tx.query('DELETE FROM refund_accounts WHERE invoice_id = $1', [invoiceId]);
  }

  /** The registration's invoice whose refund is due (a member's own only), locked. */
  async lockDueOfRegistration(
    tx: Tx,
    registrationId: string,
    userId: string | null,
  ): Promise<string | null> {
    const params: unknown[] = [registrationId];
    let mine = '';
    if (userId !== null) {
      params.push(userId);
      mine = ' AND i.user_id = $2';
    }
    const [row] = await tx.query<Array<{ id: string }>>(
      `SELECT i.id FROM invoices i WHERE i.registration_id = $1${mine} AND ${DUE} FOR UPDATE`,
      params,
    );
    return row?.id ?? null;
  }

  async saveAccount(tx: Tx, invoiceId: string, iban: string): Promise<void> {
    await tx.query(
      `INSERT INTO refund_accounts (invoice_id, iban) VALUES ($1, $2)
       ON CONFLICT (invoice_id) DO UPDATE SET iban = EXCLUDED.iban, updated_at = now()`,
      [invoiceId, iban],
    );
  }

  /** Whether the registration's due refund has an account (undefined: no refund due). */
  async accountGivenFor(registrationId: string): Promise<boolean | undefined> {
    const [row] = await this.db().query<Array<{ given: boolean }>>(
      `SELECT r.invoice_id IS NOT NULL AS given FROM invoices i
         LEFT JOIN refund_accounts r ON r.invoice_id = i.id
        WHERE i.registration_id = $1 AND ${DUE}`,
      [registrationId],
    );
    return row?.given;
  }

  /** Which of these invoices already have a refund account. */
  async withAccount(invoiceIds: readonly string[]): Promise<string[]> {
    const rows = await this.db().query<Array<{ invoice_id: string }>>(
      'SELECT invoice_id FROM refund_accounts WHERE invoice_id = ANY($1::uuid[])',
      [invoiceIds],
    );
    return rows.map((r) => r.invoice_id);
  }
}
