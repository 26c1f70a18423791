import type { Locale } from '@platform/domain';
import type { MailMessage } from '../../mail/index.js';
import { mailGreeting, renderMail } from '../../mail/index.js';

/** The mails of the account settings (e-mail change), in the account holder's language. */
export const accountMails = {
  /** To the NEW address: the change takes effect only through this link. */
  confirmEmailChange(locale: Locale, to: string, name: string | null, url: string): MailMessage {
    const de = locale === 'de';
    return {
      to,
      subject: de ? 'Neue E-Mail-Adresse bestätigen' : 'Confirm your new email address',
      ...renderMail({
        locale,
        heading: mailGreeting(locale, name),
        paragraphs: [
          de
            ? 'Sie möchten diese E-Mail-Adresse für Ihr Konto bei Open Innovation Values verwenden. Bitte bestätigen Sie das über den folgenden Link; erst dann gilt die neue Adresse.'
            : 'You want to use this email address for your Open Innovation Values account. Please confirm it with the following link; only then does the new address apply.',
        ],
        action: { label: de ? 'Neue Adresse bestätigen' : 'Confirm new address', url },
        note: de
          ? 'Der Link ist 24 Stunden gültig; frühere Links zur Adressänderung gelten nicht mehr. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail.'
          : 'The link is valid for 24 hours; earlier address-change links no longer work. If this was not you, please ignore this email.',
      }),
    };
  },

  /** To the OLD address, as soon as a change is requested: with a link that cancels it. */
  emailChangeRequested(
    locale: Locale,
    to: string,
    name: string,
    newEmail: string,
    cancelUrl: string,
  ): MailMessage {
    const de = locale === 'de';
    return {
      to,
      subject: de
        ? 'Änderung Ihrer E-Mail-Adresse angefordert'
        : 'A change of your email address was requested',
      ...renderMail({
        locale,
        heading: mailGreeting(locale, name),
        paragraphs: [
          de
            ? `In Ihrem Konto wurde beantragt, die E-Mail-Adresse auf ${newEmail} zu ändern. Die Änderung gilt erst, wenn der Link an die neue Adresse geöffnet wird.`
            : `Someone signed in to your account asked to change its email address to ${newEmail}. The change applies only once the link sent to the new address is opened.`,
          de
            ? 'Wenn Sie das nicht waren, brechen Sie die Änderung über den folgenden Link ab und ändern Sie Ihr Passwort.'
            : 'If this was not you, cancel the change with the following link and change your password.',
        ],
        action: { label: de ? 'Änderung abbrechen' : 'Cancel the change', url: cancelUrl },
        note: de
          ? 'Auch eine Passwortänderung, ein Zurücksetzen des Passworts oder „Alle anderen Geräte abmelden“ bricht die Änderung ab.'
          : 'Changing or resetting your password, or signing out all other devices, also cancels the change.',
      }),
    };
  },

  /** To the OLD address, once the change has taken effect. */
  emailChanged(locale: Locale, to: string, name: string | null, newEmail: string): MailMessage {
    const de = locale === 'de';
    return {
      to,
      subject: de ? 'Ihre E-Mail-Adresse wurde geändert' : 'Your email address was changed',
      ...renderMail({
        locale,
        heading: mailGreeting(locale, name),
        paragraphs: [
          de
            ? `Die E-Mail-Adresse Ihres Kontos lautet ab jetzt ${newEmail}. Diese Adresse erhält keine Nachrichten zu Ihrem Konto mehr.`
            : `Your account's email address is now ${newEmail}. This address no longer receives messages about your account.`,
          de
            ? 'Wenn Sie das nicht waren, antworten Sie bitte umgehend auf diese E-Mail.'
            : 'If this was not you, please reply to this email at once.',
        ],
      }),
    };
  },

  /** To the owner of an address someone else tried to move their account to. */
  emailChangeTaken(locale: Locale, to: string, name: string | null): MailMessage {
    const de = locale === 'de';
    return {
      to,
      subject: de
        ? 'Jemand wollte Ihre E-Mail-Adresse verwenden'
        : 'Someone tried to use your email address',
      ...renderMail({
        locale,
        heading: mailGreeting(locale, name),
        paragraphs: [
          de
            ? 'Jemand hat versucht, die E-Mail-Adresse eines anderen Kontos auf Ihre Adresse zu ändern. Ihre Adresse gehört weiterhin zu Ihrem Konto; es wurde nichts geändert.'
            : "Someone tried to change another account's email address to yours. Your address still belongs to your account; nothing was changed.",
          de
            ? 'Sie müssen nichts tun. Wenn Sie Fragen haben, antworten Sie auf diese E-Mail.'
            : 'You need not do anything. If you have questions, reply to this email.',
        ],
      }),
    };
  },
};
