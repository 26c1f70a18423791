import { formatBerlinDateTime, type Locale } from '@platform/domain';
import type { MailMessage } from '../../mail/index.js';
import { mailGreeting, renderMail } from '../../mail/index.js';

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** To the host: someone registered or cancelled (name and seat only; the rest is in the registrants view). */
export function registrationNoticeMail(input: {
  event: 'registered' | 'cancelled';
  locale: Locale;
  to: string;
  hostName: string;
  title: string;
  startsAt: Date;
  registrantName: string;
  /** The registration's seat: on the waitlist (when registering) or held before cancelling. */
  waitlisted: boolean;
  guest: boolean;
  url: string;
  settingsUrl: string;
}): MailMessage {
  const de = input.locale === 'de';
  const cancelled = input.event === 'cancelled';
  const who = `${input.registrantName} (${input.guest ? (de ? 'Gast' : 'guest') : de ? 'Mitglied' : 'member'})`;
  const when = formatBerlinDateTime(input.startsAt, input.locale);
  const title = `„${input.title}“`;
  const subject = cancelled
    ? de
      ? `Abmeldung: ${input.title}`
      : `Cancellation: ${input.title}`
    : input.waitlisted
      ? de
        ? `Neue Anmeldung auf der Warteliste: ${input.title}`
        : `New waitlist registration: ${input.title}`
      : de
        ? `Neue Anmeldung: ${input.title}`
        : `New registration: ${input.title}`;
  const sentence = cancelled
    ? de
      ? `${who} hat die Anmeldung für Ihren Workshop ${title} am ${when} storniert.`
      : `${who} has cancelled their registration for your workshop “${input.title}” on ${when}.`
    : input.waitlisted
      ? de
        ? `${who} hat sich für Ihren Workshop ${title} am ${when} auf die Warteliste gesetzt.`
        : `${who} has joined the waitlist for your workshop “${input.title}” on ${when}.`
      : de
        ? `${who} hat sich für Ihren Workshop ${title} am ${when} angemeldet.`
        : `${who} has registered for your workshop “${input.title}” on ${when}.`;
  const seat = input.waitlisted
    ? de
      ? 'Warteliste'
      : 'Waitlist'
    : de
      ? 'Fester Platz'
      : 'Confirmed place';
  return {
    to: input.to,
    subject: oneLine(subject),
    ...renderMail({
      locale: input.locale,
      heading: mailGreeting(input.locale, input.hostName),
      paragraphs: [sentence],
      facts: [
        { label: 'Workshop', value: input.title },
        { label: de ? 'Termin' : 'Date', value: when },
        { label: de ? 'Person' : 'Person', value: who },
        { label: cancelled ? (de ? 'Bisher' : 'Held') : de ? 'Platz' : 'Place', value: seat },
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
      locale: input.locale,
      heading: mailGreeting(input.locale, null),
      paragraphs: [
        de
          ? `${input.hostName} schreibt Ihnen zum Workshop „${input.title}“ am ${when}:`
          : `${input.hostName} has written to you about the workshop “${input.title}” on ${when}:`,
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
