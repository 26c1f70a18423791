import { defineMessage, defineMessages } from 'react-intl';

// `member.` ids: the Admin tab loads the member area's catalog group.
export const promoMessages = defineMessages({
  title: { id: 'member.promo.title', defaultMessage: 'Promo-Codes der Academy' },
  intro: {
    id: 'member.promo.intro',
    defaultMessage:
      'Mitglieder sehen aktive Codes einmal im Vorteilsbereich der Academy. Abgeschaltete Codes bleiben hier erhalten.',
  },
  loading: { id: 'member.promo.loading', defaultMessage: 'Promo-Codes werden geladen…' },
  loadFailed: {
    id: 'member.promo.loadFailed',
    defaultMessage: 'Die Promo-Codes konnten nicht geladen werden.',
  },
  retry: { id: 'member.promo.retry', defaultMessage: 'Erneut versuchen' },
  empty: { id: 'member.promo.empty', defaultMessage: 'Noch keine Promo-Codes.' },
  active: { id: 'member.promo.active', defaultMessage: 'Aktiv' },
  inactive: { id: 'member.promo.inactive', defaultMessage: 'Abgeschaltet' },
  allWorkshops: { id: 'member.promo.allWorkshops', defaultMessage: 'Für alle Workshops' },
  oneWorkshop: { id: 'member.promo.oneWorkshop', defaultMessage: 'Nur für einen Workshop' },
  edit: { id: 'member.promo.edit', defaultMessage: 'Bearbeiten' },
  switchOff: { id: 'member.promo.switchOff', defaultMessage: 'Abschalten' },
  switchOn: { id: 'member.promo.switchOn', defaultMessage: 'Wieder einschalten' },
  cancel: { id: 'member.promo.cancel', defaultMessage: 'Abbrechen' },
  newTitle: { id: 'member.promo.newTitle', defaultMessage: 'Neuer Promo-Code' },
  code: { id: 'member.promo.code', defaultMessage: 'Code' },
  codeHint: {
    id: 'member.promo.codeHint',
    defaultMessage: '3 bis 60 Zeichen: Buchstaben, Ziffern, - und _. Wird großgeschrieben.',
  },
  tool: { id: 'member.promo.tool', defaultMessage: 'Werkzeug' },
  descriptionDe: { id: 'member.promo.descriptionDe', defaultMessage: 'Beschreibung (Deutsch)' },
  descriptionEn: { id: 'member.promo.descriptionEn', defaultMessage: 'Beschreibung (Englisch)' },
  activeSwitch: { id: 'member.promo.activeSwitch', defaultMessage: 'Für Mitglieder sichtbar' },
  on: { id: 'member.promo.on', defaultMessage: 'an' },
  off: { id: 'member.promo.off', defaultMessage: 'aus' },
  create: { id: 'member.promo.create', defaultMessage: 'Promo-Code anlegen' },
  save: { id: 'member.promo.save', defaultMessage: 'Speichern' },
  saving: { id: 'member.promo.saving', defaultMessage: 'Wird gespeichert…' },
  failed: {
    id: 'member.promo.failed',
    defaultMessage: 'Speichern fehlgeschlagen. Bitte prüfen Sie die Eingaben.',
  },
  required: { id: 'member.promo.required', defaultMessage: 'Bitte ausfüllen.' },
  codeFormat: {
    id: 'member.promo.codeFormat',
    defaultMessage: 'Nur Buchstaben, Ziffern, - und _, 3 bis 60 Zeichen.',
  },
  tooLong: { id: 'member.promo.tooLong', defaultMessage: 'Dieser Text ist zu lang.' },
});

export const promoCodeMessages = {
  editTitle: defineMessage<{ code: string }>({
    id: 'member.promo.editTitle',
    defaultMessage: 'Promo-Code {code} bearbeiten',
  }),
  saved: defineMessage<{ code: string }>({
    id: 'member.promo.saved',
    defaultMessage: 'Promo-Code {code} gespeichert.',
  }),
};
