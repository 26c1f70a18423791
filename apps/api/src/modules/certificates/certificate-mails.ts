import type { Locale } from '@platform/domain';
import type { FollowUpRegistration, FollowUpSession } from '../workshops/index.js';
import { type MailFact, type MailMessage, mailGreeting, renderMail } from '../mail/index.js';
import { dateAndTime, durationText } from './certificate-facts.js';
import type { CertificateRow } from './certificates.repository.js';

/** A link or file of the session's materials, as a follow-up mail lists it. */
export interface FollowUpMaterial {
  title: string;
  url: string;
}

/**
 * PLACEHOLDER (the feedback work wires it): the link where this attendee gives feedback on the
 * session, or null while there is none (the mail then leaves the feedback part out).
 */
export function feedbackLink(_registration: FollowUpRegistration): string | null {
  return null;
}

/**
 * PLACEHOLDER (the materials work wires it): the session's materials this person may have,
 * `attended` telling attendees from people who were registered but absent (who get only what
 * the host shares with all registrants). Empty while there are none.
 */
export function followUpMaterials(
  _session: FollowUpSession,
  _registration: FollowUpRegistration,
  _attended: boolean,
): FollowUpMaterial[] {
  return [];
}

function materialsBlock(materials: FollowUpMaterial[], locale: Locale): string[] {
  if (materials.length === 0) return [];
  const de = locale === 'de';
  return [
    de ? 'Die Unterlagen zum Workshop:' : 'The workshop materials:',
    ...materials.map((m) => `• ${m.title}: ${m.url}`),
  ];
}

export interface AttendeeMailFacts {
  registration: FollowUpRegistration;
  session: FollowUpSession;
  certificate: CertificateRow;
  verifyUrl: string;
  workshopUrl: string;
}

/** To an attendee, in their language: thanks, the certificate (attached), feedback, materials. */
export function attendeeMail(f: AttendeeMailFacts): MailMessage {
  const locale = f.registration.locale;
  const de = locale === 'de';
  const feedback = feedbackLink(f.registration);
  const facts: MailFact[] = [
    { label: de ? 'Workshop' : 'Workshop', value: f.certificate.workshop_title },
    { label: de ? 'Termin' : 'Date', value: dateAndTime(f.certificate, locale) },
    {
      label: de ? 'Dauer' : 'Duration',
      value: durationText(f.certificate.duration_minutes, locale),
    },
    { label: de ? 'Bescheinigungsnummer' : 'Certificate number', value: f.certificate.number },
  ];
  const attached = f.registration.addressProven;
  return {
    to: f.registration.email,
    subject: de
      ? `Danke für Ihre Teilnahme: ${f.session.title}`
      : `Thank you for taking part: ${f.session.title}`,
    ...renderMail({
      locale,
      heading: mailGreeting(locale, attached ? f.registration.name : null),
      paragraphs: [
        de
          ? `schön, dass Sie beim Workshop „${f.session.title}“ dabei waren. ${attached ? 'Ihre Teilnahmebescheinigung liegt dieser Mail als PDF bei.' : 'Ihre Teilnahmebescheinigung senden wir, sobald Sie Ihre E-Mail-Adresse bestätigt haben; antworten Sie dafür einfach auf diese Mail.'}`
          : `thank you for attending the workshop "${f.session.title}". ${attached ? 'Your certificate of attendance is attached to this email as a PDF.' : 'We will send your certificate of attendance once you have confirmed your email address; just reply to this email.'}`,
        de
          ? 'Jede Bescheinigung lässt sich über ihre Nummer oder den QR-Code auf unserer Website auf Echtheit prüfen.'
          : 'Anyone can check that a certificate is genuine by its number or its QR code on our website.',
        ...(feedback
          ? [
              de
                ? 'Wie war es? Ihre Rückmeldung hilft uns und der Workshopleitung, noch besser zu werden.'
                : 'How was it? Your feedback helps us and the host get even better.',
            ]
          : []),
      ],
      facts,
      after: materialsBlock(followUpMaterials(f.session, f.registration, true), locale),
      action: feedback
        ? { label: de ? 'Feedback geben' : 'Give feedback', url: feedback }
        : { label: de ? 'Bescheinigung prüfen' : 'Verify the certificate', url: f.verifyUrl },
      actions: [{ label: de ? 'Zum Workshop' : 'The workshop', url: f.workshopUrl }],
    }),
  };
}

export interface AbsentMailFacts {
  registration: FollowUpRegistration;
  session: FollowUpSession;
  workshopUrl: string;
}

/** To someone registered but absent: a friendly word, the next dates, no certificate. */
export function absentMail(f: AbsentMailFacts): MailMessage {
  const locale = f.registration.locale;
  const de = locale === 'de';
  return {
    to: f.registration.email,
    subject: de
      ? `Schade, dass es nicht geklappt hat: ${f.session.title}`
      : `Sorry we missed you: ${f.session.title}`,
    ...renderMail({
      locale,
      heading: mailGreeting(locale, f.registration.addressProven ? f.registration.name : null),
      paragraphs: [
        de
          ? `beim Workshop „${f.session.title}“ haben wir Sie leider vermisst. Das kann passieren, wir hoffen, es geht Ihnen gut.`
          : `we missed you at the workshop "${f.session.title}". These things happen; we hope all is well.`,
        de
          ? 'Wenn Sie mögen, melden Sie sich einfach für einen der nächsten Termine an. Eine Teilnahmebescheinigung stellen wir nur für besuchte Termine aus.'
          : 'If you like, simply register for one of the next dates. We issue certificates of attendance only for sessions attended.',
      ],
      after: materialsBlock(followUpMaterials(f.session, f.registration, false), locale),
      action: { label: de ? 'Nächste Termine ansehen' : 'See the next dates', url: f.workshopUrl },
    }),
  };
}
