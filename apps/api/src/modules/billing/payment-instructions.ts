import type { Locale } from '@platform/domain';
import { BANK_TRANSFER_INSTRUCTIONS } from './bank-transfer/bank-transfer.instructions.js';
import type { SellerSnapshot } from './entities/invoice.entity.js';

/** The parts of an invoice its payment instructions are made of (the frozen seller snapshot). */
export interface PayableInvoice {
  number: string;
  grossCents: number;
  seller: SellerSnapshot;
  dueAt: Date | null;
}

/**
 * What the invoice PDF and the billing mails print about paying an invoice, in the invoice's
 * language. The payment method says it: the PDF and the mails never spell out accounts or
 * references themselves.
 */
export interface PaymentInstructions {
  /** The PDF's payment block: the terms (with the deadline), a heading and its lines. */
  pdfBlock(
    invoice: PayableInvoice,
    locale: Locale,
  ): { terms: string | null; heading: string; lines: string[] };
  /** One line of a mail: where to pay, and the reference to give. */
  mailLine(invoice: PayableInvoice, locale: Locale): string;
  /** A mail's request to pay, naming the reference ("the open amount" when overdue). */
  payRequest(
    invoice: Pick<PayableInvoice, 'number'>,
    locale: Locale,
    amount: 'amount' | 'open amount',
  ): string;
  /** A mail's request to pay this much by then, with where to and the reference. */
  transferRequest(invoice: PayableInvoice, locale: Locale, dueAt: Date): string;
}

/**
 * How the buyer pays this invoice. Every invoice is paid by bank transfer today; with a second
 * method the invoice would name its method and this would pick that method's instructions.
 */
export function paymentInstructionsFor(
  _invoice: Pick<PayableInvoice, 'number'>,
): PaymentInstructions {
  return BANK_TRANSFER_INSTRUCTIONS;
}
