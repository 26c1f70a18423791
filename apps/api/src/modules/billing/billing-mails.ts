import { formatBerlinDate, formatBerlinDay, formatEuro } from '@platform/domain';
import { mailGreeting, renderMail } from '../mail/index.js';
import type { MailAttachment, MailMessage } from '../mail/index.js';
import type { Invoice } from './entities/invoice.entity.js';
import { paymentInstructionsFor } from './payment-instructions.js';

/**
 * Before the payment deadline: how much, by when, where to. `pdf` is null for a guest who has
 * not confirmed the address: then neither the PDF nor the typed name goes to it.
 */
export function paymentReminderMail(invoice: Invoice, pdf: MailAttachment | null): MailMessage {
  const de = invoice.locale !== 'en';
  const locale = de ? 'de' : 'en';
  const due = invoice.dueAt ? formatBerlinDate(invoice.dueAt, locale) : '';
  const amount = formatEuro(invoice.grossCents, locale);
  const payTo = paymentInstructionsFor(invoice).mailLine(invoice, locale);
  // A project month's invoice has no seat to release: it just stays due.
  const seat = invoice.purpose !== 'project';
  return {
    to: invoice.buyerEmail,
    subject: de
      ? `Zahlungserinnerung: Rechnung ${invoice.number}`
      : `Payment reminder: invoice ${invoice.number}`,
    ...renderMail({
      locale,
      heading: mailGreeting(locale, pdf ? invoice.buyerName : null),
      paragraphs: de
        ? [
            `für „${invoice.description}“ ist noch keine Zahlung bei uns eingegangen. Bitte überweisen Sie ${amount} bis ${due}.`,
            payTo,
            seat
              ? 'Ohne Zahlung bis zur Frist geben wir den Platz frei. Hat sich Ihre Zahlung mit dieser E-Mail überschnitten, ist alles in Ordnung.'
              : 'Hat sich Ihre Zahlung mit dieser E-Mail überschnitten, ist alles in Ordnung.',
          ]
        : [
            `We have not yet received payment for "${invoice.description}". Please transfer ${amount} by ${due}.`,
            payTo,
            seat
              ? 'Without payment by the deadline, the place is released. If your payment crossed with this email, all is well.'
              : 'If your payment crossed with this email, all is well.',
          ],
    }),
    attachments: pdf ? [pdf] : undefined,
  };
}

/**
 * After the undo window of a recorded payment: the money has arrived, the invoice is paid.
 * `byName` is false for a guest who has not confirmed the address (no typed name goes to it).
 */
export function paymentReceiptMail(
  invoice: Invoice,
  payment: { amountCents: number; receivedAt: Date },
  byName: boolean,
): MailMessage {
  const de = invoice.locale !== 'en';
  const locale = de ? 'de' : 'en';
  const amount = formatEuro(payment.amountCents, locale);
  const received = formatBerlinDay(payment.receivedAt, locale);
  return {
    to: invoice.buyerEmail,
    subject: de
      ? `Zahlungsbestätigung: Rechnung ${invoice.number}`
      : `Payment receipt: invoice ${invoice.number}`,
    ...renderMail({
      locale,
      heading: mailGreeting(locale, byName ? invoice.buyerName : null),
      paragraphs: de
        ? [
            `vielen Dank: Ihre Zahlung über ${amount} für „${invoice.description}“ ist am ${received} bei uns eingegangen.`,
            `Die Rechnung ${invoice.number} ist damit bezahlt. Sie müssen nichts weiter tun; bitte bewahren Sie diese E-Mail als Beleg auf.`,
          ]
        : [
            `Thank you: we received your payment of ${amount} for "${invoice.description}" on ${received}.`,
            `Invoice ${invoice.number} is now paid, and there is nothing more you need to do. Please keep this email for your records.`,
          ],
    }),
  };
}
