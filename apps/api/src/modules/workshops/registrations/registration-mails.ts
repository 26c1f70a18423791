import {
  buildIcs,
  formatBerlinDate,
  formatBerlinTime,
  formatEuro,
  JOIN_LINK_OPENS_MINUTES_BEFORE,
  ICS_CONTENT_TYPE,
  type BillingAddress,
  type Locale,
} from '@platform/domain';
import type { MailImage, MailMessage } from '../../mail/index.js';
import { type MailFact, mailGreeting, renderMail } from '../../mail/index.js';
import { CHECK_IN_QR_CID, checkInQrAttachments } from './check-in-code.js';
import { seatContractLines } from './seat-contract-lines.js';

/** What a registration mail says about the workshop and the registrant's seat. */
export interface RegistrationMailFacts {
  registrationId: string;
  locale: Locale;
  name: string;
  email: string;
  /** A member's verified address; a guest's address is only what the guest typed. */
  addressProven: boolean;
  /** A member's registration (cancelled in the member area; a guest's through a link). */
  isMember: boolean;
  status: 'confirmed' | 'waitlisted' | 'cancelled';
  title: string;
  slug: string;
  format: string;
  location: string | null;
  /**
   * The registrant's personal join link (`/j/{code}`) of an online or hybrid seat; the raw
   * video link never goes to registrants (opening this link records attendance, then leads on).
   */
  joinUrl: string | null;
  startsAt: Date;
  endsAt: Date;
  priceCents: number;
  /** The guest's cancel link, when there is one. */
  cancelUrl: string | null;
  /** A guest who has not confirmed the address yet: the link that confirms it. */
  confirmUrl?: string | null;
  workshopUrl: string;
  /** The Academy's overview (where "more workshops" leads). */
  academyUrl: string;
  /** The member area's workshops tab, where a member manages their registrations. */
  myWorkshopsUrl: string;
  host: string;
  /** The workshop host's address: replies to mails about the workshop go to that person. */
  hostEmail: string | null;
  /** Set when the seat was invoiced: how to pay. */
  invoice?: {
    number: string;
    payRequest: string;
    grossCents: number;
    netCents: number;
    vatCents: number;
    vatRatePercent: number;
  };
  /** A paid seat: what the buyer agreed to (for the contract's content in the mail). */
  contract?: {
    acceptedAt: Date;
    termsVersion: string;
    termsUrl: string;
    billingAddress: BillingAddress | null;
  } | null;
  /** A cancellation reversed a paid invoice: this much goes back to the buyer's account. */
  refundCents?: number;
  /** The session's iCalendar SEQUENCE (raised by every change registrants were told about). */
  sequence?: number;
  /** A confirmed seat at an on-site or hybrid session: the code its QR code carries. */
  checkInCode?: string | null;
}

/** The check-in QR code of a confirmed seat (inline and as a PNG attachment), if it has one. */
function checkInImage(f: RegistrationMailFacts): MailImage | undefined {
  if (f.status !== 'confirmed' || !f.checkInCode) return undefined;
  const de = f.locale === 'de';
  return {
    cid: CHECK_IN_QR_CID,
    alt: de ? 'QR-Code für den Check-in' : 'QR code for the check-in',
    width: 180,
    text: de
      ? `Ihr Check-in-Code (zeigen Sie den QR-Code am Eingang vor, er liegt auch als Bild bei): ${f.checkInCode}`
      : `Your check-in code (show the QR code at the entrance; it is also attached as an image): ${f.checkInCode}`,
  };
}

function paymentLines(f: RegistrationMailFacts): string[] {
  if (!f.invoice) return [];
  const i = f.invoice;
  // The PDF names the buyer as typed: it waits until the owner of the address confirms it.
  if (!f.addressProven)
    return f.locale === 'de'
      ? [
          `Die Rechnung ${i.number} senden wir Ihnen als PDF nach der Bestätigung Ihrer Adresse. ${i.payRequest} Ohne Zahlung bis dahin geben wir den Platz frei.`,
        ]
      : [
          `We will send invoice ${i.number} as a PDF once you have confirmed your address. ${i.payRequest} Without payment by then, the place is released.`,
        ];
  return f.locale === 'de'
    ? [
        `Rechnung ${i.number} liegt als PDF bei. ${i.payRequest} Ohne Zahlung bis dahin geben wir den Platz frei.`,
      ]
    : [
        `Invoice ${i.number} is attached as a PDF. ${i.payRequest} Without payment by then, the place is released.`,
      ];
}

export const FORMAT: Record<Locale, Record<string, string>> = {
  de: { online: 'Online', in_person: 'Vor Ort', hybrid: 'Hybrid' },
  en: { online: 'Online', in_person: 'On site', hybrid: 'Hybrid' },
};

/** The facts block of a registration mail: what, when, how, where, price. */
export function detailFacts(f: RegistrationMailFacts): MailFact[] {
  const de = f.locale === 'de';
  const facts: MailFact[] = [
    { label: 'Workshop', value: f.title },
    {
      label: de ? 'Datum' : 'Date',
      value: `${formatBerlinDate(f.startsAt, f.locale)}, ${formatBerlinTime(f.startsAt, f.locale)}–${formatBerlinTime(f.endsAt, f.locale)} ${de ? 'Uhr (Europe/Berlin)' : '(Europe/Berlin)'}`,
    },
    { label: 'Format', value: FORMAT[f.locale][f.format] ?? f.format },
  ];
  if (f.location && f.format !== 'online')
    facts.push({ label: de ? 'Ort' : 'Location', value: f.location });
  if (f.joinUrl && f.format !== 'in_person')
    facts.push({
      // A short label: labels do not wrap, and a long one squeezes the value on a phone.
      label: de ? 'Teilnahme-Link' : 'Join link',
      value: de
        ? `${f.joinUrl} (öffnet ${JOIN_LINK_OPENS_MINUTES_BEFORE} Minuten vor Beginn)`
        : `${f.joinUrl} (opens ${JOIN_LINK_OPENS_MINUTES_BEFORE} minutes before the start)`,
    });
  facts.push({
    label: de ? 'Preis' : 'Price',
    value: f.priceCents === 0 ? (de ? 'kostenlos' : 'free') : formatEuro(f.priceCents, f.locale),
  });
  return facts;
}

/** Addressed to the registrant; replies go to the workshop's host, not to a no-reply box. */
export function toRegistrant(f: RegistrationMailFacts): Pick<MailMessage, 'to' | 'replyTo'> {
  return { to: f.email, ...(f.hostEmail ? { replyTo: f.hostEmail } : {}) };
}

/** How to cancel: a guest's link, or a member's "My workshops" in the member area. */
export function cancelNote(f: RegistrationMailFacts): string | undefined {
  const de = f.locale === 'de';
  if (f.cancelUrl)
    return de
      ? `Sie können nicht teilnehmen? Hier stornieren Sie ohne Konto: ${f.cancelUrl}`
      : `Can't make it? Cancel here, without an account: ${f.cancelUrl}`;
  if (!f.isMember) return undefined;
  return de
    ? `Sie können nicht teilnehmen? Stornieren Sie im Mitgliederbereich: ${f.myWorkshopsUrl}`
    : `Can't make it? Cancel in your member area: ${f.myWorkshopsUrl}`;
}

/**
 * The registration's calendar entry: one UID per registration, so a later file with a higher
 * SEQUENCE updates it and a METHOD:CANCEL file with a higher SEQUENCE removes it.
 */
export function calendar(
  f: RegistrationMailFacts,
  options: { sequence?: number; cancel?: boolean } = {},
) {
  const description = [f.joinUrl ?? '', f.workshopUrl].filter(Boolean).join('\n');
  return {
    filename: 'workshop.ics',
    contentType: ICS_CONTENT_TYPE,
    content: buildIcs(
      {
        uid: `registration-${f.registrationId}@${f.host}`,
        start: f.startsAt,
        end: f.endsAt,
        summary: f.title,
        description,
        location: f.format === 'online' ? (f.joinUrl ?? undefined) : (f.location ?? undefined),
        url: f.workshopUrl,
        sequence: options.sequence ?? f.sequence ?? 0,
        status: options.cancel ? 'CANCELLED' : 'CONFIRMED',
      },
      { method: options.cancel ? 'CANCEL' : 'PUBLISH' },
    ),
  };
}

/** Sent after registering: a seat (with the calendar file) or a waitlist place. */
export function registrationMail(f: RegistrationMailFacts, promoted = false): MailMessage {
  const de = f.locale === 'de';
  const confirmed = f.status === 'confirmed';
  const subject = confirmed
    ? promoted
      ? de
        ? `Ein Platz ist frei geworden: ${f.title}`
        : `A place has become free: ${f.title}`
      : de
        ? `Anmeldung bestätigt: ${f.title}`
        : `Registration confirmed: ${f.title}`
    : de
      ? `Warteliste: ${f.title}`
      : `Waiting list: ${f.title}`;
  const intro = confirmed
    ? promoted
      ? de
        ? 'Für Sie ist ein Platz frei geworden: Sie stehen nicht mehr auf der Warteliste, sondern sind fest angemeldet.'
        : 'A place has become free for you: you are no longer on the waiting list but registered.'
      : de
        ? 'Ihre Anmeldung ist bestätigt. Den Termin finden Sie auch im Kalenderanhang.'
        : 'Your registration is confirmed. The date is also in the attached calendar file.'
    : de
      ? 'Der Termin ist ausgebucht. Sie stehen auf der Warteliste; wird ein Platz frei, erhalten Sie ihn automatisch und eine E-Mail von uns.'
      : 'This date is fully booked. You are on the waiting list; if a place becomes free, it is yours automatically and we will email you.';
  const facts = confirmed ? detailFacts(f) : detailFacts({ ...f, joinUrl: null });
  const confirm = f.confirmUrl
    ? [
        de
          ? 'Bitte bestätigen Sie mit dem Knopf unten, dass diese E-Mail-Adresse Ihnen gehört. Erst dann erhalten Sie Nachrichten der Workshop-Leitung und eine Rechnung als PDF.'
          : 'Please confirm with the button below that this email address is yours. Only then will you receive messages from the workshop host and an invoice as a PDF.',
      ]
    : [];
  const workshop = { label: de ? 'Zum Workshop' : 'View the workshop', url: f.workshopUrl };
  return {
    ...toRegistrant(f),
    subject,
    ...renderMail({
      locale: f.locale,
      heading: greeting(f),
      paragraphs: [intro],
      facts,
      after: [
        ...(confirmed ? paymentLines(f) : []),
        ...confirm,
        ...(confirmed ? seatContractLines(f) : []),
      ],
      action: f.confirmUrl
        ? { label: de ? 'Adresse bestätigen' : 'Confirm your address', url: f.confirmUrl }
        : workshop,
      actions: f.confirmUrl ? [workshop] : [],
      note: cancelNote(f),
      image: checkInImage(f),
    }),
    attachments: confirmed
      ? [
          calendar(f),
          ...(checkInImage(f) && f.checkInCode ? checkInQrAttachments(f.checkInCode) : []),
        ]
      : undefined,
  };
}

/** After a guest confirmed the address: the invoice of the seat that waited for it. */
export function invoiceAfterConfirmationMail(f: RegistrationMailFacts): MailMessage {
  const de = f.locale === 'de';
  return {
    ...toRegistrant(f),
    subject: de
      ? `Rechnung ${f.invoice?.number ?? ''}: ${f.title}`
      : `Invoice ${f.invoice?.number ?? ''}: ${f.title}`,
    ...renderMail({
      locale: f.locale,
      heading: greeting(f),
      paragraphs: [
        de
          ? 'Danke, Ihre E-Mail-Adresse ist bestätigt. Hier ist die Rechnung für Ihren Platz.'
          : 'Thank you, your email address is confirmed. Here is the invoice for your place.',
        ...paymentLines(f),
      ],
      facts: detailFacts({ ...f, joinUrl: null }),
      action: { label: de ? 'Zum Workshop' : 'View the workshop', url: f.workshopUrl },
    }),
  };
}

export function cancellationMail(f: RegistrationMailFacts, overdue = false): MailMessage {
  const de = f.locale === 'de';
  const why = overdue
    ? [
        de
          ? 'Bis zur Zahlungsfrist ist keine Zahlung eingegangen; der Platz wurde freigegeben. Anbei die Stornorechnung. Sie können sich gern erneut anmelden.'
          : 'No payment arrived by the payment deadline, so the place has been released. The cancellation invoice is attached. You are welcome to register again.',
      ]
    : [];
  return {
    ...toRegistrant(f),
    subject: de ? `Anmeldung storniert: ${f.title}` : `Registration cancelled: ${f.title}`,
    ...renderMail({
      locale: f.locale,
      heading: greeting(f),
      paragraphs: [
        de
          ? 'Ihre Anmeldung für diesen Termin ist storniert.'
          : 'Your registration for this date has been cancelled.',
        ...why,
        ...refundLines(f),
      ],
      facts: detailFacts({ ...f, joinUrl: null }),
      action: { label: de ? 'Weitere Workshops' : 'More workshops', url: f.academyUrl },
    }),
  };
}

/** Paid money goes back: how, and where to name the account (never a payment request). */
function refundLines(f: RegistrationMailFacts): string[] {
  if (!f.refundCents) return [];
  const de = f.locale === 'de';
  const amount = formatEuro(f.refundCents, f.locale);
  const where = f.addressProven
    ? de
      ? 'unter „Meine Anmeldungen“ im Mitgliederbereich'
      : 'under "My registrations" in the member area'
    : de
      ? 'über den Storno-Link in Ihrer Anmeldebestätigung (dieselbe Seite, auf der Sie storniert haben)'
      : 'through the cancellation link in your confirmation email (the page where you cancelled)';
  return [
    de
      ? `Den bereits gezahlten Betrag von ${amount} erstatten wir Ihnen per Überweisung. Bitte nennen Sie uns dafür die IBAN Ihres Kontos ${where}. Die IBAN löschen wir, sobald die Erstattung erfolgt ist.`
      : `We will refund the ${amount} you have already paid by bank transfer. Please tell us the IBAN of your account ${where}. We delete the IBAN once the refund has been made.`,
  ];
}

export function workshopDeletedMail(f: RegistrationMailFacts): MailMessage {
  const de = f.locale === 'de';
  return {
    ...toRegistrant(f),
    subject: de ? `Workshop abgesagt: ${f.title}` : `Workshop cancelled: ${f.title}`,
    ...renderMail({
      locale: f.locale,
      heading: greeting(f),
      paragraphs: [
        de
          ? 'Leider findet dieser Workshop nicht statt; Ihre Anmeldung ist damit hinfällig. Wir bitten um Entschuldigung.'
          : 'Unfortunately this workshop will not take place, so your registration has been cancelled. We apologise for the inconvenience.',
      ],
      facts: detailFacts({ ...f, joinUrl: null }),
      action: { label: de ? 'Weitere Workshops' : 'More workshops', url: f.academyUrl },
    }),
    attachments:
      f.status === 'confirmed'
        ? [calendar(f, { sequence: (f.sequence ?? 0) + 1, cancel: true })]
        : undefined,
  };
}

/** 24 hours ahead: when and where, the calendar file, and how to cancel. */
export function reminderMail(f: RegistrationMailFacts): MailMessage {
  const de = f.locale === 'de';
  return {
    ...toRegistrant(f),
    subject: de ? `Erinnerung: morgen ${f.title}` : `Reminder: ${f.title} tomorrow`,
    ...renderMail({
      locale: f.locale,
      heading: greeting(f),
      paragraphs: [
        de
          ? 'Ihr Workshop beginnt in 24 Stunden. Hier noch einmal alles Wichtige:'
          : 'Your workshop starts in 24 hours. Here is everything you need:',
      ],
      facts: detailFacts(f),
      action: { label: de ? 'Zum Workshop' : 'View the workshop', url: f.workshopUrl },
      note: cancelNote(f),
      image: checkInImage(f),
    }),
    // An on-site or hybrid seat brings its check-in code again, as the confirmation did.
    attachments: [
      calendar(f),
      ...(checkInImage(f) && f.checkInCode ? checkInQrAttachments(f.checkInCode) : []),
    ],
  };
}

/**
 * Nobody has proven a guest's address: the name typed beside it stays out of the mail, so the
 * form cannot carry someone's text to someone else's inbox.
 */
export function greeting(f: RegistrationMailFacts): string {
  return mailGreeting(f.locale, f.addressProven ? f.name : null);
}
