import type { Locale } from '@platform/domain';
import type { MailMessage } from '../../mail/index.js';
import { mailGreeting, renderMail } from '../../mail/index.js';

export type SecondFactorChange =
  'totp_added' | 'totp_removed' | 'passkey_added' | 'passkey_renamed' | 'passkey_removed';

const WHAT: Record<
  SecondFactorChange,
  { de: (name: string) => string; en: (name: string) => string }
> = {
  totp_added: {
    de: () => 'Für Ihr Konto wurde eine Authenticator-App als zweiter Faktor eingerichtet.',
    en: () => 'An authenticator app was set up as a second factor for your account.',
  },
  totp_removed: {
    de: () => 'Die Authenticator-App wurde als zweiter Faktor Ihres Kontos entfernt.',
    en: () => 'The authenticator app was removed as a second factor of your account.',
  },
  passkey_added: {
    de: (name) => `Der Passkey „${name}“ wurde zu Ihrem Konto hinzugefügt.`,
    en: (name) => `The passkey “${name}” was added to your account.`,
  },
  passkey_renamed: {
    de: (name) => `Ein Passkey Ihres Kontos heißt jetzt „${name}“.`,
    en: (name) => `A passkey of your account is now called “${name}”.`,
  },
  passkey_removed: {
    de: (name) => `Der Passkey „${name}“ wurde aus Ihrem Konto entfernt.`,
    en: (name) => `The passkey “${name}” was removed from your account.`,
  },
};

/** The notice on every change of an account's second factors, in the holder's language. */
export function secondFactorChangedMail(
  locale: Locale,
  to: string,
  name: string,
  change: SecondFactorChange,
  detail: string,
  settingsUrl: string,
): MailMessage {
  const de = locale === 'de';
  return {
    to,
    subject: de
      ? 'Anmeldeschutz Ihres Kontos geändert'
      : 'The sign-in protection of your account changed',
    ...renderMail({
      locale,
      heading: mailGreeting(locale, name),
      paragraphs: [
        de ? WHAT[change].de(detail) : WHAT[change].en(detail),
        de
          ? 'Wenn Sie das nicht waren, ändern Sie bitte sofort Ihr Passwort, prüfen Sie Ihre zweiten Faktoren und antworten Sie auf diese E-Mail.'
          : 'If this was not you, please change your password at once, check your second factors and reply to this email.',
      ],
      action: {
        label: de ? 'Kontoeinstellungen öffnen' : 'Open account settings',
        url: settingsUrl,
      },
    }),
  };
}
