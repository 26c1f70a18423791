import { COMPANY, LIMITS, type Locale } from '@platform/domain';
import type { MailMessage } from '../mail/index.js';
import { mailGreeting, renderMail } from '../mail/index.js';

export const contactMails = {
  /** To the team's inbox; a reply goes straight to the visitor. */
  toInbox(inbox: string, input: { name: string; email: string; message: string }): MailMessage {
    return {
      to: inbox,
      replyTo: input.email,
      subject: `Kontaktanfrage von ${input.name}`,
      ...renderMail({
        heading: `Neue Nachricht über das Kontaktformular`,
        paragraphs: [`Von: ${input.name} <${input.email}>`, input.message],
      }),
    };
  },

  acknowledgement(locale: Locale, to: string): MailMessage {
    const de = locale === 'de';
    const hours = LIMITS.contactReplyHours;
    return {
      to,
      subject: de ? 'Ihre Nachricht ist bei uns angekommen' : 'We received your message',
      ...renderMail({
        locale,
        // The address is unproven: the typed name stays out (see README, limits).
        heading: mailGreeting(locale, null),
        paragraphs: [
          de
            ? `vielen Dank für Ihre Nachricht. Wir melden uns innerhalb von ${hours} Stunden bei Ihnen.`
            : `thank you for your message. We will get back to you within ${hours} hours.`,
          de
            ? `Bei Eile erreichen Sie uns unter ${COMPANY.phone.display}.`
            : `If it is urgent, call us at ${COMPANY.phone.display}.`,
        ],
      }),
    };
  },
};
