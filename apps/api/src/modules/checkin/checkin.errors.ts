import { registerErrors } from '../../core/errors/error-catalog.js';

/**
 * The check-in error codes, their HTTP status and their text in both languages (a scan's
 * answers are not errors: see `CHECK_IN_STATUSES`).
 */
export const CHECKIN_ERRORS = registerErrors({
  CHECKIN_SESSION_NOT_FOUND: {
    status: 404,
    de: 'Diesen Termin gibt es nicht.',
    en: 'This session does not exist.',
  },
  CHECKIN_REGISTRATION_NOT_FOUND: {
    status: 404,
    de: 'Diese Anmeldung gibt es bei diesem Termin nicht.',
    en: 'There is no such registration for this session.',
  },
  CHECKIN_NOT_CHECKED_IN: {
    status: 404,
    de: 'Diese Person ist nicht eingecheckt.',
    en: 'This person is not checked in.',
  },
  CHECKIN_UNDO_EXPIRED: {
    status: 409,
    de: 'Ein Check-in lässt sich nur in der ersten Minute rückgängig machen.',
    en: 'A check-in can only be undone within its first minute.',
  },
  CHECKIN_HELPER_EMAIL_INVALID: {
    status: 400,
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    en: 'Please enter a valid email address.',
  },
  CHECKIN_TOO_MANY_HELPERS: {
    status: 409,
    de: 'Für einen Termin lassen sich höchstens 20 Helferinnen und Helfer eintragen.',
    en: 'A session can have at most 20 helpers.',
  },
  CHECKIN_ATTENDANCE_TOO_EARLY: {
    status: 409,
    de: 'Die Anwesenheit lässt sich erst ab Beginn des Termins eintragen.',
    en: 'Attendance can only be marked once the session has started.',
  },
  CHECKIN_WORKSHOP_NOT_FOUND: {
    status: 404,
    de: 'Workshop nicht gefunden.',
    en: 'Workshop not found.',
  },
  CHECKIN_DEVICE_TOKEN_NAME_INVALID: {
    status: 400,
    de: 'Bitte geben Sie dem Gerät einen Namen (höchstens 80 Zeichen).',
    en: 'Please give the device a name (at most 80 characters).',
  },
  CHECKIN_TOO_MANY_DEVICE_TOKENS: {
    status: 409,
    de: 'Sie haben schon 10 aktive Geräte-Schlüssel. Widerrufen Sie zuerst einen.',
    en: 'You already have 10 active device keys. Please revoke one first.',
  },
  CHECKIN_DEVICE_TOKEN_NOT_FOUND: {
    status: 404,
    de: 'Diesen Geräte-Schlüssel gibt es nicht (mehr).',
    en: 'This device key does not exist (any more).',
  },
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    checkin: keyof typeof CHECKIN_ERRORS;
  }
}
