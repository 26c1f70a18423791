import type { StoredInvoice } from '../billing/index.js';
import type { AttachmentReference, MailMessage } from '../mail/index.js';
import { mailGreeting, renderMail } from '../mail/index.js';

/**
 * To the company, in its language: a month's invoice was cancelled, with the cancellation
 * invoice as a PDF; the month will be invoiced again.
 */
export function projectCancellationMail(
  cancellation: StoredInvoice,
  pdf: AttachmentReference,
  followUrl: string | null,
): MailMessage {
  const locale = cancellation.locale === 'en' ? 'en' : 'de';
  const de = locale === 'de';
  const original = cancellation.originalNumber ?? '';
  return {
    to: cancellation.buyerEmail,
    subject: de
      ? `Stornorechnung ${cancellation.number} zur Rechnung ${original}`
      : `Cancellation invoice ${cancellation.number} for invoice ${original}`,
    ...renderMail({
      locale,
      heading: mailGreeting(locale, cancellation.buyerName),
      paragraphs: de
        ? [
            `wir haben die Rechnung ${original} storniert: ${cancellation.description}. Anbei die Stornorechnung ${cancellation.number}; sie gleicht die Rechnung aus.`,
            'Sie erhalten für diesen Monat eine neue Rechnung.',
          ]
        : [
            `we have cancelled invoice ${original}: ${cancellation.description}. Attached is the cancellation invoice ${cancellation.number}, which settles it.`,
            'You will receive a new invoice for this month.',
          ],
      ...(followUrl
        ? { action: { label: de ? 'Stunden ansehen' : 'View the hours', url: followUrl } }
        : {}),
    }),
    attachments: [pdf],
  };
}
