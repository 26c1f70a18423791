import { registerErrors } from '../../core/errors/error-catalog.js';

/**
 * The the account and sign-in error codes, their HTTP status and their text in both languages, added to
 * the one catalog when this module loads (imported by `auth.module.ts`).
 */
export const AUTH_ERRORS = registerErrors({
  CONSENT_REQUIRED: {
    status: 400,
    de: 'Sie müssen der Datenschutzerklärung zustimmen',
    en: 'You must accept the privacy policy',
  },
  WEAK_PASSWORD: {
    status: 400,
    de: 'Das Passwort muss mindestens 10 Zeichen haben und darf kein häufig verwendetes Passwort sein.',
    en: 'The password needs at least 10 characters and must not be a commonly used password.',
  },
  EMAIL_TAKEN: {
    status: 409,
    de: 'Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich an.',
    en: 'An account with this email address already exists. Please sign in.',
  },
  INVALID_CREDENTIALS: {
    status: 401,
    de: 'E-Mail-Adresse oder Passwort ist falsch.',
    en: 'The email address or password is wrong.',
  },
  SIGN_IN_SLOWED: {
    status: 429,
    de: 'Für diese E-Mail-Adresse gab es zu viele fehlgeschlagene Anmeldeversuche von unbekannten Geräten. Bitte warten Sie {seconds} Sekunden oder lassen Sie sich einen Anmeldelink per E-Mail senden.',
    en: 'There were too many failed sign-in attempts for this email address from unknown devices. Please wait {seconds} seconds, or have a sign-in link sent to you by email.',
  },
  ACCOUNT_DISABLED: {
    status: 403,
    de: 'Dieses Konto ist gesperrt.',
    en: 'This account is disabled.',
  },
  SESSION_EXPIRED: {
    status: 401,
    de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    en: 'Your session has expired. Please sign in again.',
  },
  WRONG_PASSWORD: {
    status: 400,
    de: 'Das aktuelle Passwort ist falsch.',
    en: 'The current password is wrong.',
  },
  PASSWORD_NOT_SET: {
    status: 400,
    de: 'Für dieses Konto ist noch kein Passwort gesetzt. Bitte legen Sie zuerst eines fest.',
    en: 'This account has no password yet. Please set one first.',
  },
  PASSWORD_ALREADY_SET: {
    status: 409,
    de: 'Für dieses Konto ist bereits ein Passwort gesetzt. Bitte ändern Sie es stattdessen.',
    en: 'This account already has a password. Please change it instead.',
  },
  SESSION_NOT_FOUND: {
    status: 404,
    de: 'Diese Sitzung gibt es nicht (mehr).',
    en: 'This session does not exist (any more).',
  },
  IDENTITY_NOT_FOUND: {
    status: 404,
    de: 'Dieser Anbieter ist nicht mit Ihrem Konto verbunden.',
    en: 'This provider is not linked to your account.',
  },
  LAST_SIGN_IN_METHOD: {
    status: 409,
    de: '{provider} ist Ihre einzige Anmeldemöglichkeit. Legen Sie zuerst ein Passwort fest oder verbinden Sie einen anderen Anbieter.',
    en: '{provider} is your only way to sign in. Set a password or link another provider first.',
  },
  EMAIL_UNCHANGED: {
    status: 400,
    de: 'Das ist bereits die E-Mail-Adresse Ihres Kontos.',
    en: 'This already is your account’s email address.',
  },
  PROVIDER_UNAVAILABLE: {
    status: 400,
    de: 'Die Anmeldung mit {provider} ist derzeit nicht eingerichtet.',
    en: 'Signing in with {provider} is not set up at the moment.',
  },
  OAUTH_STATE_MISMATCH: {
    status: 400,
    de: 'Die Anmeldung wurde unterbrochen oder stammt nicht aus diesem Browser. Bitte versuchen Sie es erneut.',
    en: 'The sign-in was interrupted or did not start in this browser. Please try again.',
  },
  OAUTH_FAILED: {
    status: 400,
    de: 'Die Anmeldung beim Anbieter ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    en: 'Signing in with the provider failed. Please try again.',
  },
  ACCOUNT_EXISTS_UNVERIFIED: {
    status: 409,
    de: 'Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich zuerst mit E-Mail und Passwort an und bestätigen Sie Ihre Adresse.',
    en: 'An account with this email address already exists. Please sign in with email and password first and confirm your address.',
  },
  OAUTH_EMAIL_UNVERIFIED: {
    status: 403,
    de: 'Der Anbieter hat Ihre E-Mail-Adresse nicht bestätigt. Bitte bestätigen Sie sie dort oder registrieren Sie sich mit E-Mail und Passwort.',
    en: 'The provider has not confirmed your email address. Please confirm it there, or register with email and password.',
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    de: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
    en: 'Please confirm your email address first.',
  },
  INVALID_MFA_CODE: {
    status: 400,
    de: 'Der Code ist falsch, abgelaufen oder wurde schon verwendet.',
    en: 'The code is wrong, expired or was already used.',
  },
  MFA_TOKEN_INVALID: {
    status: 401,
    de: 'Der Anmeldeschritt ist abgelaufen. Bitte melden Sie sich erneut an.',
    en: 'This sign-in step has expired. Please sign in again.',
  },
  TOTP_ALREADY_ENABLED: {
    status: 409,
    de: 'Für dieses Konto ist bereits eine Authenticator-App eingerichtet.',
    en: 'An authenticator app is already set up for this account.',
  },
  TOTP_NOT_STARTED: {
    status: 400,
    de: 'Bitte starten Sie die Einrichtung der Authenticator-App erneut.',
    en: 'Please start setting up the authenticator app again.',
  },
  SECOND_FACTOR_NOT_FOUND: {
    status: 404,
    de: 'Diesen zweiten Faktor gibt es (nicht mehr).',
    en: 'This second factor does not exist (any more).',
  },
  SECOND_FACTOR_PROOF_REQUIRED: {
    status: 400,
    de: 'Bitte bestätigen Sie die Änderung mit einem Code aus Ihrer Authenticator-App, einem Wiederherstellungscode oder Ihrem Passkey.',
    en: 'Please confirm the change with a code from your authenticator app, a recovery code or your passkey.',
  },
  PASSKEY_FAILED: {
    status: 400,
    de: 'Der Passkey konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
    en: 'The passkey could not be confirmed. Please try again.',
  },
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    auth: keyof typeof AUTH_ERRORS;
  }
}
