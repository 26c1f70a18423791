import { defineMessages, type MessageDescriptor } from 'react-intl';

// Plain descriptors: the typed ones refuse values in plurals and placeholders.
export const certificateMessages: Record<string, MessageDescriptor> = defineMessages({
  pageTitle: {
    id: 'certificates.verify.pageTitle',
    defaultMessage: 'Teilnahmebescheinigung prüfen',
  },
  pageDescription: {
    id: 'certificates.verify.pageDescription',
    defaultMessage: 'Prüfen Sie, ob eine Teilnahmebescheinigung echt ist.',
  },
  loading: {
    id: 'certificates.verify.loading',
    defaultMessage: 'Die Bescheinigung wird geprüft …',
  },
  failed: {
    id: 'certificates.verify.failed',
    defaultMessage: 'Die Prüfung ist gerade nicht möglich. Bitte versuchen Sie es später erneut.',
  },
  notFound: {
    id: 'certificates.verify.notFound',
    defaultMessage:
      'Eine Bescheinigung mit der Nummer {number} haben wir nicht ausgestellt. Bitte prüfen Sie die Nummer.',
  },
  valid: { id: 'certificates.verify.valid', defaultMessage: 'Gültig' },
  validText: {
    id: 'certificates.verify.validText',
    defaultMessage: 'Diese Teilnahmebescheinigung ist echt: Wir haben sie so ausgestellt.',
  },
  revoked: { id: 'certificates.verify.revoked', defaultMessage: 'Widerrufen' },
  revokedText: {
    id: 'certificates.verify.revokedText',
    defaultMessage: 'Diese Bescheinigung wurde am {date} widerrufen und ist nicht mehr gültig.',
  },
  number: { id: 'certificates.field.number', defaultMessage: 'Bescheinigungsnummer' },
  name: { id: 'certificates.field.name', defaultMessage: 'Name' },
  workshop: { id: 'certificates.field.workshop', defaultMessage: 'Workshop' },
  date: { id: 'certificates.field.date', defaultMessage: 'Datum' },
  duration: { id: 'certificates.field.duration', defaultMessage: 'Dauer' },
  durationValue: {
    id: 'certificates.field.durationValue',
    defaultMessage:
      '{minutes} Minuten ({units, plural, one {# Unterrichtseinheit} other {# Unterrichtseinheiten}} à 45 Minuten)',
  },
  status: { id: 'certificates.field.status', defaultMessage: 'Status' },
  mineTitle: { id: 'certificates.mine.title', defaultMessage: 'Meine Teilnahmebescheinigungen' },
  mineLoading: {
    id: 'certificates.mine.loading',
    defaultMessage: 'Ihre Bescheinigungen werden geladen …',
  },
  mineFailed: {
    id: 'certificates.mine.failed',
    defaultMessage: 'Ihre Bescheinigungen konnten nicht geladen werden.',
  },
  mineEmpty: {
    id: 'certificates.mine.empty',
    defaultMessage:
      'Noch keine Bescheinigungen. Nach jedem besuchten Workshop erhalten Sie eine per E-Mail; sie erscheint dann auch hier.',
  },
  download: { id: 'certificates.mine.download', defaultMessage: 'PDF herunterladen' },
  downloadLabel: {
    id: 'certificates.mine.downloadLabel',
    defaultMessage: 'Bescheinigung {number} als PDF herunterladen',
  },
  downloadFailed: {
    id: 'certificates.mine.downloadFailed',
    defaultMessage: 'Das Herunterladen hat nicht geklappt.',
  },
  verifyLink: { id: 'certificates.mine.verifyLink', defaultMessage: 'Echtheit prüfen' },
  verifyLabel: {
    id: 'certificates.mine.verifyLabel',
    defaultMessage: 'Echtheit der Bescheinigung {number} prüfen',
  },
  revokeTitle: { id: 'certificates.revoke.title', defaultMessage: 'Bescheinigung widerrufen' },
  revokeReason: { id: 'certificates.revoke.reason', defaultMessage: 'Grund (für das Protokoll)' },
  revokeReasonInvalid: {
    id: 'certificates.revoke.reasonInvalid',
    defaultMessage: 'Bitte nennen Sie einen Grund für den Widerruf (höchstens {max} Zeichen).',
  },
  revokeSubmit: { id: 'certificates.revoke.submit', defaultMessage: 'Widerrufen' },
  revokeDone: {
    id: 'certificates.revoke.done',
    defaultMessage: 'Die Bescheinigung ist widerrufen.',
  },
  revokeFailed: {
    id: 'certificates.revoke.failed',
    defaultMessage: 'Der Widerruf hat nicht geklappt.',
  },
});
