import { formatBerlinDate, formatEuro } from '@platform/domain';
import { paymentInstructionsFor, type StoredInvoice } from '../billing/index.js';
import type { AttachmentReference, MailMessage } from '../mail/index.js';
import { mailGreeting, renderMail } from '../mail/index.js';

/**
 * To the company, in its language: the approved month's invoice as a PDF, with amount, due
 * date and where to pay. The address is proven: the company accepted the proposal through the
 * link mailed to it.
 */
export function projectInvoiceMail(
  invoice: StoredInvoice,
  pdf: AttachmentReference,
  followUrl: string | null,
): MailMessage {
  const locale = invoice.locale === 'en' ? 'en' : 'de';
  const de = locale === 'de';
  const amount = formatEuro(invoice.grossCents, locale);
  const due = invoice.dueAt ? formatBerlinDate(invoice.dueAt, locale) : '';
  return {
    to: invoice.buyerEmail,
    subject: de
      ? `Rechnung ${invoice.number}: ${invoice.description}`
      : `Invoice ${invoice.number}: ${invoice.description}`,
    ...renderMail({
      locale,
      heading: mailGreeting(locale, invoice.buyerName),
      paragraphs: de
        ? [
            `anbei erhalten Sie die Rechnung ${invoice.number} über die freigegebenen Stunden: ${invoice.description}. Bitte überweisen Sie ${amount} bis ${due}.`,
            paymentInstructionsFor(invoice).mailLine(invoice, locale),
          ]
        : [
            `please find attached invoice ${invoice.number} for the approved hours: ${invoice.description}. Please transfer ${amount} by ${due}.`,
            paymentInstructionsFor(invoice).mailLine(invoice, locale),
          ],
      ...(followUrl
        ? { action: { label: de ? 'Stunden ansehen' : 'View the hours', url: followUrl } }
        : {}),
      note: de
        ? 'Die Stunden im Einzelnen sehen Sie über den Link zu Ihrer Projektanfrage.'
        : 'You can see the hours in detail through the link to your project request.',
    }),
    attachments: [pdf],
  };
}
