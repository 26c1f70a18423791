import { defineMessages } from 'react-intl';
import { untypedMessages } from '../untyped-messages';

export const registrantsMessages = untypedMessages(
  defineMessages({
    title: { id: 'workshops.registrants.title', defaultMessage: 'Anmeldungen' },
    loading: { id: 'workshops.registrants.loading', defaultMessage: 'Anmeldungen werden geladen…' },
    loadFailed: {
      id: 'workshops.registrants.loadFailed',
      defaultMessage: 'Die Anmeldungen konnten nicht geladen werden.',
    },
    mails: {
      id: 'workshops.registrants.mails',
      defaultMessage: 'E-Mail an mich bei jeder neuen Anmeldung',
    },
    csv: { id: 'workshops.registrants.csv', defaultMessage: 'Als CSV herunterladen' },
    csvFailed: {
      id: 'workshops.registrants.csvFailed',
      defaultMessage: 'Die Datei konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    },
    noSessions: {
      id: 'workshops.registrants.noSessions',
      defaultMessage: 'Dieser Workshop hat keine anstehenden Termine.',
    },
    none: { id: 'workshops.registrants.none', defaultMessage: 'Noch keine Anmeldungen.' },
    session: {
      id: 'workshops.registrants.session',
      defaultMessage: 'Termin am {date}, {time} Uhr',
    },
    seats: {
      id: 'workshops.registrants.seats',
      defaultMessage: '{registered} von {capacity} Plätzen belegt',
    },
    paidCount: {
      id: 'workshops.registrants.paidCount',
      defaultMessage: '{paid} von {invoiced} Rechnungen bezahlt',
    },
    paymentOpen: { id: 'workshops.registrants.payment.open', defaultMessage: 'Zahlung offen' },
    paymentPaid: { id: 'workshops.registrants.payment.paid', defaultMessage: 'Bezahlt' },
    paymentRefunded: {
      id: 'workshops.registrants.payment.refunded',
      defaultMessage: 'Erstattet',
    },
    paymentWrittenOff: {
      id: 'workshops.registrants.payment.writtenOff',
      defaultMessage: 'Abgeschrieben',
    },
    offSchedule: {
      id: 'workshops.registrants.offSchedule',
      defaultMessage:
        'Behalten: Dieser Termin passt nicht mehr zur neuen Regel, hat aber Anmeldungen. Verschieben oder sagen Sie ihn ab.',
    },
    member: { id: 'workshops.registrants.member', defaultMessage: 'Mitglied' },
    guest: { id: 'workshops.registrants.guest', defaultMessage: 'Gast' },
    confirmed: { id: 'workshops.registrants.status.confirmed', defaultMessage: 'Bestätigt' },
    waitlisted: { id: 'workshops.registrants.status.waitlisted', defaultMessage: 'Warteliste' },
    cancelled: { id: 'workshops.registrants.status.cancelled', defaultMessage: 'Storniert' },
    notes: { id: 'workshops.registrants.notes', defaultMessage: 'Notizen: {notes}' },
    move: { id: 'workshops.registrants.move', defaultMessage: 'Termin verschieben' },
    newStart: { id: 'workshops.registrants.newStart', defaultMessage: 'Neuer Beginn' },
    moveSave: { id: 'workshops.registrants.moveSave', defaultMessage: 'Verschieben' },
    moved: {
      id: 'workshops.registrants.moved',
      defaultMessage: 'Der Termin ist verschoben; die Angemeldeten werden benachrichtigt.',
    },
    cancel: { id: 'workshops.registrants.cancel', defaultMessage: 'Termin absagen' },
    cancelConfirm: {
      id: 'workshops.registrants.cancelConfirm',
      defaultMessage:
        'Termin am {date} wirklich absagen? Alle Angemeldeten werden benachrichtigt, und der Tag wird nicht mehr angeboten.',
    },
    cancelYes: { id: 'workshops.registrants.cancelYes', defaultMessage: 'Ja, absagen' },
    keep: { id: 'workshops.registrants.keep', defaultMessage: 'Nicht absagen' },
    cancelled_: {
      id: 'workshops.registrants.cancelledDone',
      defaultMessage: 'Der Termin ist abgesagt; die Angemeldeten werden benachrichtigt.',
    },
    message: {
      id: 'workshops.registrants.message',
      defaultMessage: 'Nachricht an alle Bestätigten',
    },
    subject: { id: 'workshops.registrants.subject', defaultMessage: 'Betreff' },
    body: { id: 'workshops.registrants.body', defaultMessage: 'Nachricht' },
    send: { id: 'workshops.registrants.send', defaultMessage: 'Senden' },
    sent: {
      id: 'workshops.registrants.sent',
      defaultMessage:
        '{count, plural, one {Die Nachricht geht an # Person.} other {Die Nachricht geht an # Personen.}}',
    },
    tooLong: {
      id: 'workshops.registrants.tooLong',
      defaultMessage: 'Bitte höchstens {max} Zeichen.',
    },
    required: { id: 'workshops.registrants.required', defaultMessage: 'Bitte ausfüllen.' },
    failed: {
      id: 'workshops.registrants.failed',
      defaultMessage: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    },
  }),
);
