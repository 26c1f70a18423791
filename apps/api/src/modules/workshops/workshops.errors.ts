import { registerErrors } from '../../core/errors/error-catalog.js';

/**
 * The workshop error codes, their HTTP status and their text in both languages, added to
 * the one catalog when this module loads (imported by `workshops.module.ts`).
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
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    workshops: keyof typeof WORKSHOPS_ERRORS;
  }
}
