import { registerErrors } from '../../core/errors/error-catalog.js';

/**
 * The workshops context's error codes (drafts, sessions, review, the Academy listing, promo
 * codes, registrations, host messages), their HTTP status and their text in both languages,
 * added to the one catalog when this module loads (imported by `workshops.module.ts`).
 */
export const WORKSHOPS_ERRORS = registerErrors({
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
    en: 'Please confirm your email address first to create workshops.',
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
  WORKSHOP_NO_PENDING_TEXTS: {
    status: 409,
    de: 'Für diesen Workshop wartet keine Textänderung auf Freigabe.',
    en: 'No text change is waiting for approval for this workshop.',
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
  WORKSHOP_MOVE_REASON_INVALID: {
    status: 400,
    de: 'Bitte fassen Sie den Grund in höchstens 500 Zeichen.',
    en: 'Please keep the reason to 500 characters or fewer.',
  },
  WORKSHOP_TEXT_TOO_LONG: {
    status: 400,
    de: 'Dieser Text ist zu lang.',
    en: 'This text is too long.',
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
  WORKSHOP_MINIMUM_INVALID: {
    status: 400,
    de: 'Die Mindestteilnehmerzahl muss eine ganze Zahl zwischen 1 und der maximalen Teilnehmerzahl sein.',
    en: 'The minimum number of participants must be a whole number between 1 and the maximum.',
  },
  WORKSHOP_DECISION_TIME_INVALID: {
    status: 400,
    de: 'Die Entscheidung über die Mindestteilnehmerzahl muss zwischen 1 Stunde und 60 Tagen vor dem Beginn liegen.',
    en: 'The decision on the minimum must lie between 1 hour and 60 days before the start.',
  },
  WORKSHOP_SESSION_NO_MINIMUM: {
    status: 409,
    de: 'Für diesen Workshop ist keine Mindestteilnehmerzahl festgelegt.',
    en: 'This workshop has no minimum number of participants.',
  },
  WORKSHOP_DECISION_PASSED: {
    status: 409,
    de: 'Die Entscheidung über diesen Termin ist bereits gefallen.',
    en: 'The decision on this date has already been made.',
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
    workshops: keyof typeof WORKSHOPS_ERRORS;
  }
}
