import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { invoiceNumbersIn } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { AuditLogService } from '../../audit/index.js';
import { BANK_TRANSFER_INSTRUCTIONS } from './bank-transfer.instructions.js';
import { parseCamt053, type StatementCredit } from './camt053.js';
import type { PayeeDetails, PaymentMethod } from '../payment-method.js';
import { InvoicesRepository, type LockedInvoice } from '../invoices.repository.js';
import { PaymentRecorder } from '../payment-recorder.js';
import { PaymentsRepository } from '../payments.repository.js';

export type UnmatchedReason =
  'NO_REFERENCE' | 'UNKNOWN_INVOICE' | 'AMOUNT_MISMATCH' | 'NOT_OPEN' | 'CURRENCY';

interface ImportedEntry {
  entryRef: string;
  invoiceNumber: string;
  amountCents: number;
}

export interface CamtImportResult {
  /** Entries that paid an invoice now. */
  matched: ImportedEntry[];
  /** Entries recorded by an earlier import (the same file, or an overlapping statement). */
  alreadyImported: ImportedEntry[];
  unmatched: Array<{
    entryRef: string;
    amountCents: number;
    remittance: string;
    debtorName: string | null;
    reason: UnmatchedReason;
  }>;
}

/** Names a statement in the audit log: the first 16 hex digits of its SHA-256. */
function statementId(xml: string): string {
  return `sha256:${createHash('sha256').update(xml).digest('hex').slice(0, 16)}`;
}

type Outcome = LockedInvoice | UnmatchedReason | { already: string };

/**
 * Paying by bank transfer: the seller's account printed on invoices, and the CAMT.053 import
 * that turns incoming transfers into payments. Each transfer is money received once: its
 * source reference (the bank's AcctSvcrRef, else a hash of its content) is recorded with the
 * payment, and the database refuses a second payment with it.
 */
@Injectable()
export class BankTransferMethod implements PaymentMethod {
  readonly id = 'bank_transfer' as const;
  readonly instructions = BANK_TRANSFER_INSTRUCTIONS;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly recorder: PaymentRecorder,
    private readonly invoices: InvoicesRepository,
    private readonly payments: PaymentsRepository,
    private readonly audit: AuditLogService,
  ) {}

  payeeDetails(): PayeeDetails {
    const { iban, bic, bankName } = this.config.billing;
    return { iban, bic, bankName: bankName ?? null };
  }

  /**
   * A credit pays the open invoice whose number is in its remittance text when the amount is
   * exactly that invoice's gross (the first such invoice by number). Everything else is listed
   * with the reason; entries recorded before are listed as already imported and change nothing.
   */
  async importStatement(xml: string, importedById: string | null): Promise<CamtImportResult> {
    const credits = parseCamt053(xml);
    const result: CamtImportResult = { matched: [], alreadyImported: [], unmatched: [] };
    for (const credit of credits) {
      const outcome = await this.matchAndRecord(credit, importedById);
      const entry = { entryRef: credit.entryRef, amountCents: credit.amountCents };
      if (typeof outcome === 'string')
        result.unmatched.push({
          ...entry,
          remittance: credit.remittance.slice(0, 300),
          debtorName: credit.debtorName,
          reason: outcome,
        });
      else if ('already' in outcome)
        result.alreadyImported.push({ ...entry, invoiceNumber: outcome.already });
      else result.matched.push({ ...entry, invoiceNumber: outcome.number });
    }
    await this.audit.record({
      action: 'payment.statement_imported',
      target: { type: 'bank_statement', id: statementId(xml) },
      after: {
        credits: credits.length,
        matched: result.matched.length,
        alreadyImported: result.alreadyImported.length,
        unmatched: result.unmatched.length,
        paidInvoices: result.matched.map((m) => m.invoiceNumber),
      },
    });
    return result;
  }

  private async matchAndRecord(
    credit: StatementCredit,
    importedById: string | null,
  ): Promise<Outcome> {
    if (credit.currency && credit.currency !== 'EUR') return 'CURRENCY';
    const numbers = invoiceNumbersIn(credit.remittance);
    if (numbers.length === 0) return 'NO_REFERENCE';
    return this.dataSource.transaction(async (manager): Promise<Outcome> => {
      const rows = await this.invoices.lockByNumbers(manager, numbers);
      // Read after the lock: an import of the same entry that held it has committed by now.
      const earlier = await this.payments.invoicePaidByBankEntry(manager, credit.sourceReference);
      if (earlier) return { already: earlier };
      if (rows.length === 0) return 'UNKNOWN_INVOICE';
      // A reversed invoice (cancellation invoice issued) is owed no more: its transfer is listed.
      const open = rows.filter((r) => r.payment_state === 'open' && !r.cancelled_by_id);
      if (open.length === 0) return 'NOT_OPEN';
      const hit = open.find((r) => r.gross_cents === credit.amountCents);
      if (!hit) return 'AMOUNT_MISMATCH';
      const recorded = await this.recorder.recordPayment(manager, hit, {
        method: this.id,
        amountCents: credit.amountCents,
        sourceReference: credit.sourceReference,
        receivedAt: receivedAt(credit.bookingDate),
        recordedById: importedById,
        note: `camt:${credit.entryRef}`,
      });
      if (recorded === 'source_already_used')
        return {
          already:
            (await this.payments.invoicePaidByBankEntry(manager, credit.sourceReference)) ??
            hit.number,
        };
      return hit;
    });
  }
}

/** The booking date (a day is taken at 00:00 UTC); the import time when the bank gives none. */
function receivedAt(bookingDate: string | null): Date {
  const parsed = bookingDate ? Date.parse(bookingDate) : Number.NaN;
  return Number.isNaN(parsed) ? new Date() : new Date(parsed);
}
