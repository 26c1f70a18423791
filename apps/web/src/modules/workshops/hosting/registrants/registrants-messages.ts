import { defineMessages } from 'react-intl';
import { untypedMessages } from '../../../../shared/i18n/untyped-messages';

export const registrantsMessages = untypedMessages(
  defineMessages({
    title: { id: 'memberWorkshops.registrants.title', defaultMessage: 'Anmeldungen' },
    loading: {
      id: 'memberWorkshops.registrants.loading',
      defaultMessage: 'Anmeldungen werden geladen…',
    },
    loadFailed: {
      id: 'memberWorkshops.registrants.loadFailed',
      defaultMessage: 'Die Anmeldungen konnten nicht geladen werden.',
    },
    mails: {
      id: 'memberWorkshops.registrants.mails',
      defaultMessage: 'E-Mail an mich bei jeder neuen Anmeldung',
    },
    checkIn: { id: 'memberWorkshops.registrants.checkIn', defaultMessage: 'Check-in öffnen' },
    csv: { id: 'memberWorkshops.registrants.csv', defaultMessage: 'Als CSV herunterladen' },
    csvFailed: {
      id: 'memberWorkshops.registrants.csvFailed',
      defaultMessage: 'Die Datei konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    },
    noSessions: {
      id: 'memberWorkshops.registrants.noSessions',
      defaultMessage: 'Dieser Workshop hat keine anstehenden Termine.',
    },
    none: { id: 'memberWorkshops.registrants.none', defaultMessage: 'Noch keine Anmeldungen.' },
    session: {
      id: 'memberWorkshops.registrants.session',
      defaultMessage: 'Termin am {date}, {time} Uhr',
    },
    moreDates: {
      id: 'memberWorkshops.registrants.moreDates',
      defaultMessage: 'Weitere Termine ({count})',
    },
    fewerDates: {
      id: 'memberWorkshops.registrants.fewerDates',
      defaultMessage: 'Weitere Termine ausblenden',
    },
    pastDates: {
      id: 'memberWorkshops.registrants.pastDates',
      defaultMessage: 'Vergangene Termine ({count})',
    },
    hidePastDates: {
      id: 'memberWorkshops.registrants.hidePastDates',
      defaultMessage: 'Vergangene Termine ausblenden',
    },
    pastSession: {
      id: 'memberWorkshops.registrants.pastSession',
      defaultMessage: 'Termin am {date} (vorbei)',
    },
    seats: {
      id: 'memberWorkshops.registrants.seats',
      defaultMessage: '{registered} von {capacity, plural, one {# Platz} other {# Plätzen}} belegt',
    },
    paidCount: {
      id: 'memberWorkshops.registrants.paidCount',
      defaultMessage: '{paid} von {invoiced} Rechnungen bezahlt',
    },
    paymentOpen: {
      id: 'memberWorkshops.registrants.payment.open',
      defaultMessage: 'Zahlung offen',
    },
    paymentPaid: { id: 'memberWorkshops.registrants.payment.paid', defaultMessage: 'Bezahlt' },
    paymentRefunded: {
      id: 'memberWorkshops.registrants.payment.refunded',
      defaultMessage: 'Erstattet',
    },
    paymentWrittenOff: {
      id: 'memberWorkshops.registrants.payment.writtenOff',
      defaultMessage: 'Abgeschrieben',
    },
    holiday: {
      id: 'memberWorkshops.registrants.holiday',
      defaultMessage: 'Feiertag: {name}',
    },
    skipHoliday: {
      id: 'memberWorkshops.registrants.skipHoliday',
      defaultMessage: 'Diesen Tag auslassen',
    },
    offSchedule: {
      id: 'memberWorkshops.registrants.offSchedule',
      defaultMessage:
        'Behalten: Dieser Termin passt nicht mehr zur neuen Regel, hat aber Anmeldungen. Verschieben oder sagen Sie ihn ab.',
    },
    member: { id: 'memberWorkshops.registrants.member', defaultMessage: 'Mitglied' },
    guest: { id: 'memberWorkshops.registrants.guest', defaultMessage: 'Gast' },
    confirmed: { id: 'memberWorkshops.registrants.status.confirmed', defaultMessage: 'Bestätigt' },
    waitlisted: {
      id: 'memberWorkshops.registrants.status.waitlisted',
      defaultMessage: 'Warteliste',
    },
    cancelled: { id: 'memberWorkshops.registrants.status.cancelled', defaultMessage: 'Storniert' },
    notes: { id: 'memberWorkshops.registrants.notes', defaultMessage: 'Notizen: {notes}' },
    move: { id: 'memberWorkshops.registrants.move', defaultMessage: 'Termin verschieben' },
    newStart: { id: 'memberWorkshops.registrants.newStart', defaultMessage: 'Neuer Beginn' },
    moveSave: { id: 'memberWorkshops.registrants.moveSave', defaultMessage: 'Verschieben' },
    moveFuture: {
      id: 'memberWorkshops.registrants.moveFuture',
      defaultMessage: 'Bitte wählen Sie einen Beginn in der Zukunft.',
    },
    moveReason: {
      id: 'memberWorkshops.registrants.moveReason',
      defaultMessage: 'Grund für die Verschiebung',
    },
    moveReasonHint: {
      id: 'memberWorkshops.registrants.moveReasonHint',
      defaultMessage: 'Steht in der E-Mail an die Angemeldeten.',
    },
    moveReasonShown: {
      id: 'memberWorkshops.registrants.moveReasonShown',
      defaultMessage: 'Grund in der E-Mail: „{reason}“',
    },
    moveCancel: { id: 'memberWorkshops.registrants.moveCancel', defaultMessage: 'Abbrechen' },
    moveConfirm: {
      id: 'memberWorkshops.registrants.moveConfirm',
      defaultMessage: 'Termin vom {from} auf {to} verschieben?',
    },
    moveNotified: {
      id: 'memberWorkshops.registrants.moveNotified',
      defaultMessage:
        '{count, plural, =0 {Niemand ist fest angemeldet; es wird niemand benachrichtigt.} one {# Person wird per E-Mail benachrichtigt.} other {# Personen werden per E-Mail benachrichtigt.}}',
    },
    moveConfirmYes: {
      id: 'memberWorkshops.registrants.moveConfirmYes',
      defaultMessage: 'Jetzt verschieben',
    },
    moveBack: { id: 'memberWorkshops.registrants.moveBack', defaultMessage: 'Zurück' },
    moved: {
      id: 'memberWorkshops.registrants.moved',
      defaultMessage: 'Der Termin ist verschoben; die Angemeldeten werden benachrichtigt.',
    },
    cancel: { id: 'memberWorkshops.registrants.cancel', defaultMessage: 'Termin absagen' },
    cancelConfirm: {
      id: 'memberWorkshops.registrants.cancelConfirm',
      defaultMessage:
        'Termin am {date} wirklich absagen? Alle Angemeldeten werden benachrichtigt, und der Tag wird nicht mehr angeboten.',
    },
    cancelYes: { id: 'memberWorkshops.registrants.cancelYes', defaultMessage: 'Ja, absagen' },
    keep: { id: 'memberWorkshops.registrants.keep', defaultMessage: 'Nicht absagen' },
    cancelled_: {
      id: 'memberWorkshops.registrants.cancelledDone',
      defaultMessage: 'Der Termin ist abgesagt; die Angemeldeten werden benachrichtigt.',
    },
    message: {
      id: 'memberWorkshops.registrants.message',
      defaultMessage: 'Nachricht an alle Bestätigten',
    },
    subject: { id: 'memberWorkshops.registrants.subject', defaultMessage: 'Betreff' },
    body: { id: 'memberWorkshops.registrants.body', defaultMessage: 'Nachricht' },
    send: { id: 'memberWorkshops.registrants.send', defaultMessage: 'Senden' },
    sent: {
      id: 'memberWorkshops.registrants.sent',
      defaultMessage:
        '{count, plural, one {Gesendet an # Person.} other {Gesendet an # Personen.}}',
    },
    skipped: {
      id: 'memberWorkshops.registrants.skipped',
      defaultMessage:
        '{count, plural, one {# Gast hat die E-Mail-Adresse noch nicht bestätigt und erhält die Nachricht nicht.} other {# Gäste haben die E-Mail-Adresse noch nicht bestätigt und erhalten die Nachricht nicht.}}',
    },
    tooLong: {
      id: 'memberWorkshops.registrants.tooLong',
      defaultMessage: 'Bitte höchstens {max} Zeichen.',
    },
    required: { id: 'memberWorkshops.registrants.required', defaultMessage: 'Bitte ausfüllen.' },
    failed: {
      id: 'memberWorkshops.registrants.failed',
      defaultMessage: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    },
  }),
);
