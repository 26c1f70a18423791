import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid, isValidIban, normalizeIban } from '@platform/domain';
import { DataSource } from 'typeorm';
import { DomainError } from '../../core/errors/domain-error.js';
import { AuditLogService } from '../audit/index.js';
import { RefundsRepository } from './refunds.repository.js';

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

/**
 * Refunds of cancelled paid invoices: the buyer names the account (IBAN, mod-97 checked), the
 * admin sees what is due and marks it refunded, and the IBAN is deleted with that.
 */
@Injectable()
export class RefundsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly refunds: RefundsRepository,
    private readonly audit: AuditLogService,
  ) {}

  async due(): Promise<RefundDue[]> {
    const rows = await this.refunds.due();
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
      const due = await this.refunds.lockIsDue(manager, invoiceId);
      if (due === undefined) throw new DomainError('INVOICE_NOT_FOUND');
      if (!due) throw new DomainError('REFUND_NOT_DUE');
      await this.refunds.markRefunded(manager, invoiceId);
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
      const invoiceId = isUuid(registrationId)
        ? await this.refunds.lockDueOfRegistration(
            manager,
            registrationId,
            'userId' in owner ? owner.userId : null,
          )
        : null;
      if (!invoiceId) throw new DomainError('REFUND_NOT_DUE');
      await this.refunds.saveAccount(manager, invoiceId, clean);
      return true;
    });
  }

  /** Null when no refund is due for the registration. */
  async statusOf(registrationId: string): Promise<RefundStatus | null> {
    if (!isUuid(registrationId)) return null;
    const given = await this.refunds.accountGivenFor(registrationId);
    return given === undefined ? null : { due: true, accountGiven: given };
  }

  /** Which of these invoices already have a refund account. */
  async accountsGiven(invoiceIds: readonly string[]): Promise<Set<string>> {
    if (invoiceIds.length === 0) return new Set();
    return new Set(await this.refunds.withAccount(invoiceIds));
  }
}
