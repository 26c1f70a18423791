import type { Locale } from '@platform/domain';
import type { MailMessage } from '../mail/mail-message.js';
import { renderMail } from '../mail/mail-layout.js';

/** The accounts module's e-mails, in the user's language. */
export const authMails = {
  verification(locale: Locale, to: string, name: string, url: string): MailMessage {
    const de = locale === 'de';
    return {
      to,
      subject: de
        ? 'Bitte bestätigen Sie Ihre E-Mail-Adresse'
        : 'Please confirm your e-mail address',
      ...renderMail({
        heading: de ? `Hallo ${name},` : `Hello ${name},`,
        paragraphs: [
          de
            ? 'vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit Sie alle Funktionen nutzen können.'
            : 'thank you for registering. Please confirm your e-mail address to use every feature.',
        ],
        action: { label: de ? 'E-Mail-Adresse bestätigen' : 'Confirm e-mail address', url },
        note: de
          ? 'Der Link ist 24 Stunden gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.'
          : 'The link is valid for 24 hours. If you did not register, please ignore this e-mail.',
      }),
    };
  },

  passwordReset(locale: Locale, to: string, name: string, url: string): MailMessage {
    const de = locale === 'de';
    return {
      to,
      subject: de ? 'Passwort zurücksetzen' : 'Reset your password',
      ...renderMail({
        heading: de ? `Hallo ${name},` : `Hello ${name},`,
        paragraphs: [
          de
            ? 'Sie haben angefordert, Ihr Passwort zurückzusetzen. Über den folgenden Link vergeben Sie ein neues Passwort.'
            : 'You asked to reset your password. Use the following link to choose a new one.',
        ],
        action: { label: de ? 'Neues Passwort festlegen' : 'Choose a new password', url },
        note: de
          ? 'Der Link ist eine Stunde gültig und kann nur einmal verwendet werden. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.'
          : 'The link is valid for one hour and works once. If this was not you, ignore this e-mail; your password stays as it is.',
      }),
    };
  },

  welcome(locale: Locale, to: string, name: string, url: string): MailMessage {
    const de = locale === 'de';
    return {
      to,
      subject: de ? 'Willkommen bei Open Innovation Values' : 'Welcome to Open Innovation Values',
      ...renderMail({
        heading: de ? `Willkommen, ${name}!` : `Welcome, ${name}!`,
        paragraphs: [
          de
            ? 'Ihr Konto ist bereit. Im Mitgliederbereich legen Sie Ihr Profil an, entdecken die Academy und veröffentlichen eigene Workshops.'
            : 'Your account is ready. In the member area you can set up your profile, explore the Academy and publish your own workshops.',
        ],
        action: { label: de ? 'Zum Mitgliederbereich' : 'Go to the member area', url },
      }),
    };
  },
};
