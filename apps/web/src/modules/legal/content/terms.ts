import { defineMessages } from 'react-intl';
import { list, text, type LegalDocumentContent } from '../legal-document';
import {
  DISPUTES_SECTION,
  MEMBERSHIP_SECTION,
  PRICES_SECTION,
  WITHDRAWAL_SECTION,
  WORKSHOP_CANCELLATION_SECTION,
} from './terms-purchase';

const m = defineMessages({
  metaTitle: { id: 'terms.meta.title', defaultMessage: 'Nutzungsbedingungen und AGB' },
  metaDescription: {
    id: 'terms.meta.description',
    defaultMessage:
      'Nutzungsbedingungen und Allgemeine Geschäftsbedingungen für die Website, den Mitgliederbereich, Beratungsleistungen und Workshops.',
  },
  title: {
    id: 'terms.title',
    defaultMessage: 'Nutzungsbedingungen und Allgemeine Geschäftsbedingungen',
  },
  intro: {
    id: 'terms.intro',
    defaultMessage:
      'Diese Bedingungen regeln die Nutzung unserer Website und des Mitgliederbereichs sowie die Zusammenarbeit bei Beratungsleistungen und Workshops.',
  },
  scopeTitle: { id: 'terms.scope.title', defaultMessage: '§ 1 Geltungsbereich' },
  scopeText: {
    id: 'terms.scope.text',
    defaultMessage:
      'Diese Bedingungen gelten für die Nutzung dieser Website und des Mitgliederbereichs sowie für alle Leistungen der {company}, {street}, {postalCode} {city} (im Folgenden „wir“), insbesondere für Beratungsleistungen, die Vermittlung von Fachleuten und Workshops. Abweichende Bedingungen unserer Kundinnen und Kunden gelten nur, wenn wir ihnen ausdrücklich schriftlich zustimmen.',
  },
  servicesTitle: { id: 'terms.services.title', defaultMessage: '§ 2 Leistungen' },
  servicesText: {
    id: 'terms.services.text',
    defaultMessage:
      'Wir bieten Innovationsberatung durch Fachleute, die neben ihrem Hauptberuf tätig sind, die Zusammenstellung hybrider Teams aus Menschen und KI-Werkzeugen sowie Workshops an. Art und Umfang einer Leistung ergeben sich aus dem jeweiligen Angebot oder der Workshop-Beschreibung.',
  },
  servicesClaims: {
    id: 'terms.services.claims',
    defaultMessage:
      'Angaben zu Effizienzgewinnen (etwa „bis zu 50\u00a0%“) beruhen auf Erfahrungswerten aus bisherigen Projekten. Sie beschreiben mögliche Ergebnisse und sind keine zugesicherten Eigenschaften.',
  },
  contractTitle: { id: 'terms.contract.title', defaultMessage: '§ 3 Vertragsschluss' },
  contractText: {
    id: 'terms.contract.text',
    defaultMessage:
      'Die Darstellung unserer Leistungen auf der Website ist kein verbindliches Angebot. Beratungsleistungen vereinbaren wir individuell; ein Vertrag kommt erst zustande, wenn wir Ihre Anfrage in Textform, etwa per E-Mail, bestätigen.',
  },
  contractOnline: {
    id: 'terms.contract.online',
    defaultMessage:
      'Workshop-Plätze und die Mitgliedschaft bestellen Sie online: Nach Ihren Angaben sehen Sie eine Übersicht mit Leistung, Termin, Gesamtpreis und Rechnungsadresse, in der Sie alles prüfen und korrigieren können. Mit der Schaltfläche „Zahlungspflichtig anmelden“ bzw. „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab; wir nehmen es an, indem wir die Anmeldung oder Bestellung auf der Bestätigungsseite anzeigen. Die Vertragsbestätigung mit diesen Bedingungen und der Widerrufsbelehrung erhalten Sie per E-Mail; die Bedingungen können Sie jederzeit auf dieser Seite abrufen und speichern. Vertragssprachen sind Deutsch und Englisch. Kostenlose Anmeldungen kommen mit unserer Bestätigung zustande.',
  },
  billingTitle: {
    id: 'terms.billing.title',
    defaultMessage: '§ 5 Beratung auf Stundenbasis, Vergütung',
  },
  billingText: {
    id: 'terms.billing.text',
    defaultMessage:
      'Beratungsleistungen werden nach tatsächlich geleisteten Stunden zu den im Angebot genannten Sätzen abgerechnet. Wir dokumentieren die Stunden nachvollziehbar und stellen die Nachweise mit der Rechnung zur Verfügung. Rechnungen sind, sofern nichts anderes vereinbart ist, innerhalb von 14 Tagen ohne Abzug zahlbar.',
  },
  sideJobTitle: {
    id: 'terms.sideJob.title',
    defaultMessage: '§ 6 Nebenberufliche Tätigkeit unserer Fachleute',
  },
  sideJobText: {
    id: 'terms.sideJob.text',
    defaultMessage:
      'Unsere Fachleute übernehmen Aufträge nur mit Zustimmung ihres Hauptarbeitgebers und im Rahmen der gesetzlichen Arbeitszeitgrenzen. Projekte, die einen Interessenkonflikt mit dem Hauptarbeitgeber begründen könnten, sind ausgeschlossen. Kundinnen und Kunden verpflichten sich, die Fachleute nicht zur Preisgabe von Betriebs- oder Geschäftsgeheimnissen Dritter zu veranlassen.',
  },
  accountTitle: {
    id: 'terms.account.title',
    defaultMessage: '§ 10 Benutzerkonto und Inhalte von Mitgliedern',
  },
  accountText: {
    id: 'terms.account.text',
    defaultMessage:
      'Für den Mitgliederbereich ist ein Benutzerkonto erforderlich. Ihre Angaben müssen wahrheitsgemäß sein; Zugangsdaten sind geheim zu halten. Inhalte, die Mitglieder einstellen – etwa Profile oder eigene Workshop-Angebote –, prüfen wir vor der Veröffentlichung. Wir können Inhalte ablehnen oder entfernen, die gegen diese Bedingungen oder geltendes Recht verstoßen.',
  },
  dutiesTitle: { id: 'terms.duties.title', defaultMessage: '§ 11 Pflichten bei der Nutzung' },
  dutiesText: {
    id: 'terms.duties.text',
    defaultMessage:
      'Bei der Nutzung der Website und des Mitgliederbereichs ist es insbesondere untersagt,',
  },
  duty1: {
    id: 'terms.duties.unlawful',
    defaultMessage: 'rechtswidrige, beleidigende oder irreführende Inhalte zu veröffentlichen,',
  },
  duty2: {
    id: 'terms.duties.thirdPartyRights',
    defaultMessage:
      'Rechte Dritter zu verletzen, insbesondere Urheber-, Marken- und Persönlichkeitsrechte,',
  },
  duty3: {
    id: 'terms.duties.security',
    defaultMessage:
      'die Website automatisiert auszulesen oder ihre Sicherheit und Verfügbarkeit zu beeinträchtigen,',
  },
  duty4: {
    id: 'terms.duties.contacts',
    defaultMessage: 'Kontaktdaten anderer Mitglieder für Werbung zu verwenden.',
  },
  liabilityTitle: { id: 'terms.liability.title', defaultMessage: '§ 12 Haftung' },
  liabilityText: {
    id: 'terms.liability.text',
    defaultMessage:
      'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht ist die Haftung auf den vorhersehbaren, vertragstypischen Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen. Die Haftung nach dem Produkthaftungsgesetz bleibt unberührt.',
  },
  rightsTitle: { id: 'terms.rights.title', defaultMessage: '§ 13 Urheber- und Nutzungsrechte' },
  rightsText: {
    id: 'terms.rights.text',
    defaultMessage:
      'Die Inhalte dieser Website und unsere Workshop-Unterlagen sind urheberrechtlich geschützt. Sie dürfen sie für eigene Zwecke nutzen; eine Weitergabe oder Veröffentlichung bedarf unserer Zustimmung. Im Workshop vorgestellte Open-Source-Bausteine unterliegen ihren jeweiligen Lizenzen.',
  },
  confidentialityTitle: {
    id: 'terms.confidentiality.title',
    defaultMessage: '§ 14 Vertraulichkeit und Datenschutz',
  },
  confidentialityText: {
    id: 'terms.confidentiality.text',
    defaultMessage:
      'Beide Seiten behandeln vertrauliche Informationen, die sie im Rahmen der Zusammenarbeit erhalten, vertraulich – auch nach Ende der Zusammenarbeit. Wie wir personenbezogene Daten verarbeiten, erläutert unsere <privacyLink>Datenschutzerklärung</privacyLink>.',
  },
  finalTitle: { id: 'terms.final.title', defaultMessage: '§ 16 Schlussbestimmungen' },
  finalLaw: {
    id: 'terms.final.law',
    defaultMessage:
      'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Zwingende Verbraucherschutzvorschriften des Staates, in dem Verbraucherinnen und Verbraucher ihren gewöhnlichen Aufenthalt haben, bleiben unberührt.',
  },
  finalVenue: {
    id: 'terms.final.venue',
    defaultMessage:
      'Sind Sie Kaufmann, eine juristische Person des öffentlichen Rechts oder ein öffentlich-rechtliches Sondervermögen, ist Gerichtsstand {city}.',
  },
  finalSeverability: {
    id: 'terms.final.severability',
    defaultMessage:
      'Sollten einzelne Bestimmungen unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
  },
});

/** Terms of use and general terms and conditions (served at /nutzungsbedingungen and /agb). */
export const TERMS: LegalDocumentContent = {
  metaTitle: m.metaTitle,
  metaDescription: m.metaDescription,
  title: m.title,
  intro: m.intro,
  withContents: true,
  sections: [
    { key: 'geltungsbereich', title: m.scopeTitle, blocks: [text(m.scopeText)] },
    {
      key: 'leistungen',
      title: m.servicesTitle,
      blocks: [text(m.servicesText), text(m.servicesClaims)],
    },
    {
      key: 'vertragsschluss',
      title: m.contractTitle,
      blocks: [text(m.contractText), text(m.contractOnline)],
    },
    PRICES_SECTION,
    { key: 'verguetung', title: m.billingTitle, blocks: [text(m.billingText)] },
    { key: 'nebentaetigkeit', title: m.sideJobTitle, blocks: [text(m.sideJobText)] },
    WORKSHOP_CANCELLATION_SECTION,
    MEMBERSHIP_SECTION,
    WITHDRAWAL_SECTION,
    { key: 'benutzerkonto', title: m.accountTitle, blocks: [text(m.accountText)] },
    {
      key: 'pflichten',
      title: m.dutiesTitle,
      blocks: [text(m.dutiesText), list(m.duty1, m.duty2, m.duty3, m.duty4)],
    },
    { key: 'haftung', title: m.liabilityTitle, blocks: [text(m.liabilityText)] },
    { key: 'nutzungsrechte', title: m.rightsTitle, blocks: [text(m.rightsText)] },
    {
      key: 'vertraulichkeit',
      title: m.confidentialityTitle,
      blocks: [text(m.confidentialityText)],
    },
    DISPUTES_SECTION,
    {
      key: 'schlussbestimmungen',
      title: m.finalTitle,
      blocks: [text(m.finalLaw), text(m.finalVenue), text(m.finalSeverability)],
    },
  ],
};
