import { defineMessages } from 'react-intl';

/** The workshop form's texts (its field sections, hook and actions share them). */
export const workshopFormMessages = defineMessages({
  title: { id: 'memberWorkshops.form.title', defaultMessage: 'Titel' },
  description: { id: 'memberWorkshops.form.description', defaultMessage: 'Beschreibung' },
  category: { id: 'memberWorkshops.form.category', defaultMessage: 'Kategorie' },
  start: { id: 'memberWorkshops.form.start', defaultMessage: 'Beginn (Datum und Uhrzeit)' },
  startHint: {
    id: 'memberWorkshops.form.startHint',
    defaultMessage: 'Deutsche Zeit (Europe/Berlin).',
  },
  duration: { id: 'memberWorkshops.form.duration', defaultMessage: 'Dauer (Minuten)' },
  durationHint: {
    id: 'memberWorkshops.form.durationHint',
    defaultMessage: 'Mindestens 30 Minuten, in Schritten von 30.',
  },
  format: { id: 'memberWorkshops.form.format', defaultMessage: 'Format' },
  online: { id: 'memberWorkshops.form.format.online', defaultMessage: 'Online' },
  onsite: { id: 'memberWorkshops.form.format.onsite', defaultMessage: 'Vor Ort' },
  hybrid: { id: 'memberWorkshops.form.format.hybrid', defaultMessage: 'Hybrid' },
  location: { id: 'memberWorkshops.form.location', defaultMessage: 'Veranstaltungsort' },
  videoLink: { id: 'memberWorkshops.form.videoLink', defaultMessage: 'Link zur Videokonferenz' },
  videoLinkHint: {
    id: 'memberWorkshops.form.videoLinkHint',
    defaultMessage: 'Nur angemeldete Teilnehmende sehen den Link.',
  },
  maxParticipants: {
    id: 'memberWorkshops.form.maxParticipants',
    defaultMessage: 'Maximale Teilnehmerzahl',
  },
  minParticipants: {
    id: 'memberWorkshops.form.minParticipants',
    defaultMessage: 'Mindestteilnehmerzahl (optional)',
  },
  minParticipantsHint: {
    id: 'memberWorkshops.form.minParticipantsHint',
    defaultMessage:
      'Hat ein Termin zum Entscheidungszeitpunkt weniger feste Anmeldungen, wird er automatisch abgesagt; alle Angemeldeten werden informiert. Einen Tag vorher erhalten Sie eine Warnung und können den Termin trotzdem bestätigen.',
  },
  decisionAmount: {
    id: 'memberWorkshops.form.decisionAmount',
    defaultMessage: 'Entscheidung vor jedem Termin',
  },
  decisionUnit: { id: 'memberWorkshops.form.decisionUnit', defaultMessage: 'Einheit' },
  decisionDays: { id: 'memberWorkshops.form.decisionDays', defaultMessage: 'Tage vorher' },
  decisionHours: { id: 'memberWorkshops.form.decisionHours', defaultMessage: 'Stunden vorher' },
  objectives: { id: 'memberWorkshops.form.objectives', defaultMessage: 'Lernziele' },
  objectivesHint: {
    id: 'memberWorkshops.form.objectivesHint',
    defaultMessage: 'Ein Lernziel pro Zeile.',
  },
  materials: { id: 'memberWorkshops.form.materials', defaultMessage: 'Materialien' },
  materialsHint: {
    id: 'memberWorkshops.form.materialsHint',
    defaultMessage: 'Ein Material pro Zeile.',
  },
  tags: { id: 'memberWorkshops.form.tags', defaultMessage: 'Schlagwörter' },
  tagsHint: { id: 'memberWorkshops.form.tagsHint', defaultMessage: 'Durch Kommas getrennt.' },
  audience: { id: 'memberWorkshops.form.audience', defaultMessage: 'Wer sieht den Workshop?' },
  audienceEveryone: {
    id: 'memberWorkshops.form.audience.everyone',
    defaultMessage: 'Alle, auch ohne Konto',
  },
  audienceMembers: {
    id: 'memberWorkshops.form.audience.members',
    defaultMessage: 'Nur Mitglieder',
  },
  audienceEveryoneHint: {
    id: 'memberWorkshops.form.audience.everyoneHint',
    defaultMessage: 'Der Workshop erscheint öffentlich in der Academy.',
  },
  audienceMembersHint: {
    id: 'memberWorkshops.form.audience.membersHint',
    defaultMessage: 'Nur angemeldete Mitglieder sehen den Workshop und können sich anmelden.',
  },
  guests: {
    id: 'memberWorkshops.form.guests',
    defaultMessage: 'Gäste ohne Konto dürfen sich anmelden',
  },
  basePrice: { id: 'memberWorkshops.form.basePrice', defaultMessage: 'Grundpreis pro Person (€)' },
  basePriceHint: {
    id: 'memberWorkshops.form.basePriceHint',
    defaultMessage:
      'Zum Beispiel 49,90. Academy-Mitglieder erhalten 50 % Rabatt auf den Grundpreis. Der Preis kann später nicht geändert werden.',
  },
  editHint: {
    id: 'memberWorkshops.form.editHint',
    defaultMessage:
      'Änderungen werden sofort wirksam – außer einem neuen Poster: Es muss erst von unserem Team freigegeben werden.',
  },
  create: { id: 'memberWorkshops.form.submitCreate', defaultMessage: 'Workshop erstellen' },
  save: { id: 'memberWorkshops.form.submitSave', defaultMessage: 'Änderungen speichern' },
  saving: { id: 'memberWorkshops.form.saving', defaultMessage: 'Wird gespeichert…' },
  createFailed: {
    id: 'memberWorkshops.form.createFailed',
    defaultMessage: 'Der Workshop konnte nicht erstellt werden.',
  },
  updateFailed: {
    id: 'memberWorkshops.form.updateFailed',
    defaultMessage: 'Der Workshop konnte nicht gespeichert werden.',
  },
  checkFields: {
    id: 'memberWorkshops.form.checkFields',
    defaultMessage: 'Bitte prüfen Sie die markierten Felder.',
  },
  submitDisabledHint: {
    id: 'memberWorkshops.form.submitDisabledHint',
    defaultMessage: 'Bitte laden Sie ein Workshop-Poster hoch',
  },
  submitBlockedHint: {
    id: 'memberWorkshops.form.submitBlockedHint',
    defaultMessage:
      'Sie können noch keinen Workshop anlegen: Bitte erfüllen Sie zuerst die Voraussetzungen oben.',
  },
  categoryOther: { id: 'memberWorkshops.form.category.other', defaultMessage: 'Andere …' },
  categoryNone: { id: 'memberWorkshops.form.category.none', defaultMessage: 'Keine Kategorie' },
  categoryOwn: { id: 'memberWorkshops.form.category.own', defaultMessage: 'Eigene Kategorie' },
});
