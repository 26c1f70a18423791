import { defineMessages } from 'react-intl';

/** Texts shared by the consultant's calendar box and the admins' overview. */
export const calendarSyncMessages = defineMessages({
  connected: { id: 'calendarSync.status.connected', defaultMessage: 'Verbunden' },
  failing: { id: 'calendarSync.status.failing', defaultMessage: 'Fehler' },
  notConnected: { id: 'calendarSync.status.none', defaultMessage: 'Kein Kalender verbunden' },
  caldav: {
    id: 'calendarSync.kind.caldav',
    defaultMessage: 'CalDAV: belegte Zeiten werden gelesen, Buchungen eingetragen',
  },
  ical: {
    id: 'calendarSync.kind.ical',
    defaultMessage: 'Geheime iCal-Adresse: belegte Zeiten werden nur gelesen',
  },
  calendar: { id: 'calendarSync.calendar', defaultMessage: 'Kalender' },
  kind: { id: 'calendarSync.kind', defaultMessage: 'Art' },
  lastSynced: { id: 'calendarSync.lastSynced', defaultMessage: 'Zuletzt erfolgreich abgeglichen' },
  never: { id: 'calendarSync.never', defaultMessage: 'noch nie' },
  problemAuth: {
    id: 'calendarSync.problem.auth',
    defaultMessage:
      'Der Kalender-Server lehnt Benutzername oder Passwort ab. Bitte verbinden Sie den Kalender mit einem gültigen App-Passwort neu.',
  },
  problemUnreachable: {
    id: 'calendarSync.problem.unreachable',
    defaultMessage:
      'Der Kalender-Server ist nicht erreichbar. Wir versuchen es alle paar Minuten erneut.',
  },
  problemBadData: {
    id: 'calendarSync.problem.badData',
    defaultMessage: 'Der Kalender liefert keine lesbaren Daten.',
  },
  problemNotFound: {
    id: 'calendarSync.problem.notFound',
    defaultMessage:
      'Den Kalender gibt es unter dieser Adresse nicht mehr. Bitte verbinden Sie ihn neu.',
  },
  stillBooking: {
    id: 'calendarSync.problem.stillBooking',
    defaultMessage: 'Buchungen laufen weiter; dabei gelten die zuletzt bekannten belegten Zeiten.',
  },
});
