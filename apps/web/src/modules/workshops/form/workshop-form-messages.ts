import { defineMessages } from 'react-intl';

/** The workshop form's texts (its field sections, hook and actions share them). */
export const workshopFormMessages = defineMessages({
  title: { id: 'workshops.form.title', defaultMessage: 'Titel' },
  description: { id: 'workshops.form.description', defaultMessage: 'Beschreibung' },
  category: { id: 'workshops.form.category', defaultMessage: 'Kategorie' },
  start: { id: 'workshops.form.start', defaultMessage: 'Beginn (Datum und Uhrzeit)' },
  startHint: { id: 'workshops.form.startHint', defaultMessage: 'Deutsche Zeit (Europe/Berlin).' },
  duration: { id: 'workshops.form.duration', defaultMessage: 'Dauer (Minuten)' },
  durationHint: {
    id: 'workshops.form.durationHint',
    defaultMessage: 'Mindestens 30 Minuten, in Schritten von 30.',
  },
  format: { id: 'workshops.form.format', defaultMessage: 'Format' },
  online: { id: 'workshops.form.format.online', defaultMessage: 'Online' },
  onsite: { id: 'workshops.form.format.onsite', defaultMessage: 'Vor Ort' },
  hybrid: { id: 'workshops.form.format.hybrid', defaultMessage: 'Hybrid' },
  location: { id: 'workshops.form.location', defaultMessage: 'Veranstaltungsort' },
  videoLink: { id: 'workshops.form.videoLink', defaultMessage: 'Link zur Videokonferenz' },
  videoLinkHint: {
    id: 'workshops.form.videoLinkHint',
    defaultMessage: 'Nur angemeldete Teilnehmende sehen den Link.',
  },
  maxParticipants: {
    id: 'workshops.form.maxParticipants',
    defaultMessage: 'Maximale Teilnehmerzahl',
  },
  objectives: { id: 'workshops.form.objectives', defaultMessage: 'Lernziele' },
  objectivesHint: {
    id: 'workshops.form.objectivesHint',
    defaultMessage: 'Ein Lernziel pro Zeile.',
  },
  materials: { id: 'workshops.form.materials', defaultMessage: 'Materialien' },
  materialsHint: { id: 'workshops.form.materialsHint', defaultMessage: 'Ein Material pro Zeile.' },
  tags: { id: 'workshops.form.tags', defaultMessage: 'Schlagwörter' },
  tagsHint: { id: 'workshops.form.tagsHint', defaultMessage: 'Durch Kommas getrennt.' },
  isPublic: { id: 'workshops.form.isPublic', defaultMessage: 'Öffentlich anzeigen' },
  isPublicHint: {
    id: 'workshops.form.isPublicHint',
    defaultMessage:
      'Öffentliche Workshops erscheinen auch für Besucherinnen und Besucher ohne Konto.',
  },
  on: { id: 'workshops.form.on', defaultMessage: 'An' },
  off: { id: 'workshops.form.off', defaultMessage: 'Aus' },
  visibility: { id: 'workshops.form.visibility', defaultMessage: 'Sichtbarkeit' },
  visibilityPublic: { id: 'workshops.form.visibility.public', defaultMessage: 'Öffentlich' },
  visibilityMembers: {
    id: 'workshops.form.visibility.membersOnly',
    defaultMessage: 'Nur für Mitglieder',
  },
  guests: {
    id: 'workshops.form.guests',
    defaultMessage: 'Gäste ohne Konto dürfen sich anmelden',
  },
  basePrice: { id: 'workshops.form.basePrice', defaultMessage: 'Grundpreis pro Person (€)' },
  basePriceHint: {
    id: 'workshops.form.basePriceHint',
    defaultMessage:
      'Zum Beispiel 49,90. Academy-Mitglieder erhalten 50 % Rabatt auf den Grundpreis. Der Preis kann später nicht geändert werden.',
  },
  editHint: {
    id: 'workshops.form.editHint',
    defaultMessage:
      'Änderungen werden sofort wirksam – außer einem neuen Poster: Es muss erst von unserem Team freigegeben werden.',
  },
  create: { id: 'workshops.form.submitCreate', defaultMessage: 'Workshop erstellen' },
  save: { id: 'workshops.form.submitSave', defaultMessage: 'Änderungen speichern' },
  saving: { id: 'workshops.form.saving', defaultMessage: 'Wird gespeichert…' },
  createFailed: {
    id: 'workshops.form.createFailed',
    defaultMessage: 'Der Workshop konnte nicht erstellt werden.',
  },
  updateFailed: {
    id: 'workshops.form.updateFailed',
    defaultMessage: 'Der Workshop konnte nicht gespeichert werden.',
  },
  checkFields: {
    id: 'workshops.form.checkFields',
    defaultMessage: 'Bitte prüfen Sie die markierten Felder.',
  },
  submitDisabledHint: {
    id: 'workshops.form.submitDisabledHint',
    defaultMessage: 'Bitte laden Sie ein Workshop-Poster hoch',
  },
});
