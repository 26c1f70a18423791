import type { Locale } from '@platform/domain';
import type { MailMessage } from '../../mail/index.js';
import { mailGreeting, renderMail } from '../../mail/index.js';

/** The one-time sign-in link, asked for on the sign-in screen (e.g. while it is slowed down). */
/** `name` only for a verified address (see `hello`): anyone can ask for a link to any address. */
export function signInLinkMail(
  locale: Locale,
  to: string,
  name: string | null,
  url: string,
): MailMessage {
  const de = locale === 'de';
  return {
    to,
    subject: de ? 'Ihr Anmeldelink' : 'Your sign-in link',
    ...renderMail({
      locale,
      heading: mailGreeting(locale, name),
      paragraphs: [
        de
          ? 'Sie haben einen Anmeldelink angefordert. Über den folgenden Link melden Sie sich ohne Passwort an; das Gerät, auf dem Sie ihn öffnen, gilt danach als bekannt.'
          : 'You asked for a sign-in link. The following link signs you in without a password; the device you open it on is known from then on.',
      ],
      action: { label: de ? 'Jetzt anmelden' : 'Sign in now', url },
      note: de
        ? 'Der Link ist 15 Minuten gültig und funktioniert nur einmal. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail; jemand hat vielleicht versucht, Ihr Passwort zu erraten. Ändern Sie es dann am besten.'
        : 'The link is valid for 15 minutes and works once. If you did not ask for it, ignore this email; someone may have tried to guess your password, so it is best to change it.',
    }),
  };
}
