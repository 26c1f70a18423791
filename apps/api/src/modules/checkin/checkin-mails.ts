import { formatBerlinDate, formatBerlinTime, type Locale } from '@platform/domain';
import type { MailMessage } from '../mail/index.js';
import { mailGreeting, renderMail } from '../mail/index.js';

/** To an address a host named as check-in helper: which session, and the way to its screen. */
export function helperNamedMail(f: {
  locale: Locale;
  to: string;
  /** The helper's name when the address belongs to an account. */
  name: string | null;
  hostName: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  url: string;
}): MailMessage {
  const de = f.locale === 'de';
  const when = `${formatBerlinDate(f.startsAt, f.locale)}, ${formatBerlinTime(f.startsAt, f.locale)}–${formatBerlinTime(f.endsAt, f.locale)}${de ? ' Uhr' : ''}`;
  return {
    to: f.to,
    subject: de ? `Check-in-Hilfe: ${f.title}` : `Check-in helper: ${f.title}`,
    ...renderMail({
      locale: f.locale,
      heading: mailGreeting(f.locale, f.name),
      paragraphs: [
        de
          ? `${f.hostName} hat Sie als Helferin oder Helfer beim Check-in für diesen Workshop-Termin eingetragen. Am Veranstaltungstag scannen Sie damit die QR-Codes der Teilnehmenden oder haken sie per Namen ab.`
          : `${f.hostName} has named you as a check-in helper for this workshop date. On the day you scan the participants' QR codes or tick them off by name.`,
        de
          ? 'Melden Sie sich dazu mit einem Konto an, dessen bestätigte E-Mail-Adresse diese ist; weitere Rechte brauchen Sie nicht.'
          : 'To do so, sign in with an account whose confirmed email address is this one; you need no other rights.',
      ],
      facts: [
        { label: 'Workshop', value: f.title },
        { label: de ? 'Termin' : 'Date', value: `${when} (Europe/Berlin)` },
      ],
      action: { label: de ? 'Zum Check-in' : 'Open the check-in', url: f.url },
    }),
  };
}
