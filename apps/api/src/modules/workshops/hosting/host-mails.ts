import { formatBerlinDateTime, type Locale } from '@platform/domain';
import type { MailMessage } from '../../mail/index.js';
import { renderMail } from '../../mail/index.js';

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** To the host: someone registered (name and seat only; the rest is in the registrants view). */
export function newRegistrationMail(input: {
  locale: Locale;
  to: string;
  hostName: string;
  title: string;
  startsAt: Date;
  registrantName: string;
  waitlisted: boolean;
  guest: boolean;
  url: string;
  settingsUrl: string;
}): MailMessage {
  const de = input.locale === 'de';
  const who = `${input.registrantName} (${input.guest ? (de ? 'Gast' : 'guest') : de ? 'Mitglied' : 'member'})`;
  const when = formatBerlinDateTime(input.startsAt, input.locale);
  return {
    to: input.to,
    subject: oneLine(de ? `Neue Anmeldung: ${input.title}` : `New registration: ${input.title}`),
    ...renderMail({
      heading: de ? `Hallo ${input.hostName},` : `Hello ${input.hostName},`,
      paragraphs: [
        de
          ? `${who} hat sich für Ihren Workshop „${input.title}“ am ${when} angemeldet${input.waitlisted ? ' (Warteliste)' : ''}.`
          : `${who} registered for your workshop “${input.title}” on ${when}${input.waitlisted ? ' (waiting list)' : ''}.`,
      ],
      action: { label: de ? 'Anmeldungen ansehen' : 'View registrations', url: input.url },
      note: de
        ? `Diese E-Mails können Sie in der Anmeldungsübersicht abschalten: ${input.settingsUrl}`
        : `You can switch these emails off in the registrations view: ${input.settingsUrl}`,
    }),
  };
}

/**
 * The host's message to every confirmed registrant of a session; replies go to the host. It
 * greets without the name typed at registration: the text is the host's, the name someone's.
 */
export function hostMessageMail(input: {
  locale: Locale;
  to: string;
  hostName: string;
  hostEmail: string;
  title: string;
  startsAt: Date;
  subject: string;
  body: string;
}): MailMessage {
  const de = input.locale === 'de';
  const when = formatBerlinDateTime(input.startsAt, input.locale);
  return {
    to: input.to,
    replyTo: input.hostEmail,
    subject: oneLine(`${input.subject} – ${input.title}`),
    ...renderMail({
      heading: de ? 'Guten Tag,' : 'Hello,',
      paragraphs: [
        de
          ? `${input.hostName} schreibt Ihnen zum Workshop „${input.title}“ am ${when}:`
          : `${input.hostName} writes to you about the workshop “${input.title}” on ${when}:`,
        ...input.body
          .split(/\r?\n\r?\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean),
      ],
      note: de
        ? 'Antworten auf diese E-Mail gehen an die Workshop-Leitung.'
        : 'Replies to this email go to the workshop host.',
    }),
  };
}
