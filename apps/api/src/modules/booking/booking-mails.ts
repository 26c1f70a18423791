import {
  buildIcs,
  formatBerlinDate,
  formatBerlinTime,
  ICS_CONTENT_TYPE,
  type Locale,
} from '@platform/domain';
import type { MailAttachment, MailMessage } from '../mail/index.js';
import { type MailFact, mailGreeting, renderMail } from '../mail/index.js';

export interface BookingMailFacts {
  id: string;
  start: Date;
  end: Date;
  consultantName: string;
  consultantEmail: string;
  visitorName: string;
  visitorEmail: string;
  message: string | null;
  /** The team's inbox: the calendar event's organizer (replies go to the consultant). */
  teamEmail: string;
  /** Host part of the calendar event's stable UID. */
  host: string;
  /** The consultant's place (an address) and video link, as the admin set them. */
  location: string | null;
  meetingUrl: string | null;
}

/** The facts block: when, with whom, where to meet (place and link when the admin set them). */
function factsOf(facts: BookingMailFacts, locale: Locale, withWhom: string): MailFact[] {
  const de = locale === 'de';
  const lines: MailFact[] = [
    { label: de ? 'Termin' : 'When', value: when(facts, locale) },
    { label: de ? 'Mit' : 'With', value: withWhom },
  ];
  if (facts.location) lines.push({ label: de ? 'Ort' : 'Place', value: facts.location });
  if (facts.meetingUrl)
    lines.push({ label: de ? 'Video-Link' : 'Meeting link', value: facts.meetingUrl });
  return lines;
}

function when(facts: BookingMailFacts, locale: Locale): string {
  const date = formatBerlinDate(facts.start, locale);
  const from = formatBerlinTime(facts.start, locale);
  const to = formatBerlinTime(facts.end, locale);
  return locale === 'de' ? `${date}, ${from}–${to} Uhr` : `${date}, ${from}–${to} (Berlin time)`;
}

/** The calendar file: the same UID for booking and cancellation, so calendars match them. */
function calendarFile(facts: BookingMailFacts, locale: Locale, cancelled: boolean): MailAttachment {
  const de = locale === 'de';
  const ics = buildIcs(
    {
      uid: `booking-${facts.id}@${facts.host}`,
      start: facts.start,
      end: facts.end,
      summary: de
        ? `Beratungstermin: ${facts.consultantName} und ${facts.visitorName}`
        : `Consultation: ${facts.consultantName} and ${facts.visitorName}`,
      description: facts.message ?? undefined,
      location: facts.location ?? facts.meetingUrl ?? undefined,
      url: facts.meetingUrl ?? undefined,
      organizer: { name: facts.consultantName, email: facts.teamEmail },
      sequence: cancelled ? 1 : 0,
      status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    },
    { method: cancelled ? 'CANCEL' : 'PUBLISH' },
  );
  return {
    filename: de
      ? cancelled
        ? 'termin-abgesagt.ics'
        : 'termin.ics'
      : cancelled
        ? 'appointment-cancelled.ics'
        : 'appointment.ics',
    content: ics,
    contentType: ICS_CONTENT_TYPE,
  };
}

export const bookingMails = {
  confirmationToVisitor(
    locale: Locale,
    facts: BookingMailFacts,
    cancelUrl: string,
    cancelDeadline: Date,
  ): MailMessage {
    const de = locale === 'de';
    const deadline = `${formatBerlinDate(cancelDeadline, locale)}, ${formatBerlinTime(cancelDeadline, locale)}`;
    return {
      to: facts.visitorEmail,
      // Replies reach the consultant in person, not a no-reply box.
      replyTo: facts.consultantEmail,
      subject: de ? 'Ihr Beratungstermin ist gebucht' : 'Your consultation is booked',
      attachments: [calendarFile(facts, locale, false)],
      ...renderMail({
        locale,
        // The visitor's address is unproven: the typed name stays out of the greeting.
        heading: mailGreeting(locale, null),
        paragraphs: [
          de
            ? `Ihr Termin mit ${facts.consultantName} ist bestätigt.`
            : `Your appointment with ${facts.consultantName} is confirmed.`,
        ],
        facts: factsOf(facts, locale, facts.consultantName),
        after: [
          de
            ? 'Den Termin für Ihren Kalender finden Sie im Anhang (termin.ics). Fragen? Antworten Sie einfach auf diese E-Mail.'
            : 'The appointment is attached for your calendar (appointment.ics). Questions? Just reply to this email.',
        ],
        action: { label: de ? 'Termin stornieren' : 'Cancel the appointment', url: cancelUrl },
        note: de
          ? `Sie können den Termin über diesen Link bis ${deadline} Uhr stornieren.`
          : `You can cancel the appointment with this link until ${deadline} (Berlin time).`,
      }),
    };
  },

  confirmationToConsultant(locale: Locale, facts: BookingMailFacts): MailMessage {
    const de = locale === 'de';
    return {
      to: facts.consultantEmail,
      replyTo: facts.visitorEmail,
      subject: de
        ? `Neuer Beratungstermin: ${facts.visitorName}`
        : `New consultation: ${facts.visitorName}`,
      attachments: [calendarFile(facts, locale, false)],
      ...renderMail({
        locale,
        heading: mailGreeting(locale, facts.consultantName),
        paragraphs: [
          de
            ? `${facts.visitorName} <${facts.visitorEmail}> hat einen Termin bei Ihnen gebucht.`
            : `${facts.visitorName} <${facts.visitorEmail}> has booked an appointment with you.`,
        ],
        facts: factsOf(facts, locale, `${facts.visitorName} <${facts.visitorEmail}>`),
        after: [
          facts.message
            ? `${de ? 'Nachricht' : 'Message'}: ${facts.message}`
            : de
              ? 'Ohne Nachricht.'
              : 'No message.',
        ],
      }),
    };
  },

  /** `greetingName` null: to the visitor, whose typed name stays out (an unproven address). */
  cancellation(
    locale: Locale,
    to: string,
    greetingName: string | null,
    facts: BookingMailFacts,
    by: 'visitor' | 'team' = 'visitor',
  ): MailMessage {
    const de = locale === 'de';
    const byTeam = by === 'team';
    return {
      to,
      replyTo: greetingName === null ? facts.consultantEmail : facts.visitorEmail,
      subject: de ? 'Beratungstermin storniert' : 'Consultation cancelled',
      attachments: [calendarFile(facts, locale, true)],
      ...renderMail({
        locale,
        heading: mailGreeting(locale, greetingName),
        paragraphs: [
          de
            ? `${greetingName === null ? 'Ihr Termin' : `Der Termin von ${facts.visitorName}`} mit ${facts.consultantName} am ${when(facts, locale)} wurde ${byTeam ? 'von unserem Team ' : ''}storniert.`
            : `${greetingName === null ? 'Your appointment' : `The appointment of ${facts.visitorName}`} with ${facts.consultantName} on ${when(facts, locale)} has been cancelled${byTeam ? ' by our team' : ''}.`,
          ...(byTeam
            ? [
                de
                  ? 'Bitte entschuldigen Sie die Umstände. Gern können Sie einen neuen Termin buchen oder uns auf diese E-Mail antworten.'
                  : 'We are sorry for the inconvenience. You are welcome to book a new appointment or reply to this email.',
              ]
            : []),
          de
            ? 'Die angehängte Datei entfernt ihn aus Ihrem Kalender.'
            : 'The attached file removes it from your calendar.',
        ],
      }),
    };
  },

  /** 24 hours ahead, to the visitor or the consultant, each in their language. */
  reminder(
    locale: Locale,
    to: string,
    greetingName: string | null,
    facts: BookingMailFacts,
    toConsultant: boolean,
  ): MailMessage {
    const de = locale === 'de';
    const other = toConsultant ? facts.visitorName : facts.consultantName;
    return {
      to,
      replyTo: toConsultant ? facts.visitorEmail : facts.consultantEmail,
      subject: de ? `Erinnerung: Beratungstermin morgen` : `Reminder: consultation tomorrow`,
      attachments: [calendarFile(facts, locale, false)],
      ...renderMail({
        locale,
        heading: mailGreeting(locale, greetingName),
        paragraphs: [
          de
            ? `Ihr Termin mit ${other} ist morgen.`
            : `Your appointment with ${other} is tomorrow.`,
        ],
        facts: factsOf(facts, locale, other),
        after: [
          de
            ? 'Den Termin für Ihren Kalender finden Sie im Anhang (termin.ics).'
            : 'The appointment is attached for your calendar (appointment.ics).',
        ],
      }),
    };
  },
};
