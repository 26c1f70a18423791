import { formatBerlinDate, formatEuro } from '@platform/domain';
import { renderMail } from '../mail/index.js';
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
  return {
    to: invoice.buyerEmail,
    subject: de
      ? `Zahlungserinnerung: Rechnung ${invoice.number}`
      : `Payment reminder: invoice ${invoice.number}`,
    ...renderMail({
      heading: pdf
        ? de
          ? `Hallo ${invoice.buyerName},`
          : `Hello ${invoice.buyerName},`
        : de
          ? 'Guten Tag,'
          : 'Hello,',
      paragraphs: de
        ? [
            `für „${invoice.description}“ ist noch keine Zahlung bei uns eingegangen. Bitte überweisen Sie ${amount} bis ${due}.`,
            payTo,
            'Ohne Zahlung bis zur Frist geben wir den Platz frei. Hat sich Ihre Zahlung mit dieser E-Mail überschnitten, ist alles in Ordnung.',
          ]
        : [
            `We have not yet received payment for "${invoice.description}". Please transfer ${amount} by ${due}.`,
            payTo,
            'Without payment by the deadline, the place is released. If your payment crossed with this e-mail, all is well.',
          ],
    }),
    attachments: pdf ? [pdf] : undefined,
  };
}
