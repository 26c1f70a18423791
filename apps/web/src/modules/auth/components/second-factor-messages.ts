import { defineMessages } from 'react-intl';

/** Texts of the second sign-in step and of passkey sign-in. */
export const secondFactorMessages = defineMessages({
  title: { id: 'auth.mfa.title', defaultMessage: 'Zweiter Faktor' },
  lead: {
    id: 'auth.mfa.lead',
    defaultMessage:
      'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein oder bestätigen Sie mit Ihrem Passkey.',
  },
  code: { id: 'auth.mfa.code', defaultMessage: 'Code' },
  codeHint: {
    id: 'auth.mfa.codeHint',
    defaultMessage: 'Ohne App: Geben Sie einen Ihrer Wiederherstellungscodes ein.',
  },
  codeRequired: { id: 'auth.mfa.codeRequired', defaultMessage: 'Bitte geben Sie den Code ein.' },
  submit: { id: 'auth.mfa.submit', defaultMessage: 'Bestätigen' },
  submitting: { id: 'auth.mfa.submitting', defaultMessage: 'Wird geprüft...' },
  usePasskey: { id: 'auth.mfa.usePasskey', defaultMessage: 'Mit Passkey bestätigen' },
  restart: { id: 'auth.mfa.restart', defaultMessage: 'Neu anmelden' },
  passkeySignIn: { id: 'auth.passkey.signIn', defaultMessage: 'Mit Passkey anmelden' },
  passkeyCancelled: {
    id: 'auth.passkey.cancelled',
    defaultMessage: 'Der Passkey wurde nicht bestätigt. Bitte versuchen Sie es erneut.',
  },
});
