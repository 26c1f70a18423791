import { formatBerlinDateTime, type Locale } from '@platform/domain';
import type { MailMessage } from '../../mail/index.js';
import { mailGreeting, renderMail } from '../../mail/index.js';

/** What the host's mails about a date's minimum say. */
export interface MinimumMailFacts {
  locale: Locale;
  to: string;
  hostName: string;
  title: string;
  startsAt: Date;
  decisionAt: Date;
  confirmed: number;
  minimum: number;
  /** The host's registrants screen (where the date is confirmed). */
  url: string;
}

const facts = (f: MinimumMailFacts) => {
  const de = f.locale === 'de';
  return [
    { label: 'Workshop', value: f.title },
    { label: de ? 'Termin' : 'Date', value: formatBerlinDateTime(f.startsAt, f.locale) },
    { label: de ? 'Feste Anmeldungen' : 'Confirmed registrations', value: String(f.confirmed) },
    { label: de ? 'Mindestteilnehmerzahl' : 'Minimum', value: String(f.minimum) },
  ];
};

/** A day before the decision: the date is below its minimum; confirm it or let it go. */
export function minimumWarningMail(f: MinimumMailFacts): MailMessage {
  const de = f.locale === 'de';
  const decision = formatBerlinDateTime(f.decisionAt, f.locale);
  return {
    to: f.to,
    subject: de
      ? `Mindestteilnehmerzahl noch nicht erreicht: ${f.title}`
      : `Minimum not reached yet: ${f.title}`,
    ...renderMail({
      locale: f.locale,
      heading: mailGreeting(f.locale, f.hostName),
      paragraphs: [
        de
          ? `Für diesen Termin Ihres Workshops sind bisher ${f.confirmed} von mindestens ${f.minimum} Plätzen fest gebucht. Bleibt es bis ${decision} dabei, sagen wir den Termin automatisch ab und informieren alle Angemeldeten und die Warteliste.`
          : `So far ${f.confirmed} of at least ${f.minimum} places are booked for this date of your workshop. If that is still so at ${decision}, we cancel the date automatically and tell everyone registered and on the waiting list.`,
        de
          ? 'Soll der Termin trotzdem stattfinden, bestätigen Sie ihn vorher in Ihrer Teilnehmerliste („Termin trotzdem durchführen“).'
          : 'If the date should take place anyway, confirm it before then in your list of registrants ("Run this date anyway").',
      ],
      facts: facts(f),
      action: { label: de ? 'Zur Teilnehmerliste' : 'Open the registrants', url: f.url },
    }),
  };
}

/** At the decision: the date was cancelled because it stayed below its minimum. */
export function minimumCancelledMail(f: MinimumMailFacts): MailMessage {
  const de = f.locale === 'de';
  return {
    to: f.to,
    subject: de
      ? `Termin abgesagt (Mindestteilnehmerzahl nicht erreicht): ${f.title}`
      : `Date cancelled (minimum not reached): ${f.title}`,
    ...renderMail({
      locale: f.locale,
      heading: mailGreeting(f.locale, f.hostName),
      paragraphs: [
        de
          ? `Zum Entscheidungszeitpunkt waren für diesen Termin ${f.confirmed} von mindestens ${f.minimum} Plätzen fest gebucht. Wir haben ihn deshalb abgesagt; alle Angemeldeten und die Warteliste sind informiert, bereits berechnete Plätze storniert.`
          : `At the decision time ${f.confirmed} of at least ${f.minimum} places were booked for this date, so we have cancelled it; everyone registered and on the waiting list has been told, and invoiced places have been cancelled.`,
      ],
      facts: facts(f),
      action: { label: de ? 'Zu Ihrem Workshop' : 'Your workshop', url: f.url },
    }),
  };
}
