import type { SellerSnapshot } from './entities/invoice.entity.js';
import type { PaymentInstructions } from './payment-instructions.js';

/**
 * How money reaches an invoice. `bank_transfer` is the one way buyers pay today (matched from
 * CAMT.053 statements); `manual` is an admin marking an invoice paid. A card provider would be
 * another id with its own `PaymentMethod`.
 */
export const PAYMENT_METHOD_IDS = ['bank_transfer', 'manual'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/** A payment about to be recorded against an invoice (see `PaymentRecorder.recordPayment`). */
export interface IncomingPayment {
  method: PaymentMethodId;
  amountCents: number;
  /**
   * The source's own reference (a bank entry's), unique per method: a payment whose reference
   * was recorded before is refused. Null for payments without one (an admin's "paid").
   */
  sourceReference: string | null;
  /** When the money arrived (booking date), or when it was recorded. */
  receivedAt: Date;
  /** The admin who recorded or imported it. */
  recordedById: string | null;
  /** The short note kept on the invoice: `manual`, `bulk` or `camt:<entry reference>`. */
  note: string;
}

/** What an invoice prints so the buyer can pay (copied into the invoice's seller snapshot). */
export type PayeeDetails = Pick<SellerSnapshot, 'iban' | 'bic' | 'bankName'>;

/**
 * A way buyers pay. The invoice (and with it the PDF and the mails, which read the frozen
 * invoice) learns how to pay from the method, not from settings; money arriving through the
 * method is recorded through `PaymentRecorder.recordPayment`, the single place an invoice
 * becomes paid.
 */
export interface PaymentMethod {
  readonly id: PaymentMethodId;
  /** The payee details printed on a new invoice. */
  payeeDetails(): PayeeDetails;
  /** What the invoice PDF and the mails print about paying by this method. */
  readonly instructions: PaymentInstructions;
}
