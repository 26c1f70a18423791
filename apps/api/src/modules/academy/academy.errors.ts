import { registerErrors } from '../../core/errors/error-catalog.js';

/**
 * The Academy (listing, promo codes, registrations, host messages) error codes, their HTTP status and their text in both languages, added to
 * the one catalog when this module loads (imported by `academy.module.ts`).
 */
export const ACADEMY_ERRORS = registerErrors({
  HOST_MESSAGE_INVALID: {
    status: 400,
    de: 'Bitte geben Sie einen Betreff (höchstens 150 Zeichen) und eine Nachricht (höchstens 5000 Zeichen) ein.',
    en: 'Please enter a subject (at most 150 characters) and a message (at most 5000 characters).',
  },
  HOST_MESSAGE_NO_RECIPIENTS: {
    status: 400,
    de: 'Für diesen Termin gibt es keine bestätigten Anmeldungen.',
    en: 'This date has no confirmed registrations.',
  },
  HOST_MESSAGE_NO_CONFIRMED_ADDRESSES: {
    status: 400,
    de: 'Keine der angemeldeten Personen hat ihre E-Mail-Adresse bestätigt; die Nachricht wurde an niemanden gesendet.',
    en: 'None of the people registered has confirmed their email address; the message was sent to nobody.',
  },
  HOST_MESSAGE_DAILY_LIMIT: {
    status: 429,
    de: 'Sie haben in 24 Stunden die höchste Zahl an Nachrichten gesendet ({limit}). Bitte versuchen Sie es später erneut.',
    en: 'You have sent the most host messages allowed in 24 hours ({limit}). Please try again later.',
  },
  ACADEMY_WORKSHOP_MEMBERS_ONLY: {
    status: 403,
    de: 'Dieser Workshop ist nur für Mitglieder. Bitte melden Sie sich an oder registrieren Sie sich.',
    en: 'This workshop is for members only. Please sign in or register.',
  },
  ACADEMY_WORKSHOP_NOT_FOUND: {
    status: 404,
    de: 'Workshop nicht gefunden. Dieser Workshop existiert nicht oder ist nicht verfügbar.',
    en: 'Workshop not found. This workshop does not exist or is not available.',
  },
  PROMO_CODE_NOT_FOUND: {
    status: 404,
    de: 'Diesen Promo-Code gibt es nicht (mehr). Bitte laden Sie die Liste neu.',
    en: 'This promo code does not exist (any more). Please reload the list.',
  },
  PROMO_CODE_TAKEN: {
    status: 409,
    de: 'Diesen Code gibt es schon. Bitte wählen Sie einen anderen.',
    en: 'This code already exists. Please choose another one.',
  },
  ACADEMY_PAGE_LIMIT: {
    status: 400,
    de: 'Bitte fordern Sie höchstens {max} Workshops pro Seite an.',
    en: 'Please request at most {max} workshops per page.',
  },
  REGISTRATION_SESSION_NOT_FOUND: {
    status: 404,
    de: 'Für diesen Workshop gibt es keinen Termin, für den Sie sich anmelden können.',
    en: 'This workshop has no date you can register for.',
  },
  REGISTRATION_CLOSED: {
    status: 409,
    de: 'Für diesen Termin ist keine Anmeldung mehr möglich.',
    en: 'Registration for this date is closed.',
  },
  REGISTRATION_OWN_WORKSHOP: {
    status: 403,
    de: 'Sie leiten diesen Workshop und können sich daher nicht selbst anmelden.',
    en: 'You host this workshop, so you cannot register for it yourself.',
  },
  REGISTRATION_MEMBERS_ONLY: {
    status: 403,
    de: 'Dieser Workshop ist nur für Mitglieder. Bitte melden Sie sich an oder registrieren Sie sich.',
    en: 'This workshop is for members only. Please sign in or register.',
  },
  REGISTRATION_FULL: {
    status: 409,
    de: 'Dieser Termin ist ausgebucht. Sie können sich auf die Warteliste setzen lassen.',
    en: 'This date is fully booked. You can join the waiting list.',
  },
  REGISTRATION_DUPLICATE: {
    status: 409,
    de: 'Mit dieser E-Mail-Adresse besteht bereits eine Anmeldung für diesen Termin.',
    en: 'This email address is already registered for this date.',
  },
  REGISTRATION_NOT_FOUND: {
    status: 404,
    de: 'Anmeldung nicht gefunden.',
    en: 'Registration not found.',
  },
  REGISTRATION_ALREADY_CANCELLED: {
    status: 409,
    de: 'Diese Anmeldung ist bereits storniert.',
    en: 'This registration has already been cancelled.',
  },
  REGISTRATION_STATUS: {
    status: 400,
    de: 'Eine Anmeldung kann nur storniert werden (Status „cancelled“).',
    en: 'A registration can only be cancelled (status "cancelled").',
  },
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    academy: keyof typeof ACADEMY_ERRORS;
  }
}
