import type { Locale } from '@platform/domain';

export interface ErrorEntry {
  status: number;
  de: string;
  en: string;
}

/**
 * Every error code the API answers with, its HTTP status and its text in both languages.
 * Domain modules add their codes here so that one formatter and one filter serve all.
 * `{name}` placeholders are filled from the error's params.
 */
export const ERROR_CATALOG = {
  BAD_REQUEST: {
    status: 400,
    de: 'Die Anfrage ist ungültig.',
    en: 'The request is not valid.',
  },
  VALIDATION_FAILED: {
    status: 400,
    de: 'Bitte prüfen Sie Ihre Eingaben.',
    en: 'Please check your input.',
  },
  UNAUTHENTICATED: {
    status: 401,
    de: 'Bitte melden Sie sich an, um fortzufahren.',
    en: 'Authentication required',
  },
  FORBIDDEN: {
    status: 403,
    de: 'Dazu fehlt Ihnen die Berechtigung.',
    en: 'You are not allowed to do this.',
  },
  NOT_FOUND: {
    status: 404,
    de: 'Nicht gefunden.',
    en: 'Not found.',
  },
  CONFLICT: {
    status: 409,
    de: 'Das steht im Widerspruch zum aktuellen Stand. Bitte laden Sie neu.',
    en: 'This conflicts with the current state. Please reload.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    de: 'Die Anfrage ist zu groß.',
    en: 'The request is too large.',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    de: 'Zu viele Versuche. Bitte warten Sie {seconds} Sekunden und versuchen Sie es erneut.',
    en: 'Too many attempts. Please wait {seconds} seconds and try again.',
  },
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
    en: 'An account with this e-mail address already exists. Please sign in.',
  },
  INVALID_CREDENTIALS: {
    status: 401,
    de: 'E-Mail-Adresse oder Passwort ist falsch.',
    en: 'The e-mail address or password is wrong.',
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
  INVALID_LINK: {
    status: 400,
    de: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    en: 'This link is invalid or has expired. Please request a new one.',
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
  RECENT_SIGN_IN_REQUIRED: {
    status: 403,
    de: 'Bitte melden Sie sich zur Bestätigung erneut an und versuchen Sie es dann noch einmal.',
    en: 'Please sign in again to confirm, then try once more.',
  },
  PROFILE_NOT_FOUND: {
    status: 404,
    de: 'Profil nicht gefunden oder nicht öffentlich',
    en: 'Profile not found or not public',
  },
  TOO_MANY_SKILLS: {
    status: 400,
    de: 'Bitte geben Sie höchstens 30 Fähigkeiten an.',
    en: 'Please list at most 30 skills.',
  },
  PROFILE_REQUIRED: {
    status: 403,
    de: 'Bitte legen Sie zuerst ein Profil an, das für Mitglieder oder öffentlich sichtbar ist.',
    en: 'Please create a profile visible to members or the public first.',
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
    en: 'An account with this e-mail address already exists. Please sign in with e-mail and password first and confirm your address.',
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    de: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
    en: 'Please confirm your e-mail address first.',
  },
  FILE_TOO_LARGE: {
    status: 400,
    de: 'Dateigröße muss kleiner als {mb}MB sein',
    en: 'File size must be less than {mb}MB',
  },
  NOT_AN_IMAGE: {
    status: 400,
    de: 'Bitte laden Sie eine Bilddatei hoch',
    en: 'Please upload an image file',
  },
  NOT_IMAGE_OR_PDF: {
    status: 400,
    de: 'Bitte laden Sie ein Bild oder eine PDF-Datei hoch',
    en: 'Please upload an image or PDF file',
  },
  IMAGE_PROCESSING_FAILED: {
    status: 400,
    de: 'Das Bild konnte nicht verarbeitet werden',
    en: 'Failed to process image',
  },
  INTERNAL: {
    status: 500,
    de: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    en: 'An error occurred. Please try again later.',
  },
  // Consultation booking.
  BOOKING_SLOT_REQUIRED: {
    status: 400,
    de: 'Bitte wählen Sie einen Termin aus.',
    en: 'Please choose an appointment.',
  },
  BOOKING_SLOT_IN_PAST: {
    status: 400,
    de: 'Dieser Termin liegt in der Vergangenheit. Bitte wählen Sie einen anderen Termin.',
    en: 'This appointment is in the past. Please choose another one.',
  },
  BOOKING_SLOT_UNAVAILABLE: {
    status: 400,
    de: 'Dieser Termin ist nicht buchbar. Bitte wählen Sie einen freien Termin aus der Liste.',
    en: 'This appointment cannot be booked. Please choose a free appointment from the list.',
  },
  BOOKING_TOO_SHORT_NOTICE: {
    status: 400,
    de: 'Dieser Termin ist zu kurzfristig. Bitte buchen Sie mindestens {hours} Stunden im Voraus.',
    en: 'This appointment is too soon. Please book at least {hours} hours in advance.',
  },
  BOOKING_BEYOND_HORIZON: {
    status: 400,
    de: 'Termine können höchstens {days} Tage im Voraus gebucht werden.',
    en: 'Appointments can be booked at most {days} days in advance.',
  },
  BOOKING_SLOT_TAKEN: {
    status: 409,
    de: 'Dieser Termin wurde soeben vergeben. Bitte wählen Sie einen anderen Termin.',
    en: 'This appointment has just been taken. Please choose another one.',
  },
  BOOKING_RANGE_INVALID: {
    status: 400,
    de: 'Der Zeitraum ist ungültig (höchstens 62 Tage, Beginn vor Ende).',
    en: 'The period is not valid (at most 62 days, start before end).',
  },
  BOOKING_CANCEL_INVALID: {
    status: 404,
    de: 'Dieser Stornierungslink ist ungültig oder der Termin wurde bereits storniert.',
    en: 'This cancellation link is not valid, or the appointment has already been cancelled.',
  },
  BOOKING_CANCEL_TOO_LATE: {
    status: 409,
    de: 'Termine können nur bis 24 Stunden vor Beginn storniert werden. Bitte kontaktieren Sie uns direkt.',
    en: 'Appointments can only be cancelled up to 24 hours before they start. Please contact us directly.',
  },
  CONSULTANT_NOT_FOUND: {
    status: 404,
    de: 'Diese Beraterin oder dieser Berater wurde nicht gefunden.',
    en: 'This consultant was not found.',
  },
  CONSULTANT_USER_NOT_FOUND: {
    status: 404,
    de: 'Es gibt kein aktives Konto mit dieser E-Mail-Adresse.',
    en: 'There is no active account with this e-mail address.',
  },
  CONSULTANT_EXISTS: {
    status: 409,
    de: 'Dieses Konto ist bereits als Beraterin oder Berater eingetragen.',
    en: 'This account is already a consultant.',
  },
  AVAILABILITY_OVERLAP: {
    status: 400,
    de: 'Zeitfenster am selben Wochentag dürfen sich nicht überschneiden.',
    en: 'Time windows on the same weekday must not overlap.',
  },
  AVAILABILITY_TIME_ORDER: {
    status: 400,
    de: 'Das Ende muss nach dem Beginn liegen.',
    en: 'The end must be after the start.',
  },
  DAY_OFF_NOT_FOUND: {
    status: 404,
    de: 'Dieser freie Tag wurde nicht gefunden.',
    en: 'This day off was not found.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    de: 'Der Dienst ist gerade nicht erreichbar.',
    en: 'The service is unavailable right now.',
  },
} satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOG;

export function errorText(
  code: ErrorCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const template = ERROR_CATALOG[code][locale];
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

export function statusToCode(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    429: 'TOO_MANY_REQUESTS',
    503: 'SERVICE_UNAVAILABLE',
  };
  return byStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
