import { defineMessages } from 'react-intl';
import { untypedMessages } from '../../untyped-messages';

export const texts = untypedMessages(
  defineMessages({
    title: { id: 'member.account.mfa.title', defaultMessage: 'Zweiter Faktor' },
    intro: {
      id: 'member.account.mfa.intro',
      defaultMessage:
        'Schützen Sie Ihr Konto zusätzlich zum Passwort mit einer Authenticator-App oder einem Passkey. Über jede Änderung informieren wir Sie per E-Mail.',
    },
    totpTitle: { id: 'member.account.mfa.totp.title', defaultMessage: 'Authenticator-App' },
    enabled: { id: 'member.account.mfa.enabled', defaultMessage: 'Eingerichtet' },
    notEnabled: { id: 'member.account.mfa.notEnabled', defaultMessage: 'Nicht eingerichtet' },
    recoveryLeft: {
      id: 'member.account.mfa.recoveryLeft',
      defaultMessage: 'Noch {count} unbenutzte Wiederherstellungscodes.',
    },
    totpStart: {
      id: 'member.account.mfa.totp.start',
      defaultMessage: 'Authenticator-App einrichten',
    },
    totpScan: {
      id: 'member.account.mfa.totp.scan',
      defaultMessage:
        'Scannen Sie den QR-Code mit Ihrer Authenticator-App oder tippen Sie den Schlüssel ein. Geben Sie dann den angezeigten 6-stelligen Code ein.',
    },
    qrAlt: {
      id: 'member.account.mfa.totp.qrAlt',
      defaultMessage: 'QR-Code für die Authenticator-App',
    },
    secretLabel: {
      id: 'member.account.mfa.totp.secret',
      defaultMessage: 'Schlüssel zum Eintippen',
    },
    code: { id: 'member.account.mfa.code', defaultMessage: 'Code' },
    codeRequired: {
      id: 'member.account.mfa.codeRequired',
      defaultMessage: 'Bitte geben Sie den Code ein.',
    },
    confirm: {
      id: 'member.account.mfa.totp.confirm',
      defaultMessage: 'Bestätigen und einschalten',
    },
    recoveryTitle: {
      id: 'member.account.mfa.recovery.title',
      defaultMessage: 'Ihre Wiederherstellungscodes',
    },
    recoveryHint: {
      id: 'member.account.mfa.recovery.hint',
      defaultMessage:
        'Bewahren Sie diese Codes sicher auf. Jeder Code funktioniert einmal, falls Sie keinen Zugriff auf Ihre App haben. Sie werden nur jetzt angezeigt.',
    },
    recoveryDone: { id: 'member.account.mfa.recovery.done', defaultMessage: 'Codes gesichert' },
    remove: { id: 'member.account.mfa.remove', defaultMessage: 'Entfernen' },
    removeTotpLabel: {
      id: 'member.account.mfa.totp.removeLabel',
      defaultMessage: 'Authenticator-App entfernen',
    },
    proofLead: {
      id: 'member.account.mfa.proof.lead',
      defaultMessage:
        'Bestätigen Sie mit einem Code aus Ihrer App, einem Wiederherstellungscode oder Ihrem Passkey.',
    },
    proofPasskey: {
      id: 'member.account.mfa.proof.passkey',
      defaultMessage: 'Mit Passkey bestätigen',
    },
    cancel: { id: 'member.account.mfa.cancel', defaultMessage: 'Abbrechen' },
    passkeysTitle: { id: 'member.account.mfa.passkeys.title', defaultMessage: 'Passkeys' },
    passkeysIntro: {
      id: 'member.account.mfa.passkeys.intro',
      defaultMessage:
        'Mit einem Passkey melden Sie sich ohne Passwort an, oder bestätigen damit die Anmeldung als zweiter Faktor.',
    },
    noPasskeys: { id: 'member.account.mfa.passkeys.none', defaultMessage: 'Noch keine Passkeys.' },
    passkeyName: { id: 'member.account.mfa.passkeys.name', defaultMessage: 'Name des Passkeys' },
    passkeyNameDefault: {
      id: 'member.account.mfa.passkeys.nameDefault',
      defaultMessage: 'Mein Passkey',
    },
    addPasskey: { id: 'member.account.mfa.passkeys.add', defaultMessage: 'Passkey hinzufügen' },
    added: {
      id: 'member.account.mfa.passkeys.added',
      defaultMessage: 'Der Passkey ist eingerichtet.',
    },
    createdAt: {
      id: 'member.account.mfa.passkeys.createdAt',
      defaultMessage: 'Hinzugefügt am {date}',
    },
    rename: { id: 'member.account.mfa.passkeys.rename', defaultMessage: 'Umbenennen' },
    renameLabel: {
      id: 'member.account.mfa.passkeys.renameLabel',
      defaultMessage: 'Passkey {name} umbenennen',
    },
    save: { id: 'member.account.mfa.passkeys.save', defaultMessage: 'Speichern' },
    removePasskeyLabel: {
      id: 'member.account.mfa.passkeys.removeLabel',
      defaultMessage: 'Passkey {name} entfernen',
    },
    removed: { id: 'member.account.mfa.removed', defaultMessage: 'Entfernt.' },
    passkeyCancelled: {
      id: 'member.account.mfa.passkeyCancelled',
      defaultMessage: 'Der Passkey wurde nicht bestätigt. Bitte versuchen Sie es erneut.',
    },
    failed: {
      id: 'member.account.mfa.failed',
      defaultMessage: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    },
    requiredTitle: {
      id: 'member.account.mfa.required.title',
      defaultMessage: 'Bitte richten Sie einen zweiten Faktor ein',
    },
    requiredLead: {
      id: 'member.account.mfa.required.lead',
      defaultMessage:
        'Als Administrator:in brauchen Sie neben dem Passwort einen zweiten Faktor. Bis er eingerichtet ist, sind alle anderen Funktionen gesperrt. Richten Sie eine Authenticator-App oder einen Passkey ein:',
    },
  }),
);
