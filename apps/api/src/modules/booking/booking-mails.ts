import {
  type BookingAnswer,
  bookingAnswerText,
  bookingQuestionLabel,
  buildIcs,
  formatBerlinDate,
  formatBerlinTime,
  ICS_CONTENT_TYPE,
  type Locale,
  type MeetingMode,
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
  /** The team's inbox, for "how to reach us". */
  teamEmail: string;
  /** Host part of the calendar event's stable UID. */
  host: string;
  /** How it happens: on site at `location`, or online in the room `meetingUrl`. */
  meetingMode: MeetingMode;
  location: string | null;
  meetingUrl: string | null;
  /** Only when the consultant's form asks for it (shown to the consultant). */
  phone: string | null;
  /** The consultant's page of their upcoming bookings (to move or cancel one). */
  consultantPageUrl: string;
  /** The calendar file's SEQUENCE (raised by every move and by the cancellation). */
  sequence: number;
  /** The visitor's answers to the consultant's questions (shown to the consultant). */
  answers: BookingAnswer[];
}

/** The visitor's answers as facts, each under its question in the reader's language. */
function answerFacts(facts: BookingMailFacts, locale: Locale): MailFact[] {
  return facts.answers.map((answer) => ({
    label: bookingQuestionLabel(answer, locale),
    value: bookingAnswerText(answer, locale),
  }));
}

/** The facts block: when, with whom, and where: the place, or the video room. */
function factsOf(facts: BookingMailFacts, locale: Locale, withWhom: string): MailFact[] {
  const de = locale === 'de';
  const lines: MailFact[] = [
    { label: de ? 'Termin' : 'When', value: when(facts, locale) },
    { label: de ? 'Mit' : 'With', value: withWhom },
  ];
  if (facts.meetingMode === 'online') {
    lines.push({ label: de ? 'Art' : 'How', value: de ? 'Online (Video)' : 'Online (video)' });
    if (facts.meetingUrl)
      lines.push({ label: de ? 'Video-Link' : 'Meeting link', value: facts.meetingUrl });
  } else if (facts.location) {
    lines.push({ label: de ? 'Ort' : 'Place', value: facts.location });
  }
  return lines;
}

/** The visitor's links: cancel and reschedule, with the deadline both keep. */
export interface VisitorLinks {
  cancelUrl: string;
  rescheduleUrl: string;
  deadline: Date;
}

function visitorActions(locale: Locale, links: VisitorLinks) {
  const de = locale === 'de';
  const deadline = `${formatBerlinDate(links.deadline, locale)}, ${formatBerlinTime(links.deadline, locale)}`;
  return {
    actions: [
      { label: de ? 'Termin verschieben' : 'Reschedule', url: links.rescheduleUrl },
      { label: de ? 'Termin stornieren' : 'Cancel the appointment', url: links.cancelUrl },
    ],
    note: de
      ? `Sie können den Termin über diese Links bis ${deadline} Uhr verschieben oder stornieren.`
      : `You can reschedule or cancel the appointment with these links until ${deadline} (Berlin time).`,
  };
}

/** The consultant's way to move or cancel: their page of upcoming bookings. */
function consultantAction(locale: Locale, facts: BookingMailFacts) {
  return {
    label: locale === 'de' ? 'Meine Termine verwalten' : 'Manage my appointments',
    url: facts.consultantPageUrl,
  };
}

function when(facts: { start: Date; end: Date }, locale: Locale): string {
  const date = formatBerlinDate(facts.start, locale);
  const from = formatBerlinTime(facts.start, locale);
  const to = formatBerlinTime(facts.end, locale);
  return locale === 'de' ? `${date}, ${from}–${to} Uhr` : `${date}, ${from}–${to} (Berlin time)`;
}

/**
 * The calendar file: one UID for the booking, its moves and its cancellation, with the
 * booking's SEQUENCE, so calendar programs update the entry they have. A move is a
 * `METHOD:REQUEST`, a cancellation a `METHOD:CANCEL`; the organizer is the consultant.
 */
function calendarFile(
  facts: BookingMailFacts,
  locale: Locale,
  kind: 'booked' | 'moved' | 'cancelled',
): MailAttachment {
  const de = locale === 'de';
  const cancelled = kind === 'cancelled';
  const online = facts.meetingMode === 'online';
  const ics = buildIcs(
    {
      uid: `booking-${facts.id}@${facts.host}`,
      start: facts.start,
      end: facts.end,
      summary: de
        ? `Beratungstermin: ${facts.consultantName} und ${facts.visitorName}`
        : `Consultation: ${facts.consultantName} and ${facts.visitorName}`,
      description: facts.message ?? undefined,
      location: (online ? facts.meetingUrl : facts.location) ?? undefined,
      url: (online && facts.meetingUrl) || undefined,
      organizer: { name: facts.consultantName, email: facts.consultantEmail },
      sequence: facts.sequence,
      status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    },
    { method: cancelled ? 'CANCEL' : kind === 'moved' ? 'REQUEST' : 'PUBLISH' },
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
  confirmationToVisitor(locale: Locale, facts: BookingMailFacts, links: VisitorLinks): MailMessage {
    const de = locale === 'de';
    return {
      to: facts.visitorEmail,
      // Replies reach the consultant in person, not a no-reply box.
      replyTo: facts.consultantEmail,
      subject: de ? 'Ihr Beratungstermin ist gebucht' : 'Your consultation is booked',
      attachments: [calendarFile(facts, locale, 'booked')],
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
        ...visitorActions(locale, links),
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
      attachments: [calendarFile(facts, locale, 'booked')],
      ...renderMail({
        locale,
        heading: mailGreeting(locale, facts.consultantName),
        paragraphs: [
          de
            ? `${facts.visitorName} <${facts.visitorEmail}> hat einen Termin bei Ihnen gebucht.`
            : `${facts.visitorName} <${facts.visitorEmail}> has booked an appointment with you.`,
        ],
        facts: [
          ...factsOf(facts, locale, `${facts.visitorName} <${facts.visitorEmail}>`),
          ...(facts.phone ? [{ label: de ? 'Telefon' : 'Phone', value: facts.phone }] : []),
          ...answerFacts(facts, locale),
        ],
        after: [
          facts.message
            ? `${de ? 'Nachricht' : 'Message'}: ${facts.message}`
            : de
              ? 'Ohne Nachricht.'
              : 'No message.',
        ],
        action: consultantAction(locale, facts),
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
    note: string | null = null,
  ): MailMessage {
    const de = locale === 'de';
    const byTeam = by === 'team';
    return {
      to,
      replyTo: greetingName === null ? facts.consultantEmail : facts.visitorEmail,
      subject: de ? 'Beratungstermin storniert' : 'Consultation cancelled',
      attachments: [calendarFile(facts, locale, 'cancelled')],
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
          ...(note ? [`${de ? 'Nachricht' : 'Message'}: ${note}`] : []),
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
      attachments: [calendarFile(facts, locale, 'booked')],
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

  /**
   * The booking moved: to the visitor (`greetingName` null, with fresh links) or the
   * consultant, with the updated calendar entry (same UID, higher SEQUENCE, METHOD:REQUEST).
   */
  rescheduled(
    locale: Locale,
    to: string,
    greetingName: string | null,
    facts: BookingMailFacts,
    previous: { start: Date; end: Date },
    by: 'visitor' | 'team',
    note: string | null,
    links: VisitorLinks | null,
  ): MailMessage {
    const de = locale === 'de';
    const toVisitor = greetingName === null;
    const other = toVisitor ? facts.consultantName : `${facts.visitorName} <${facts.visitorEmail}>`;
    const who = toVisitor
      ? de
        ? 'Ihr Termin'
        : 'Your appointment'
      : de
        ? `Der Termin von ${facts.visitorName}`
        : `The appointment of ${facts.visitorName}`;
    const byWhom =
      by === 'team'
        ? de
          ? ` von ${facts.consultantName}`
          : ` by ${facts.consultantName}`
        : toVisitor
          ? ''
          : de
            ? ` von ${facts.visitorName}`
            : ` by ${facts.visitorName}`;
    return {
      to,
      replyTo: toVisitor ? facts.consultantEmail : facts.visitorEmail,
      subject: de ? 'Beratungstermin verschoben' : 'Consultation rescheduled',
      attachments: [calendarFile(facts, locale, 'moved')],
      ...renderMail({
        locale,
        heading: mailGreeting(locale, greetingName),
        paragraphs: [
          de
            ? `${who} mit ${toVisitor ? facts.consultantName : 'Ihnen'} wurde${byWhom} verschoben.`
            : `${who} with ${toVisitor ? facts.consultantName : 'you'} has been moved${byWhom}.`,
          ...(note ? [`${de ? 'Nachricht' : 'Message'}: ${note}`] : []),
        ],
        facts: [
          ...factsOf(facts, locale, other),
          { label: de ? 'Bisher' : 'Before', value: when(previous, locale) },
        ],
        after: [
          de
            ? 'Die angehängte Datei aktualisiert den Eintrag in Ihrem Kalender.'
            : 'The attached file updates the entry in your calendar.',
        ],
        ...(links ? visitorActions(locale, links) : { action: consultantAction(locale, facts) }),
      }),
    };
  },
};
