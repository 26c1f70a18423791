import { defineMessages } from 'react-intl';

/** Texts shared by the sign-in forms. */
export const authMessages = defineMessages({
  email: { id: 'auth.field.email', defaultMessage: 'E-Mail-Adresse' },
  password: { id: 'auth.field.password', defaultMessage: 'Passwort' },
  passwordRequired: {
    id: 'auth.field.password.required',
    defaultMessage: 'Bitte geben Sie Ihr Passwort ein.',
  },
  privacyAlert: {
    id: 'auth.consent.alert',
    defaultMessage: 'Bitte akzeptieren Sie die Datenschutzerklärung',
  },
  privacyHint: {
    id: 'auth.consent.hint',
    defaultMessage: 'Sie müssen der Datenschutzerklärung zustimmen',
  },
  genericError: {
    id: 'auth.error.generic',
    defaultMessage: 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
  },
});
