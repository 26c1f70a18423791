import { defineMessage, defineMessages } from 'react-intl';

/** Texts the booking screens share; the German ones are the spec's. */
export const bookingMessages = defineMessages({
  consultantsFailed: {
    id: 'booking.error.consultants',
    defaultMessage: 'Berater konnten nicht geladen werden',
  },
  slotsFailed: {
    id: 'booking.error.slots',
    defaultMessage: 'Termine konnten nicht geladen werden',
  },
  retry: { id: 'booking.retry', defaultMessage: 'Erneut versuchen' },
  slotRequired: {
    id: 'booking.error.slotRequired',
    defaultMessage: 'Bitte wählen Sie einen Termin aus.',
  },
  bookingFailed: {
    id: 'booking.error.booking',
    defaultMessage: 'Fehler bei der Terminbuchung. Bitte versuchen Sie es erneut.',
  },
  submit: { id: 'booking.submit', defaultMessage: 'Termin buchen' },
  submitting: { id: 'booking.submitting', defaultMessage: 'Wird gebucht...' },
  consultant: { id: 'booking.summary.consultant', defaultMessage: 'Beraterin / Berater' },
  date: { id: 'booking.summary.date', defaultMessage: 'Datum' },
  time: { id: 'booking.summary.time', defaultMessage: 'Uhrzeit' },
  how: { id: 'booking.summary.how', defaultMessage: 'Ort' },
  modeOnsite: { id: 'booking.mode.onsite', defaultMessage: 'vor Ort' },
  modeOnline: { id: 'booking.mode.online', defaultMessage: 'online' },
  onlineNote: {
    id: 'booking.summary.online',
    defaultMessage: 'Online per Video – den Link erhalten Sie per E-Mail',
  },
});

export const timeRangeMessage = defineMessage<{ from: string; to: string }>({
  id: 'booking.summary.timeRange',
  defaultMessage: '{from}–{to} Uhr',
});
