import { defineMessages } from 'react-intl';

export const consentMessages = defineMessages({
  title: { id: 'consent.title', defaultMessage: 'Cookies und Datenschutz' },
  categoriesLegend: { id: 'consent.categories.legend', defaultMessage: 'Kategorien' },
  necessaryLabel: { id: 'consent.necessary.label', defaultMessage: 'Notwendig' },
  necessaryDescription: {
    id: 'consent.necessary.description',
    defaultMessage:
      'Speichert Ihre Sprachwahl und diese Entscheidung, nach der Anmeldung Ihre Sitzung und bis zum Schließen des Tabs angefangene Formulare. Ohne sie funktioniert die Website nicht; sie lassen sich daher nicht abschalten.',
  },
  analyticsLabel: { id: 'consent.analytics.label', defaultMessage: 'Statistik' },
  analyticsDescription: {
    id: 'consent.analytics.description',
    defaultMessage:
      'Zählt anonym, welche Seite in welcher Sprache aufgerufen wurde. Die Messung läuft auf unserem eigenen Server; es werden keine personenbezogenen Daten gespeichert.',
  },
  stateOn: { id: 'consent.state.on', defaultMessage: 'An' },
  stateOff: { id: 'consent.state.off', defaultMessage: 'Aus' },
  stateAlwaysOn: { id: 'consent.state.alwaysOn', defaultMessage: 'Immer aktiv' },
  acceptAll: { id: 'consent.acceptAll', defaultMessage: 'Alle akzeptieren' },
  decline: { id: 'consent.decline', defaultMessage: 'Ablehnen' },
  customise: { id: 'consent.customise', defaultMessage: 'Anpassen' },
  save: { id: 'consent.save', defaultMessage: 'Auswahl speichern' },
  close: { id: 'consent.close', defaultMessage: 'Schließen' },
});
