import { registerErrors } from '../../core/errors/error-catalog.js';

/** The calendar feeds' error codes with their HTTP status and both texts. */
export const CALENDAR_FEEDS_ERRORS = registerErrors({
  CALENDAR_FEED_NOT_FOUND: {
    status: 404,
    de: 'Diesen Kalender gibt es nicht (mehr). Bitte holen Sie die aktuelle Adresse im Mitgliederbereich.',
    en: 'This calendar does not exist (any more). Please get the current address in the member area.',
  },
  CALENDAR_FEED_NOT_CONSULTANT: {
    status: 403,
    de: 'Nur Beraterinnen und Berater haben einen Kalender ihrer Buchungen.',
    en: 'Only consultants have a calendar of their bookings.',
  },
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    calendarFeeds: keyof typeof CALENDAR_FEEDS_ERRORS;
  }
}
