import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid, isValidIban, normalizeIban } from '@platform/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../core/errors/domain-error.js';
import { AuditLogService } from '../audit/index.js';

/** A cancelled invoice whose payment goes back to the buyer, for the admins' list. */
export interface RefundDue {
  invoiceId: string;
  number: string;
  cancellationNumber: string | null;
  buyerName: string;
  buyerEmail: string;
  grossCents: number;
  cancelledAt: Date;
  /** Named by the buyer on their manage page or under "My registrations"; null until then. */
  iban: string | null;
}

/** What the buyer's page shows about a refund of their registration's invoice. */
export interface RefundStatus {
  due: boolean;
  accountGiven: boolean;
}

/** A refund is due while an invoice is cancelled and still marked paid. */
const DUE = "i.kind = 'invoice' AND i.cancelled_by_id IS NOT NULL AND i.payment_state = 'paid'";

/**
 * Refunds of cancelled paid invoices: the buyer names the account (IBAN, mod-97 checked), the
 * admin sees what is due and marks it refunded, and the IBAN is deleted with that.
 */
@Injectable()
export class RefundsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
  ) {}

  async due(): Promise<RefundDue[]> {
    const rows = await this.dataSource.query<
      Array<{
        id: string;
        number: string;
        cancellation_number: string | null;
        buyer_name: string;
        buyer_email: string;
        gross_cents: number;
        cancelled_at: Date;
        iban: string | null;
      }>
    >(
      `SELECT i.id, i.number, c.number AS cancellation_number, i.buyer_name, i.buyer_email,
              i.gross_cents, c.issued_at AS cancelled_at, r.iban
         FROM invoices i
         JOIN invoices c ON c.id = i.cancelled_by_id
         LEFT JOIN refund_accounts r ON r.invoice_id = i.id
        WHERE ${DUE}
        ORDER BY c.issued_at, i.number LIMIT 500`,
    );
    return rows.map((r) => ({
      invoiceId: r.id,
      number: r.number,
      cancellationNumber: r.cancellation_number,
      buyerName: r.buyer_name,
      buyerEmail: r.buyer_email,
      grossCents: r.gross_cents,
      cancelledAt: r.cancelled_at,
      iban: r.iban,
    }));
  }

  /** The admin has sent the money back: the invoice is refunded and the IBAN is deleted. */
  async markRefunded(invoiceId: string): Promise<boolean> {
    if (!isUuid(invoiceId)) throw new DomainError('INVOICE_NOT_FOUND');
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<Array<{ due: boolean }>>(
        `SELECT (${DUE}) AS due FROM invoices i WHERE i.id = $1 FOR UPDATE`,
        [invoiceId],
      );
      if (!row) throw new DomainError('INVOICE_NOT_FOUND');
      if (!row.due) throw new DomainError('REFUND_NOT_DUE');
      await manager.query(
        `UPDATE invoices SET payment_state = 'refunded', payment_note = 'refund',
           updated_at = now() WHERE id = $1`,
        [invoiceId],
      );
      await manager.query('DELETE FROM refund_accounts WHERE invoice_id = $1', [invoiceId]);
      // The IBAN is gone with the refund; the log keeps only that the money went back.
      await this.audit.record(
        {
          action: 'payment.refunded',
          target: { type: 'invoice', id: invoiceId },
          before: { paymentState: 'paid' },
          after: { paymentState: 'refunded' },
        },
        manager,
      );
      return true;
    });
  }

  /**
   * The buyer names the account for the refund of their registration's invoice. The caller has
   * proved the registration is theirs (the guest's manage link); a member passes `userId`, and
   * only their own invoice counts.
   */
  async setAccount(
    registrationId: string,
    iban: string,
    owner: { userId: string } | { guestLinkChecked: true },
  ): Promise<boolean> {
    const clean = normalizeIban(typeof iban === 'string' ? iban : '');
    if (clean.length > 34 || !isValidIban(clean))
      throw new DomainError('IBAN_INVALID', { fields: { iban: 'IBAN_INVALID' } });
    return this.dataSource.transaction(async (manager) => {
      const invoiceId = await this.dueInvoiceOf(manager, registrationId, owner);
      if (!invoiceId) throw new DomainError('REFUND_NOT_DUE');
      await manager.query(
        `INSERT INTO refund_accounts (invoice_id, iban) VALUES ($1, $2)
         ON CONFLICT (invoice_id) DO UPDATE SET iban = EXCLUDED.iban, updated_at = now()`,
        [invoiceId, clean],
      );
      return true;
    });
  }

  /** Null when no refund is due for the registration. */
  async statusOf(registrationId: string): Promise<RefundStatus | null> {
    if (!isUuid(registrationId)) return null;
    const [row] = await this.dataSource.query<Array<{ given: boolean }>>(
      `SELECT r.invoice_id IS NOT NULL AS given FROM invoices i
         LEFT JOIN refund_accounts r ON r.invoice_id = i.id
        WHERE i.registration_id = $1 AND ${DUE}`,
      [registrationId],
    );
    return row ? { due: true, accountGiven: row.given } : null;
  }

  /** Which of these invoices already have a refund account. */
  async accountsGiven(invoiceIds: readonly string[]): Promise<Set<string>> {
    if (invoiceIds.length === 0) return new Set();
    const rows = await this.dataSource.query<Array<{ invoice_id: string }>>(
      'SELECT invoice_id FROM refund_accounts WHERE invoice_id = ANY($1::uuid[])',
      [invoiceIds],
    );
    return new Set(rows.map((r) => r.invoice_id));
  }

  private async dueInvoiceOf(
    manager: EntityManager,
    registrationId: string,
    owner: { userId: string } | { guestLinkChecked: true },
  ): Promise<string | null> {
    if (!isUuid(registrationId)) return null;
    const params: unknown[] = [registrationId];
    let mine = '';
    if ('userId' in owner) {
      params.push(owner.userId);
      mine = ' AND i.user_id = $2';
    }
    const [row] = await manager.query<Array<{ id: string }>>(
      `SELECT i.id FROM invoices i WHERE i.registration_id = $1${mine} AND ${DUE} FOR UPDATE`,
      params,
    );
    return row?.id ?? null;
  }
}
