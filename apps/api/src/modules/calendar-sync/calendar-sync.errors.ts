import { registerErrors } from '../../core/errors/error-catalog.js';

/** The calendar connections' error codes with their HTTP status and both texts. */
export const CALENDAR_SYNC_ERRORS = registerErrors({
  CALENDAR_NOT_CONSULTANT: {
    status: 403,
    de: 'Nur Beraterinnen und Berater können einen eigenen Kalender verbinden.',
    en: 'Only consultants can connect a calendar of their own.',
  },
  CALENDAR_ADDRESS_INVALID: {
    status: 400,
    de: 'Bitte geben Sie eine vollständige Adresse an, die mit https:// beginnt.',
    en: 'Please enter a complete address starting with https://.',
  },
  CALENDAR_AUTH_FAILED: {
    status: 400,
    de: 'Der Kalender-Server hat Benutzername oder Passwort abgelehnt. Bitte prüfen Sie beides (oft braucht es ein App-Passwort).',
    en: 'The calendar server refused the user name or password. Please check both (an app password is often needed).',
  },
  CALENDAR_UNREACHABLE: {
    status: 400,
    de: 'Der Kalender-Server ist nicht erreichbar. Bitte prüfen Sie die Adresse oder versuchen Sie es später noch einmal.',
    en: 'The calendar server cannot be reached. Please check the address or try again later.',
  },
  CALENDAR_BAD_DATA: {
    status: 400,
    de: 'Unter dieser Adresse liegt kein lesbarer Kalender.',
    en: 'There is no readable calendar at this address.',
  },
  CALENDAR_NONE_FOUND: {
    status: 400,
    de: 'In diesem Konto wurde kein Kalender für Termine gefunden.',
    en: 'No calendar for events was found in this account.',
  },
  CALENDAR_NOT_OFFERED: {
    status: 400,
    de: 'Bitte wählen Sie einen der gefundenen Kalender.',
    en: 'Please choose one of the calendars found.',
  },
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    calendarSync: keyof typeof CALENDAR_SYNC_ERRORS;
  }
}
