import { formatBerlinDate, formatBerlinTime, type Locale } from '@platform/domain';
import type { MailMessage } from '../../mail/index.js';
import { renderMail } from '../../mail/index.js';
import type { SessionChange, SessionFacts } from './workshop-session-changes.js';
import {
  calendar,
  cancelNote,
  detailFacts,
  FORMAT,
  greeting,
  type RegistrationMailFacts,
  toRegistrant,
} from '../registrations/registration-mails.js';

const when = (facts: SessionFacts, locale: Locale) =>
  `${formatBerlinDate(facts.startsAt, locale)}, ${formatBerlinTime(facts.startsAt, locale)}–${formatBerlinTime(facts.endsAt, locale)}${locale === 'de' ? ' Uhr' : ''}`;

const minutes = (facts: SessionFacts) =>
  Math.round((facts.endsAt.getTime() - facts.startsAt.getTime()) / 60_000);

/** "Was: before → after" lines in the registrant's language, one per kind of change. */
export function changeLinesFor(change: SessionChange, locale: Locale): string[] {
  const de = locale === 'de';
  const none = de ? '(keiner)' : '(none)';
  const { before, after } = change;
  const lines: string[] = [];
  if (change.kinds.includes('start'))
    lines.push(`${de ? 'Termin' : 'Date'}: ${when(before, locale)} → ${when(after, locale)}`);
  if (change.kinds.includes('duration'))
    lines.push(
      `${de ? 'Dauer' : 'Duration'}: ${minutes(before)} → ${minutes(after)} ${de ? 'Minuten' : 'minutes'}`,
    );
  if (change.kinds.includes('format'))
    lines.push(
      `Format: ${FORMAT[locale][before.format] ?? before.format} → ${FORMAT[locale][after.format] ?? after.format}`,
    );
  if (change.kinds.includes('location'))
    lines.push(
      `${de ? 'Ort' : 'Location'}: ${before.location ?? none} → ${after.location ?? none}`,
    );
  if (change.kinds.includes('videoCallLink'))
    // The raw link is the host's: registrants keep their personal join link, which now leads
    // to the new call.
    lines.push(
      de
        ? 'Der Videoraum hat sich geändert. Ihr persönlicher Teilnahme-Link bleibt gleich und führt zum neuen Raum.'
        : 'The video room has changed. Your personal join link stays the same and leads to the new room.',
    );
  return lines;
}

/** One mail per registrant and change: what changed, the details now, an updated `.ics`. */
export function sessionChangedMail(f: RegistrationMailFacts, change: SessionChange): MailMessage {
  const de = f.locale === 'de';
  const reason = change.reason
    ? [
        de
          ? `Die Workshop-Leitung schreibt dazu: „${change.reason}“`
          : `A note from the workshop host: “${change.reason}”`,
      ]
    : [];
  return {
    ...toRegistrant(f),
    subject: de ? `Geänderter Termin: ${f.title}` : `Workshop changed: ${f.title}`,
    ...renderMail({
      locale: f.locale,
      heading: greeting(f),
      paragraphs: [
        de
          ? 'An Ihrem Workshop-Termin hat sich etwas geändert. Ihre Anmeldung bleibt bestehen; der Kalenderanhang ersetzt den bisherigen Eintrag.'
          : 'Something about your workshop date has changed. Your registration stays in place; the attached calendar file replaces the earlier entry.',
        ...reason,
        de ? 'Was sich geändert hat:' : 'What changed:',
        ...changeLinesFor(change, f.locale),
        de ? 'Der Termin jetzt:' : 'The date now:',
      ],
      facts: detailFacts(f),
      action: { label: de ? 'Zum Workshop' : 'View the workshop', url: f.workshopUrl },
      note: cancelNote(f),
    }),
    attachments: [calendar(f, { sequence: change.sequence })],
  };
}

/** A single session called off by its host: the registration ends, the calendar entry goes. */
export function sessionCancelledMail(f: RegistrationMailFacts, sequence: number): MailMessage {
  const de = f.locale === 'de';
  return {
    ...toRegistrant(f),
    subject: de ? `Termin abgesagt: ${f.title}` : `Date cancelled: ${f.title}`,
    ...renderMail({
      locale: f.locale,
      heading: greeting(f),
      paragraphs: [
        de
          ? 'Leider findet dieser Termin nicht statt; Ihre Anmeldung ist damit storniert. Der Kalenderanhang entfernt den Eintrag aus Ihrem Kalender. Wir bitten um Entschuldigung.'
          : 'Unfortunately this date will not take place, so your registration is cancelled. The attached calendar file removes the entry from your calendar. We apologise.',
      ],
      facts: detailFacts({ ...f, joinUrl: null }),
      action: { label: de ? 'Weitere Termine' : 'Other dates', url: f.workshopUrl },
    }),
    attachments: f.status === 'confirmed' ? [calendar(f, { sequence, cancel: true })] : undefined,
  };
}
