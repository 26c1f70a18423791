import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { ApiRequestError } from '../../../shared/http/post-json';
import type { OAuthProvider } from '../api/auth-client';

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

/** The server's explanation of a failed request (in the user's language), else a generic text. */
export function authFailureText(error: unknown, intl: IntlShape): string {
  return error instanceof ApiRequestError
    ? error.message
    : intl.formatMessage(authMessages.genericError);
}

const providerMessages = defineMessages({
  google: { id: 'auth.providers.google', defaultMessage: 'Weiter mit Google' },
  github: { id: 'auth.providers.github', defaultMessage: 'Weiter mit GitHub' },
  microsoft: { id: 'auth.providers.microsoft', defaultMessage: 'Weiter mit Microsoft' },
  redirecting: { id: 'auth.providers.redirecting', defaultMessage: 'Weiterleitung...' },
  unavailable: {
    id: 'auth.providers.unavailable',
    defaultMessage: 'Diese Anmeldung ist derzeit nicht eingerichtet.',
  },
});

/** The provider buttons' texts, shared by the sign-in screen and the home page's dialog. */
export const providerTexts: {
  labels: Record<OAuthProvider, MessageDescriptor>;
  redirecting: MessageDescriptor;
  unavailable: MessageDescriptor;
} = {
  labels: {
    google: providerMessages.google,
    github: providerMessages.github,
    microsoft: providerMessages.microsoft,
  },
  redirecting: providerMessages.redirecting,
  unavailable: providerMessages.unavailable,
};
