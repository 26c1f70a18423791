import { defineMessages } from 'react-intl';
import { untypedMessages } from '../../shared/i18n/untyped-messages';

/**
 * The check-in screen's texts (`checkin.*`, their own English chunk). The registrant's code card
 * is shown on the member area and the guest page, so its texts go with the Academy's
 * (`member.academy.*`).
 */
export const checkinMessages = untypedMessages(
  defineMessages({
    title: { id: 'checkin.title', defaultMessage: 'Check-in' },
    back: { id: 'checkin.back', defaultMessage: 'Zurück zu den Anmeldungen' },
    backToMemberArea: {
      id: 'checkin.backToMemberArea',
      defaultMessage: 'Zurück zum Mitgliederbereich',
    },
    loading: { id: 'checkin.loading', defaultMessage: 'Check-in wird geladen…' },
    loadFailed: {
      id: 'checkin.loadFailed',
      defaultMessage: 'Der Check-in konnte nicht geladen werden.',
    },
    session: {
      id: 'checkin.session',
      defaultMessage: '{title}: {date}, {start}–{end} Uhr',
    },
    window: {
      id: 'checkin.window',
      defaultMessage: 'Codes zählen am Termintag von {opens} bis {closes} Uhr.',
    },
    counter: {
      id: 'checkin.counter',
      defaultMessage: '{checkedIn} von {confirmed} eingecheckt',
    },
    scanHeading: { id: 'checkin.scanHeading', defaultMessage: 'QR-Code scannen' },
    startCamera: { id: 'checkin.startCamera', defaultMessage: 'Kamera starten' },
    stopCamera: { id: 'checkin.stopCamera', defaultMessage: 'Kamera beenden' },
    cameraFailed: {
      id: 'checkin.cameraFailed',
      defaultMessage:
        'Die Kamera ließ sich nicht öffnen. Erlauben Sie den Zugriff, oder wählen Sie ein Foto des Codes, oder suchen Sie den Namen.',
    },
    cameraLabel: { id: 'checkin.cameraLabel', defaultMessage: 'Kamerabild zum Scannen' },
    photo: { id: 'checkin.photo', defaultMessage: 'Foto eines QR-Codes wählen' },
    photoNoCode: {
      id: 'checkin.photoNoCode',
      defaultMessage: 'Auf diesem Bild ist kein QR-Code zu erkennen.',
    },
    codeLabel: { id: 'checkin.codeLabel', defaultMessage: 'Code eingeben' },
    codeSubmit: { id: 'checkin.codeSubmit', defaultMessage: 'Einchecken' },
    searchHeading: { id: 'checkin.searchHeading', defaultMessage: 'Nach Namen suchen' },
    searchLabel: { id: 'checkin.searchLabel', defaultMessage: 'Name' },
    searchNone: { id: 'checkin.searchNone', defaultMessage: 'Niemand mit diesem Namen.' },
    checkInName: { id: 'checkin.checkInName', defaultMessage: '{name} einchecken' },
    checkedInAt: { id: 'checkin.checkedInAt', defaultMessage: 'da seit {time} Uhr' },
    cancelledBadge: { id: 'checkin.cancelledBadge', defaultMessage: 'storniert' },
    resultCheckedIn: { id: 'checkin.result.checkedIn', defaultMessage: 'Eingecheckt: {name}' },
    resultAlready: {
      id: 'checkin.result.already',
      defaultMessage: '{name} ist bereits eingecheckt',
    },
    resultAlreadyDetail: {
      id: 'checkin.result.alreadyDetail',
      defaultMessage: 'um {time} Uhr von {by}',
    },
    resultAlreadyAt: {
      id: 'checkin.result.alreadyAt',
      defaultMessage: 'um {time} Uhr',
    },
    resultWrongSession: {
      id: 'checkin.result.wrongSession',
      defaultMessage: 'Falscher Termin',
    },
    resultWrongSessionDetail: {
      id: 'checkin.result.wrongSessionDetail',
      defaultMessage:
        'Dieser Code gilt für einen anderen Termin oder Workshop, oder der Check-in ist gerade nicht geöffnet.',
    },
    resultCancelled: { id: 'checkin.result.cancelled', defaultMessage: 'Storniert' },
    resultCancelledDetail: {
      id: 'checkin.result.cancelledDetail',
      defaultMessage: 'Die Anmeldung von {name} ist storniert.',
    },
    resultUnknown: { id: 'checkin.result.unknown', defaultMessage: 'Unbekannter Code' },
    resultUnknownDetail: {
      id: 'checkin.result.unknownDetail',
      defaultMessage: 'Zu diesem Code gibt es keine Anmeldung.',
    },
    resultQueued: {
      id: 'checkin.result.queued',
      defaultMessage: 'Gespeichert, ohne Netz',
    },
    resultQueuedDetail: {
      id: 'checkin.result.queuedDetail',
      defaultMessage: 'Der Scan wird gesendet, sobald das Netz zurück ist.',
    },
    undo: { id: 'checkin.undo', defaultMessage: 'Rückgängig' },
    undone: { id: 'checkin.undone', defaultMessage: 'Check-in von {name} zurückgenommen.' },
    failed: {
      id: 'checkin.failed',
      defaultMessage: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    },
    queued: {
      id: 'checkin.queued',
      defaultMessage: '{count, plural, one {# Scan wartet} other {# Scans warten}} auf das Netz.',
    },
    helpersHeading: { id: 'checkin.helpersHeading', defaultMessage: 'Helferinnen und Helfer' },
    helpersIntro: {
      id: 'checkin.helpersIntro',
      defaultMessage:
        'Wer hier mit der E-Mail-Adresse seines Kontos eingetragen ist, darf bei diesem Termin einchecken, sonst nichts.',
    },
    helperEmail: { id: 'checkin.helperEmail', defaultMessage: 'E-Mail-Adresse' },
    helperEmailInvalid: {
      id: 'checkin.helperEmailInvalid',
      defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    },
    helperAdd: { id: 'checkin.helperAdd', defaultMessage: 'Eintragen' },
    devicesHeading: {
      id: 'checkin.devices.heading',
      defaultMessage: 'Geräte-Schlüssel für Scanner-Apps',
    },
    devicesIntro: {
      id: 'checkin.devices.intro',
      defaultMessage:
        'Ein Geräte-Schlüssel lässt eine Scanner-App Personen einchecken (nur das: POST /api/check-in/…), bei allen Terminen, bei denen Sie einchecken dürfen. Er wird nur einmal angezeigt; widerrufen Sie ihn, wenn das Gerät verloren geht.',
    },
    deviceName: { id: 'checkin.devices.name', defaultMessage: 'Name des Geräts' },
    deviceNameInvalid: {
      id: 'checkin.devices.nameInvalid',
      defaultMessage: 'Bitte geben Sie dem Gerät einen Namen (höchstens 80 Zeichen).',
    },
    deviceCreate: { id: 'checkin.devices.create', defaultMessage: 'Schlüssel erstellen' },
    deviceCreated: {
      id: 'checkin.devices.created',
      defaultMessage:
        'Ihr neuer Schlüssel – kopieren Sie ihn jetzt in die App, er wird nicht noch einmal angezeigt:',
    },
    deviceUsed: { id: 'checkin.devices.used', defaultMessage: 'zuletzt benutzt {at}' },
    deviceUnused: { id: 'checkin.devices.unused', defaultMessage: 'noch nicht benutzt' },
    deviceRevoked: { id: 'checkin.devices.revoked', defaultMessage: 'widerrufen' },
    deviceRevoke: { id: 'checkin.devices.revoke', defaultMessage: '{name} widerrufen' },
    helperRemove: { id: 'checkin.helperRemove', defaultMessage: '{email} austragen' },
    helpersNone: { id: 'checkin.helpersNone', defaultMessage: 'Noch niemand eingetragen.' },
    helperSessionsHeading: {
      id: 'member.academy.checkInHelper.heading',
      defaultMessage: 'Check-in, bei dem Sie helfen',
    },
    helperSessionOpen: {
      id: 'member.academy.checkInHelper.open',
      defaultMessage: 'Check-in öffnen: {title}',
    },
    codeCardHeading: {
      id: 'member.academy.checkInCode.heading',
      defaultMessage: 'Ihr Check-in-Code',
    },
    codeCardHint: {
      id: 'member.academy.checkInCode.hint',
      defaultMessage: 'Zeigen Sie diesen QR-Code am Eingang vor.',
    },
    joinCardHeading: {
      id: 'member.academy.joinLink.heading',
      defaultMessage: 'Ihr persönlicher Teilnahme-Link',
    },
    joinCardHint: {
      id: 'member.academy.joinLink.hint',
      defaultMessage:
        'Der Link öffnet {minutes} Minuten vor Beginn und führt Sie in den Videoraum. Bitte geben Sie ihn nicht weiter: Er gilt nur für Ihre Anmeldung.',
    },
    joinCardOpen: {
      id: 'member.academy.joinLink.open',
      defaultMessage: 'Zum Videoraum',
    },
    codeCardAlt: {
      id: 'member.academy.checkInCode.alt',
      defaultMessage: 'QR-Code für den Check-in',
    },
  }),
);
