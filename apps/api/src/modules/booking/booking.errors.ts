import { registerErrors } from '../../core/errors/error-catalog.js';

/**
 * The consultation booking error codes, their HTTP status and their text in both languages, added to
 * the one catalog when this module loads (imported by `booking.module.ts`).
 */
export const BOOKING_ERRORS = registerErrors({
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
    de: 'Dieser Link ist ungültig oder nicht mehr aktuell, oder der Termin wurde bereits storniert. Nach dem Verschieben gelten die Links aus der neuesten E-Mail.',
    en: 'This link is not valid or no longer current, or the appointment has already been cancelled. After a move, the links in the latest email apply.',
  },
  BOOKING_CANCEL_TOO_LATE: {
    status: 409,
    de: 'Dieser Termin kann nur bis {hours} Stunden vor Beginn storniert werden. Bitte kontaktieren Sie uns direkt: {contact}.',
    en: 'This appointment can only be cancelled up to {hours} hours before it starts. Please contact us directly: {contact}.',
  },
  BOOKING_RESCHEDULE_TOO_LATE: {
    status: 409,
    de: 'Dieser Termin kann nur bis {hours} Stunden vor Beginn verschoben werden. Bitte kontaktieren Sie uns direkt: {contact}.',
    en: 'This appointment can only be moved up to {hours} hours before it starts. Please contact us directly: {contact}.',
  },
  BOOKING_RESCHEDULE_LIMIT: {
    status: 409,
    de: 'Dieser Termin wurde bereits {max}-mal verschoben, öfter geht es über diesen Link nicht. Bitte kontaktieren Sie uns direkt: {contact}.',
    en: 'This appointment has already been moved {max} times, which is the limit for this link. Please contact us directly: {contact}.',
  },
  BOOKING_SLOT_UNCHANGED: {
    status: 400,
    de: 'Das ist die bisherige Zeit. Bitte wählen Sie einen anderen Termin.',
    en: 'That is the current time. Please choose another appointment.',
  },
  BOOKING_PHONE_REQUIRED: {
    status: 400,
    de: 'Bitte geben Sie eine Telefonnummer an.',
    en: 'Please enter a phone number.',
  },
  BOOKING_PHONE_INVALID: {
    status: 400,
    de: 'Bitte geben Sie eine gültige Telefonnummer an (Ziffern, Leerzeichen, + - / ( )).',
    en: 'Please enter a valid phone number (digits, spaces, + - / ( )).',
  },
  CONSULTANT_LOCATION_REQUIRED: {
    status: 400,
    de: 'Für Zeitfenster „vor Ort“ braucht es eine Adresse. Bitte tragen Sie den Ort ein oder stellen Sie die Zeitfenster auf „online“.',
    en: 'Time windows "on site" need an address. Please enter the place or set the windows to "online".',
  },
  CONSULTANT_NOT_FOUND: {
    status: 404,
    de: 'Diese Beraterin oder dieser Berater wurde nicht gefunden.',
    en: 'This consultant was not found.',
  },
  CONSULTANT_USER_NOT_FOUND: {
    status: 404,
    de: 'Es gibt kein aktives Konto mit dieser E-Mail-Adresse.',
    en: 'There is no active account with this email address.',
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
  BOOKING_ANSWER_REQUIRED: {
    status: 400,
    de: 'Bitte beantworten Sie die Pflichtfragen.',
    en: 'Please answer the required questions.',
  },
  BOOKING_ANSWER_INVALID: {
    status: 400,
    de: 'Bitte prüfen Sie Ihre Antworten: eine Auswahl passt nicht zu den angebotenen Möglichkeiten oder ist zu lang.',
    en: 'Please check your answers: a choice is not one of the options offered, or an answer is too long.',
  },
  BOOKING_QUESTIONS_TOO_MANY: {
    status: 400,
    de: 'Höchstens 5 Fragen pro Beraterin oder Berater.',
    en: 'At most 5 questions per consultant.',
  },
  BOOKING_QUESTIONS_LABEL_REQUIRED: {
    status: 400,
    de: 'Jede Frage braucht einen Text auf Deutsch und auf Englisch.',
    en: 'Every question needs a text in German and in English.',
  },
  BOOKING_QUESTIONS_LABEL_TOO_LONG: {
    status: 400,
    de: 'Eine Frage darf höchstens 200 Zeichen lang sein.',
    en: 'A question may be at most 200 characters long.',
  },
  BOOKING_QUESTIONS_OPTIONS_REQUIRED: {
    status: 400,
    de: 'Eine Auswahlfrage braucht mindestens zwei Möglichkeiten.',
    en: 'A choice needs at least two options.',
  },
  BOOKING_QUESTIONS_TOO_MANY_OPTIONS: {
    status: 400,
    de: 'Eine Auswahlfrage hat höchstens 10 Möglichkeiten.',
    en: 'A choice has at most 10 options.',
  },
  BOOKING_QUESTIONS_OPTION_INVALID: {
    status: 400,
    de: 'Jede Möglichkeit braucht einen Text (höchstens 100 Zeichen), und keine darf doppelt vorkommen.',
    en: 'Every option needs a text (at most 100 characters), and none may appear twice.',
  },
  BOOKING_QUESTIONS_DUPLICATE_ID: {
    status: 400,
    de: 'Eine Frage kommt doppelt vor.',
    en: 'A question appears twice.',
  },
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    booking: keyof typeof BOOKING_ERRORS;
  }
}
