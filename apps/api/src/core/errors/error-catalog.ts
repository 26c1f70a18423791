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
  JSON_TOO_DEEP: {
    status: 400,
    de: 'Die Anfrage ist zu tief verschachtelt oder enthält unzulässige Schlüssel.',
    en: 'The request is nested too deeply or contains keys that are not allowed.',
  },
  GRAPHQL_TOKEN_LIMIT: {
    status: 400,
    de: 'Die Abfrage ist zu lang.',
    en: 'The query is too long.',
  },
  GRAPHQL_DEPTH_LIMIT: {
    status: 400,
    de: 'Die Abfrage ist zu tief verschachtelt.',
    en: 'The query is nested too deeply.',
  },
  GRAPHQL_ALIAS_LIMIT: {
    status: 400,
    de: 'Die Abfrage enthält zu viele Aliase.',
    en: 'The query has too many aliases.',
  },
  GRAPHQL_DIRECTIVE_LIMIT: {
    status: 400,
    de: 'Die Abfrage enthält zu viele Direktiven.',
    en: 'The query has too many directives.',
  },
  GRAPHQL_COST_LIMIT: {
    status: 400,
    de: 'Die Abfrage verlangt zu viele Daten auf einmal. Bitte fragen Sie weniger ab.',
    en: 'The query asks for too much data at once. Please ask for less.',
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
    en: 'This already is your account’s e-mail address.',
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
  OAUTH_EMAIL_UNVERIFIED: {
    status: 403,
    de: 'Der Anbieter hat Ihre E-Mail-Adresse nicht bestätigt. Bitte bestätigen Sie sie dort oder registrieren Sie sich mit E-Mail und Passwort.',
    en: 'The provider has not confirmed your e-mail address. Please confirm it there, or register with e-mail and password.',
  },
  CROSS_SITE_REQUEST: {
    status: 403,
    de: 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.',
    en: 'This request came from another website and was refused.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    de: 'Bitte senden Sie die Daten als JSON.',
    en: 'Please send the data as JSON.',
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
  WORKSHOP_NOT_FOUND: {
    status: 404,
    de: 'Workshop nicht gefunden.',
    en: 'Workshop not found.',
  },
  WORKSHOP_FORBIDDEN: {
    status: 403,
    de: 'Nur die Person, die den Workshop angelegt hat, oder ein Admin darf ihn ändern oder löschen.',
    en: 'Only the person who created this workshop, or an admin, may change or delete it.',
  },
  WORKSHOP_PROFILE_REQUIRED: {
    status: 403,
    de: 'Um Workshops anzulegen, brauchen Sie ein Profil, das für Mitglieder oder öffentlich sichtbar ist.',
    en: 'To create workshops you need a profile that is visible to members or to the public.',
  },
  WORKSHOP_EMAIL_UNVERIFIED: {
    status: 403,
    de: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse, um Workshops anzulegen.',
    en: 'Please confirm your e-mail address first to create workshops.',
  },
  WORKSHOP_POSTER_REQUIRED: {
    status: 400,
    de: 'Bitte laden Sie ein Workshop-Poster hoch',
    en: 'Please upload a workshop poster',
  },
  WORKSHOP_POSTER_TYPE: {
    status: 400,
    de: 'Bitte laden Sie ein Bild oder eine PDF-Datei hoch',
    en: 'Please upload an image or PDF file',
  },
  WORKSHOP_POSTER_SIZE: {
    status: 400,
    de: 'Dateigröße muss kleiner als 5MB sein',
    en: 'File size must be less than 5MB',
  },
  WORKSHOP_POSTER_PROCESSING: {
    status: 400,
    de: 'Das Bild konnte nicht verarbeitet werden',
    en: 'Failed to process image',
  },
  WORKSHOP_NO_PENDING_POSTER: {
    status: 409,
    de: 'Für diesen Workshop wartet kein neues Poster auf Freigabe.',
    en: 'No new poster is waiting for approval for this workshop.',
  },
  WORKSHOP_CHANGE_NOT_FOUND: {
    status: 404,
    de: 'Änderungseintrag nicht gefunden.',
    en: 'Change record not found.',
  },
  WORKSHOP_TITLE_REQUIRED: {
    status: 400,
    de: 'Bitte geben Sie einen Titel ein.',
    en: 'Please enter a title.',
  },
  WORKSHOP_DESCRIPTION_REQUIRED: {
    status: 400,
    de: 'Bitte geben Sie eine Beschreibung ein.',
    en: 'Please enter a description.',
  },
  WORKSHOP_START_INVALID: {
    status: 400,
    de: 'Bitte wählen Sie einen Beginn in der Zukunft.',
    en: 'Please choose a start in the future.',
  },
  WORKSHOP_TIME_ZONE_INVALID: {
    status: 400,
    de: 'Workshops finden in der Zeitzone Europe/Berlin statt.',
    en: 'Workshops take place in the Europe/Berlin time zone.',
  },
  WORKSHOP_DURATION_INVALID: {
    status: 400,
    de: 'Die Dauer muss zwischen 30 Minuten und 8 Stunden liegen, in Schritten von 30 Minuten.',
    en: 'The duration must be between 30 minutes and 8 hours, in steps of 30 minutes.',
  },
  WORKSHOP_PARTICIPANTS_INVALID: {
    status: 400,
    de: 'Die maximale Teilnehmerzahl muss zwischen 1 und 500 liegen.',
    en: 'The maximum number of participants must be between 1 and 500.',
  },
  WORKSHOP_PRICE_INVALID: {
    status: 400,
    de: 'Der Preis muss 0 oder mehr Euro betragen, mit höchstens zwei Nachkommastellen.',
    en: 'The price must be 0 euros or more, with at most two decimals.',
  },
  WORKSHOP_FORMAT_INVALID: {
    status: 400,
    de: 'Bitte wählen Sie online, vor Ort oder hybrid.',
    en: 'Please choose online, on site or hybrid.',
  },
  WORKSHOP_VISIBILITY_INVALID: {
    status: 400,
    de: 'Bitte wählen Sie öffentlich oder nur für Mitglieder.',
    en: 'Please choose public or members only.',
  },
  WORKSHOP_LOCATION_NOT_ALLOWED: {
    status: 400,
    de: 'Ein Ort gehört nur zu Workshops vor Ort oder hybrid.',
    en: 'A location belongs only to on-site or hybrid workshops.',
  },
  WORKSHOP_LINK_NOT_ALLOWED: {
    status: 400,
    de: 'Ein Video-Link gehört nur zu Online- oder Hybrid-Workshops.',
    en: 'A video-call link belongs only to online or hybrid workshops.',
  },
  WORKSHOP_LOCATION_REQUIRED: {
    status: 400,
    de: 'Bitte geben Sie einen Ort an: Ein Hybrid-Workshop braucht Ort und Video-Link.',
    en: 'Please enter a location: a hybrid workshop needs both a location and a video link.',
  },
  WORKSHOP_LINK_REQUIRED: {
    status: 400,
    de: 'Bitte geben Sie einen Video-Link an: Ein Hybrid-Workshop braucht Ort und Video-Link.',
    en: 'Please enter a video link: a hybrid workshop needs both a location and a video link.',
  },
  WORKSHOP_SKIPPED_DATES_INVALID: {
    status: 400,
    de: 'Bitte geben Sie ausgelassene Termine als gültige Daten an (höchstens 100).',
    en: 'Please enter skipped dates as valid dates (at most 100).',
  },
  WORKSHOP_SESSION_NOT_FOUND: {
    status: 404,
    de: 'Termin nicht gefunden.',
    en: 'Date not found.',
  },
  WORKSHOP_SESSION_PAST: {
    status: 400,
    de: 'Dieser Termin liegt in der Vergangenheit und kann nicht mehr geändert werden.',
    en: 'This date is in the past and can no longer be changed.',
  },
  WORKSHOP_SESSION_TAKEN: {
    status: 409,
    de: 'Zu dieser Zeit gibt es bereits einen Termin dieses Workshops.',
    en: 'This workshop already has a date at that time.',
  },
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
  WORKSHOP_LINK_INVALID: {
    status: 400,
    de: 'Bitte geben Sie eine gültige http(s)-Adresse für den Video-Link ein.',
    en: 'Please enter a valid http(s) address for the video-call link.',
  },
  WORKSHOP_GUESTS_NOT_PUBLIC: {
    status: 400,
    de: 'Gastanmeldungen sind nur bei öffentlichen Workshops möglich.',
    en: 'Guest registration is only possible for public workshops.',
  },
  WORKSHOP_LIST_TOO_LONG: {
    status: 400,
    de: 'Zu viele oder zu lange Einträge.',
    en: 'Too many or too long entries.',
  },
  WORKSHOP_RECURRENCE_INVALID: {
    status: 400,
    de: 'Die Wiederholung ist ungültig: täglich, wöchentlich oder monatlich, mit Wochentagen MO bis SU.',
    en: 'The recurrence is not valid: daily, weekly or monthly, with weekdays MO to SU.',
  },
  WORKSHOP_INTERVAL_INVALID: {
    status: 400,
    de: 'Das Intervall muss zwischen 1 und 52 liegen.',
    en: 'The interval must be between 1 and 52.',
  },
  WORKSHOP_END_BEFORE_START: {
    status: 400,
    de: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    en: 'The end date cannot be before the start date.',
  },
  WORKSHOP_RECURRENCE_EMPTY: {
    status: 400,
    de: 'Mit dieser Wiederholung und diesem Enddatum gibt es keinen Termin.',
    en: 'This recurrence and end date yield no session.',
  },
  MAIL_NOT_FOUND: {
    status: 404,
    de: 'Diese fehlgeschlagene E-Mail gibt es nicht (mehr).',
    en: 'This failed e-mail does not exist (any more).',
  },
  TICKET_NOT_FOUND: {
    status: 404,
    de: 'Ticket nicht gefunden.',
    en: 'Ticket not found.',
  },
  TICKET_CLOSED: {
    status: 409,
    de: 'Dieses Ticket ist geschlossen. Bitte eröffnen Sie bei Bedarf ein neues Ticket.',
    en: 'This ticket is closed. Please open a new ticket if you need further help.',
  },
  INVALID_TICKET_STATUS: {
    status: 400,
    de: 'Unbekannter Status. Erlaubt sind: offen, beantwortet, geschlossen.',
    en: 'Unknown status. Allowed are: open, answered, closed.',
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
    en: 'This e-mail address is already registered for this date.',
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
  INVOICE_NOT_FOUND: {
    status: 404,
    de: 'Rechnung nicht gefunden.',
    en: 'Invoice not found.',
  },
  PAYMENT_STATE_CHANGE: {
    status: 409,
    de: 'Diese Zahlung kann nicht von „{from}“ auf „{to}“ gesetzt werden.',
    en: 'This payment cannot be changed from "{from}" to "{to}".',
  },
  PAYMENT_BULK_LIMIT: {
    status: 400,
    de: 'Bitte wählen Sie zwischen 1 und {max} Rechnungen.',
    en: 'Please select between 1 and {max} invoices.',
  },
  CAMT_INVALID: {
    status: 400,
    de: 'Die Datei ist kein lesbarer Kontoauszug im Format CAMT.053.',
    en: 'The file is not a readable CAMT.053 bank statement.',
  },
  CAMT_TOO_LARGE: {
    status: 413,
    de: 'Der Kontoauszug ist zu groß (höchstens {max} MB).',
    en: 'The bank statement is too large (at most {max} MB).',
  },
  MEMBERSHIP_STATE: {
    status: 409,
    de: 'Das ist bei Ihrem Mitgliedschaftsstatus nicht möglich.',
    en: 'This is not possible with your membership status.',
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
  BOOKING_NOT_FOUND: {
    status: 404,
    de: 'Diesen Termin gibt es nicht (mehr), oder er liegt schon in der Vergangenheit.',
    en: 'This appointment does not exist (any more), or it is already in the past.',
  },
  BOOKING_ALREADY_CANCELLED: {
    status: 409,
    de: 'Dieser Termin ist bereits storniert oder schon vorbei.',
    en: 'This appointment has already been cancelled or is over.',
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
