import type { ApprovalStatus, ProfileVisibility } from '@platform/domain';
import { defineMessage, defineMessages } from 'react-intl';

export const visibilityLabels = defineMessages<ProfileVisibility>({
  private: { id: 'member.profile.visibility.private', defaultMessage: 'Privat' },
  team: { id: 'member.profile.visibility.team', defaultMessage: 'Nur Mitglieder' },
  public: { id: 'member.profile.visibility.public', defaultMessage: 'Öffentlich' },
});

export const approvalStatusLabels = defineMessages<ApprovalStatus>({
  pending: { id: 'member.profile.status.pending', defaultMessage: 'Ausstehend' },
  needs_review: {
    id: 'member.profile.status.needsReview',
    defaultMessage: 'Überprüfung erforderlich',
  },
  approved: { id: 'member.profile.status.approved', defaultMessage: 'Freigegeben' },
  rejected: { id: 'member.profile.status.rejected', defaultMessage: 'Abgelehnt' },
});

export const photoMessages = defineMessages({
  notImage: {
    id: 'member.profile.photo.notImage',
    defaultMessage: 'Bitte laden Sie eine Bilddatei hoch',
  },
  tooLarge: {
    id: 'member.profile.photo.tooLarge',
    defaultMessage: 'Dateigröße muss kleiner als 2MB sein',
  },
  readFailed: {
    id: 'member.profile.photo.readFailed',
    defaultMessage: 'Fehler beim Lesen der Datei',
  },
  uploadFailed: {
    id: 'member.profile.photo.uploadFailed',
    defaultMessage: 'Fehler beim Hochladen des Bildes',
  },
  hint: { id: 'member.profile.photo.hint', defaultMessage: 'JPG, PNG oder GIF, max. 2 MB' },
  label: { id: 'member.profile.photo.label', defaultMessage: 'Profilfoto' },
  choose: { id: 'member.profile.photo.choose', defaultMessage: 'Foto hochladen' },
  change: { id: 'member.profile.photo.change', defaultMessage: 'Foto ändern' },
  remove: { id: 'member.profile.photo.remove', defaultMessage: 'Foto entfernen' },
  none: { id: 'member.profile.photo.none', defaultMessage: 'Kein Bild' },
  selected: {
    id: 'member.profile.photo.selected',
    defaultMessage: 'Neues Foto ausgewählt; es wird beim Speichern hochgeladen.',
  },
  removed: {
    id: 'member.profile.photo.removed',
    defaultMessage: 'Das Foto wird beim Speichern entfernt.',
  },
});

export const fieldLabels = defineMessages({
  displayName: { id: 'member.profile.field.displayName', defaultMessage: 'Name' },
  email: { id: 'member.profile.field.email', defaultMessage: 'E-Mail' },
  emailHint: {
    id: 'member.profile.field.emailHint',
    defaultMessage: 'Die E-Mail-Adresse Ihres Kontos; sie lässt sich hier nicht ändern.',
  },
  headline: { id: 'member.profile.field.headline', defaultMessage: 'Überschrift' },
  headlineHint: {
    id: 'member.profile.field.headlineHint',
    defaultMessage: 'Zum Beispiel: „UX-Designerin mit Schwerpunkt Barrierefreiheit“',
  },
  bio: { id: 'member.profile.field.bio', defaultMessage: 'Über mich' },
  company: { id: 'member.profile.field.company', defaultMessage: 'Unternehmen' },
  location: { id: 'member.profile.field.location', defaultMessage: 'Ort' },
  skills: { id: 'member.profile.field.skills', defaultMessage: 'Fähigkeiten' },
  links: { id: 'member.profile.field.links', defaultMessage: 'Links' },
  linkedin: { id: 'member.profile.field.linkedin', defaultMessage: 'LinkedIn' },
  website: { id: 'member.profile.field.website', defaultMessage: 'Website' },
  github: { id: 'member.profile.field.github', defaultMessage: 'GitHub' },
  twitter: { id: 'member.profile.field.twitter', defaultMessage: 'Twitter' },
  visibility: { id: 'member.profile.field.visibility', defaultMessage: 'Sichtbarkeit' },
});

export const photoAltMessage = defineMessage<{ name: string }>({
  id: 'member.profile.photo.alt',
  defaultMessage: 'Profilfoto von {name}',
});
