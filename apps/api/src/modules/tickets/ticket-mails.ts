import type { Locale } from '@platform/domain';
import { mailGreeting, renderMail } from '../mail/index.js';
import type { MailMessage } from '../mail/index.js';

const CATEGORY_NAMES: Record<string, Record<Locale, string>> = {
  general: { de: 'Allgemeine Frage', en: 'General question' },
  account: { de: 'Konto und Anmeldung', en: 'Account and sign-in' },
  profile: { de: 'Profil', en: 'Profile' },
  workshops: { de: 'Workshops', en: 'Workshops' },
  academy: { de: 'Academy und Mitgliedschaft', en: 'Academy and membership' },
  billing: { de: 'Rechnung und Zahlung', en: 'Invoices and payment' },
  technical: { de: 'Technisches Problem', en: 'Technical problem' },
};

export function categoryName(category: string, locale: Locale): string {
  return CATEGORY_NAMES[category]?.[locale] ?? category;
}

interface TicketFacts {
  subject: string;
  category: string;
}

/** To an admin: a member opened a ticket or wrote to an existing one. */
export function ticketToTeamMail(
  locale: Locale,
  to: string,
  ticket: TicketFacts,
  member: { name: string; email: string },
  message: string,
  isNew: boolean,
  url: string,
): MailMessage {
  const de = locale === 'de';
  const subject = isNew
    ? de
      ? `Neues Support-Ticket: ${ticket.subject}`
      : `New support ticket: ${ticket.subject}`
    : de
      ? `Neue Nachricht zum Ticket: ${ticket.subject}`
      : `New message on ticket: ${ticket.subject}`;
  return {
    to,
    subject,
    ...renderMail({
      locale,
      heading: mailGreeting(locale, de ? 'Support-Team' : 'support team'),
      paragraphs: [
        isNew
          ? de
            ? `${member.name} (${member.email}) hat ein Ticket eröffnet.`
            : `${member.name} (${member.email}) opened a ticket.`
          : de
            ? `${member.name} (${member.email}) hat eine weitere Nachricht geschrieben.`
            : `${member.name} (${member.email}) wrote another message.`,
        `${de ? 'Betreff' : 'Subject'}: ${ticket.subject}`,
        `${de ? 'Kategorie' : 'Category'}: ${categoryName(ticket.category, locale)}`,
        message,
      ],
      action: { label: de ? 'Ticket öffnen' : 'Open the ticket', url },
    }),
  };
}

/** To the member: the team answered. */
export function ticketReplyMail(
  locale: Locale,
  to: string,
  name: string,
  ticket: TicketFacts,
  reply: string,
  url: string,
): MailMessage {
  const de = locale === 'de';
  return {
    to,
    subject: de
      ? `Antwort auf Ihr Ticket: ${ticket.subject}`
      : `Reply to your ticket: ${ticket.subject}`,
    ...renderMail({
      locale,
      heading: mailGreeting(locale, name),
      paragraphs: [
        de
          ? `unser Support-Team hat auf Ihr Ticket „${ticket.subject}“ geantwortet:`
          : `our support team has replied to your ticket "${ticket.subject}":`,
        reply,
      ],
      action: { label: de ? 'Zum Ticket' : 'Open your ticket', url },
      note: de
        ? 'Sie können im Ticket direkt antworten, falls noch etwas offen ist.'
        : 'If anything is still unclear, you can reply in the ticket.',
    }),
  };
}

/** To the member: the team closed the ticket. */
export function ticketClosedMail(
  locale: Locale,
  to: string,
  name: string,
  ticket: TicketFacts,
  url: string,
): MailMessage {
  const de = locale === 'de';
  return {
    to,
    subject: de
      ? `Ihr Ticket wurde geschlossen: ${ticket.subject}`
      : `Your ticket has been closed: ${ticket.subject}`,
    ...renderMail({
      locale,
      heading: mailGreeting(locale, name),
      paragraphs: [
        de
          ? `wir haben Ihr Ticket „${ticket.subject}“ geschlossen. Wenn Sie weitere Hilfe brauchen, eröffnen Sie gern ein neues Ticket.`
          : `we have closed your ticket "${ticket.subject}". If you need further help, please open a new ticket.`,
      ],
      action: { label: de ? 'Zum Ticket' : 'Open your ticket', url },
    }),
  };
}
