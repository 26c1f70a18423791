import type { Locale } from '@platform/domain';
import type { MailMessage } from '../mail/index.js';
import { mailGreeting, renderMail } from '../mail/index.js';

/** The accounts module's e-mails, in the user's language. */
export const authMails = {
  /** `resent`: a new link replaces an earlier one, which no longer works (and the mail says so). */
  verification(
    locale: Locale,
    to: string,
    name: string | null,
    url: string,
    resent = false,
  ): MailMessage {
    const de = locale === 'de';
    return {
      to,
      subject: de
        ? 'Bitte bestätigen Sie Ihre E-Mail-Adresse'
        : 'Please confirm your email address',
      ...renderMail({
        locale,
        heading: mailGreeting(locale, name),
        paragraphs: [
          de
            ? 'vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit Sie alle Funktionen nutzen können.'
            : 'thank you for registering. Please confirm your email address to use every feature.',
        ],
        action: { label: de ? 'E-Mail-Adresse bestätigen' : 'Confirm email address', url },
        note: [
          de ? 'Der Link ist 24 Stunden gültig.' : 'The link is valid for 24 hours.',
          ...(resent
            ? [
                de
                  ? 'Früher gesendete Bestätigungslinks funktionieren nicht mehr; bitte verwenden Sie diesen.'
                  : 'Confirmation links sent earlier no longer work; please use this one.',
              ]
            : []),
          de
            ? 'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.'
            : 'If you did not register, please ignore this email.',
        ].join(' '),
      }),
    };
  },

  passwordReset(locale: Locale, to: string, name: string | null, url: string): MailMessage {
    const de = locale === 'de';
    return {
      to,
      subject: de ? 'Passwort zurücksetzen' : 'Reset your password',
      ...renderMail({
        locale,
        heading: mailGreeting(locale, name),
        paragraphs: [
          de
            ? 'Sie haben angefordert, Ihr Passwort zurückzusetzen. Über den folgenden Link vergeben Sie ein neues Passwort.'
            : 'You asked to reset your password. Use the following link to choose a new one.',
        ],
        action: { label: de ? 'Neues Passwort festlegen' : 'Choose a new password', url },
        note: de
          ? 'Der Link ist eine Stunde gültig und kann nur einmal verwendet werden. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.'
          : 'The link is valid for one hour and works once. If this was not you, ignore this email; your password stays as it is.',
      }),
    };
  },

  welcome(locale: Locale, to: string, name: string | null, url: string): MailMessage {
    const de = locale === 'de';
    return {
      to,
      subject: de ? 'Willkommen bei Open Innovation Values' : 'Welcome to Open Innovation Values',
      ...renderMail({
        locale,
        heading: name
          ? de
            ? `Willkommen, ${name}!`
            : `Welcome, ${name}!`
          : de
            ? 'Willkommen!'
            : 'Welcome!',
        paragraphs: [
          de
            ? 'Ihr Konto ist bereit. Im Mitgliederbereich legen Sie Ihr Profil an, entdecken die Academy und veröffentlichen eigene Workshops.'
            : 'Your account is ready. In the member area you can set up your profile, explore the Academy and publish your own workshops.',
        ],
        action: { label: de ? 'Zum Mitgliederbereich' : 'Go to the member area', url },
      }),
    };
  },

  /** An address was confirmed for the first time: provider sign-ins linked before it are gone. */
  providersRemoved(
    locale: Locale,
    to: string,
    name: string | null,
    providers: string[],
    url: string,
  ): MailMessage {
    const de = locale === 'de';
    const list = providers.join(', ');
    return {
      to,
      subject: de ? `Anmeldung über ${list} entfernt` : `Sign-in with ${list} removed`,
      ...renderMail({
        locale,
        heading: mailGreeting(locale, name),
        paragraphs: [
          de
            ? `Ihre E-Mail-Adresse wurde gerade zum ersten Mal bestätigt. Mit Ihrem Konto war schon vorher eine Anmeldung über ${list} verbunden, als noch niemand nachgewiesen hatte, dass die Adresse ihm gehört. Zu Ihrer Sicherheit haben wir diese Verbindung entfernt.`
            : `Your email address has just been confirmed for the first time. A sign-in with ${list} had been linked to your account before anyone had proven that the address was theirs. For your safety we have removed that link.`,
          de
            ? `Wenn Sie ${list} selbst verbunden hatten, melden Sie sich einfach erneut darüber an.`
            : `If you linked ${list} yourself, simply sign in with it again.`,
        ],
        action: { label: de ? 'Zur Anmeldung' : 'Go to sign-in', url },
      }),
    };
  },

  /** Someone tried to register with an address that already has an account. */
  registrationAttempt(
    locale: Locale,
    to: string,
    name: string | null,
    loginUrl: string,
    resetUrl: string,
  ): MailMessage {
    const de = locale === 'de';
    return {
      to,
      subject: de
        ? 'Registrierungsversuch mit Ihrer E-Mail-Adresse'
        : 'Someone tried to register with your email address',
      ...renderMail({
        locale,
        heading: mailGreeting(locale, name),
        paragraphs: [
          de
            ? 'gerade hat jemand versucht, mit Ihrer E-Mail-Adresse ein neues Konto anzulegen. Für diese Adresse gibt es bereits Ihr Konto; es wurde nichts geändert.'
            : 'someone has just tried to create a new account with your email address. Your account already uses this address; nothing has been changed.',
          de
            ? `Waren Sie das? Dann melden Sie sich einfach an. Wenn Sie Ihr Passwort vergessen haben, setzen Sie es hier zurück: ${resetUrl}`
            : `Was it you? Then simply sign in. If you forgot your password, reset it here: ${resetUrl}`,
        ],
        action: { label: de ? 'Zur Anmeldung' : 'Go to sign-in', url: loginUrl },
        note: de
          ? 'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren.'
          : 'If this was not you, you can ignore this email.',
      }),
    };
  },
};
