import { formatBerlinDate, formatEuro, formatIban } from '@platform/domain';
import type { PayableInvoice, PaymentInstructions } from '../payment-instructions.js';

/**
 * Paying by bank transfer to the seller's account (the details frozen on the invoice), with the
 * invoice number as the "Verwendungszweck" (payment reference). The CAMT.053 import finds the
 * invoice by that number in a transfer's remittance text.
 */
export const BANK_TRANSFER_INSTRUCTIONS: PaymentInstructions = {
  pdfBlock(invoice, locale) {
    const s = invoice.seller;
    const de = locale === 'de';
    const due = invoice.dueAt ? formatBerlinDate(invoice.dueAt, locale) : null;
    return {
      terms: due
        ? de
          ? `Zahlbar ohne Abzug bis ${due} per Überweisung.`
          : `Payable without deduction by ${due} by bank transfer.`
        : null,
      heading: de ? 'Bankverbindung' : 'Bank details',
      lines: [
        `IBAN: ${formatIban(s.iban)}`,
        `BIC: ${s.bic}${s.bankName ? ` (${s.bankName})` : ''}`,
        `${de ? 'Verwendungszweck' : 'Payment reference'}: ${paymentReference(invoice)}`,
      ],
    };
  },
  mailLine(invoice, locale) {
    const s = invoice.seller;
    const reference = paymentReference(invoice);
    return locale === 'de'
      ? `IBAN ${formatIban(s.iban)}, BIC ${s.bic}, Verwendungszweck: ${reference}`
      : `IBAN ${formatIban(s.iban)}, BIC ${s.bic}, payment reference: ${reference}`;
  },
  payRequest(invoice, locale, amount) {
    const reference = paymentReference(invoice);
    if (locale === 'de')
      return `Bitte überweisen Sie ${amount === 'amount' ? 'den Betrag' : 'den offenen Betrag'} mit dem Verwendungszweck ${reference}.`;
    return `Please transfer ${amount === 'amount' ? 'the amount' : 'the open amount'} with the payment reference ${reference}.`;
  },
  transferRequest(invoice, locale, dueAt) {
    const s = invoice.seller;
    const amount = formatEuro(invoice.grossCents, locale);
    const due = formatBerlinDate(dueAt, locale);
    const reference = paymentReference(invoice);
    return locale === 'de'
      ? `Bitte überweisen Sie ${amount} bis ${due} auf IBAN ${formatIban(s.iban)} (BIC ${s.bic}), Verwendungszweck: ${reference}.`
      : `Please transfer ${amount} by ${due} to IBAN ${formatIban(s.iban)} (BIC ${s.bic}), payment reference: ${reference}.`;
  },
};

/** The reference a transfer gives: the invoice number (found again by the statement import). */
function paymentReference(invoice: Pick<PayableInvoice, 'number'>): string {
  return invoice.number;
}
