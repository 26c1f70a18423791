import type { Locale } from '@platform/domain';
import { contactMails } from '../../contact/index.js';
import type { MailMessage } from '../../mail/index.js';
import { mailGreeting, renderMail } from '../../mail/index.js';

/** A stored flagship sign-up, as the team's inbox hears of it. */
interface SignUpNote {
  name: string;
  email: string;
  organisation: string | null;
  experience: string | null;
  goals: string;
  message: string | null;
}

export const flagshipMails = {
  /** Sign-up without a date (none were offered): the address is unproven. */
  confirmation(locale: Locale, to: string): MailMessage {
    const de = locale === 'de';
    return {
      to,
      subject: de
        ? 'Anmeldung erfolgreich: Websites mit KI-Tools bauen'
        : 'Registration received: Building websites with AI tools',
      ...renderMail({
        locale,
        // The address is unproven: the typed name stays out (see README, limits).
        heading: mailGreeting(locale, null),
        paragraphs: [
          de
            ? 'vielen Dank für Ihre Anmeldung zum Workshop „Websites mit KI-Tools bauen“ (2 Stunden, jeden 2. und 4. Freitag im Monat). Wir senden Ihnen rechtzeitig den Termin und den Zugangslink.'
            : 'thank you for registering for the workshop "Building websites with AI tools" (2 hours, every 2nd and 4th Friday of the month). We will send you the date and the access link in good time.',
        ],
      }),
    };
  },

  /** To the team's inbox (a reply goes to the person); `status` when a seat was taken. */
  toInbox(inbox: string, signUp: SignUpNote, status?: string): MailMessage {
    return {
      ...contactMails.toInbox(inbox, {
        name: signUp.name,
        email: signUp.email,
        message: [
          ...(status === undefined ? [] : [`Status: ${status}`]),
          `Organisation: ${signUp.organisation ?? '-'}`,
          `Vorerfahrung: ${signUp.experience ?? '-'}`,
          `Ziele: ${signUp.goals}`,
          `Nachricht: ${signUp.message ?? '-'}`,
        ].join('\n'),
      }),
      subject: `Workshop-Anmeldung von ${signUp.name}`,
    };
  },
};
