import { defineMessages } from 'react-intl';

export const adminMessages = defineMessages({
  save: { id: 'booking.admin.save', defaultMessage: 'Speichern' },
  saving: { id: 'booking.admin.saving', defaultMessage: 'Wird gespeichert...' },
  saved: { id: 'booking.admin.saved', defaultMessage: 'Gespeichert.' },
  failed: {
    id: 'booking.admin.failed',
    defaultMessage: 'Speichern fehlgeschlagen. Bitte prüfen Sie die Eingaben.',
  },
  remove: { id: 'booking.admin.remove', defaultMessage: 'Entfernen' },
});

export const WEEKDAYS = defineMessages({
  1: { id: 'booking.admin.weekday.1', defaultMessage: 'Montag' },
  2: { id: 'booking.admin.weekday.2', defaultMessage: 'Dienstag' },
  3: { id: 'booking.admin.weekday.3', defaultMessage: 'Mittwoch' },
  4: { id: 'booking.admin.weekday.4', defaultMessage: 'Donnerstag' },
  5: { id: 'booking.admin.weekday.5', defaultMessage: 'Freitag' },
  6: { id: 'booking.admin.weekday.6', defaultMessage: 'Samstag' },
  7: { id: 'booking.admin.weekday.7', defaultMessage: 'Sonntag' },
});
