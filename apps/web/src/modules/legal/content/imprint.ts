import { defineMessages } from 'react-intl';
import { address, text, type LegalDocumentContent } from '../legal-document';

const m = defineMessages({
  metaTitle: { id: 'imprint.meta.title', defaultMessage: 'Impressum' },
  metaDescription: {
    id: 'imprint.meta.description',
    defaultMessage:
      'Impressum der Open Innovation Values GmbH: Anbieterkennzeichnung, Kontakt, Registereintrag und Umsatzsteuer-ID.',
  },
  title: { id: 'imprint.title', defaultMessage: 'Impressum' },
  intro: {
    id: 'imprint.intro',
    defaultMessage: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)',
  },
  providerTitle: { id: 'imprint.provider.title', defaultMessage: 'Diensteanbieter' },
  representedTitle: { id: 'imprint.represented.title', defaultMessage: 'Vertreten durch' },
  representedText: {
    id: 'imprint.represented.text',
    defaultMessage: 'Geschäftsführung: {director}',
  },
  contactTitle: { id: 'imprint.contact.title', defaultMessage: 'Kontakt' },
  contactText: {
    id: 'imprint.contact.text',
    defaultMessage:
      'Telefon: {phone}{br}E-Mail: <mail>{email}</mail>{br}Oder nutzen Sie unser <contactLink>Kontaktformular</contactLink>.',
  },
  registerTitle: { id: 'imprint.register.title', defaultMessage: 'Registereintrag' },
  registerText: {
    id: 'imprint.register.text',
    defaultMessage:
      'Eintragung im Handelsregister.{br}Registergericht: {court}{br}Registernummer: {registerNumber}',
  },
  vatTitle: { id: 'imprint.vat.title', defaultMessage: 'Umsatzsteuer-Identifikationsnummer' },
  vatText: {
    id: 'imprint.vat.text',
    defaultMessage: 'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {vatId}',
  },
  responsibleTitle: {
    id: 'imprint.responsible.title',
    defaultMessage: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
  },
  responsibleText: {
    id: 'imprint.responsible.text',
    defaultMessage: '{contentResponsible}, {street}, {postalCode} {city}',
  },
  disputeTitle: { id: 'imprint.dispute.title', defaultMessage: 'Verbraucherstreitbeilegung' },
  disputeText: {
    id: 'imprint.dispute.text',
    defaultMessage:
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
  },
  contentLiabilityTitle: {
    id: 'imprint.contentLiability.title',
    defaultMessage: 'Haftung für Inhalte',
  },
  contentLiabilityText: {
    id: 'imprint.contentLiability.text',
    defaultMessage:
      'Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Sobald uns eine konkrete Rechtsverletzung bekannt wird, entfernen wir die betreffenden Inhalte umgehend.',
  },
  linkLiabilityTitle: { id: 'imprint.linkLiability.title', defaultMessage: 'Haftung für Links' },
  linkLiabilityText: {
    id: 'imprint.linkLiability.text',
    defaultMessage:
      'Unser Angebot enthält Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Links umgehend.',
  },
  copyrightTitle: { id: 'imprint.copyright.title', defaultMessage: 'Urheberrecht' },
  copyrightText: {
    id: 'imprint.copyright.text',
    defaultMessage:
      'Die Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung der jeweiligen Urheberin oder des jeweiligen Urhebers. Soweit Inhalte nicht von uns erstellt wurden, beachten wir die Urheberrechte Dritter und kennzeichnen diese Inhalte entsprechend.',
  },
});

/** Impressum per § 5 DDG; all company data comes from COMPANY (libs/domain). */
export const IMPRINT: LegalDocumentContent = {
  metaTitle: m.metaTitle,
  metaDescription: m.metaDescription,
  title: m.title,
  intro: m.intro,
  sections: [
    { key: 'anbieter', title: m.providerTitle, blocks: [address()] },
    { key: 'vertretung', title: m.representedTitle, blocks: [text(m.representedText)] },
    { key: 'kontakt', title: m.contactTitle, blocks: [text(m.contactText)] },
    { key: 'register', title: m.registerTitle, blocks: [text(m.registerText)] },
    { key: 'umsatzsteuer', title: m.vatTitle, blocks: [text(m.vatText)] },
    { key: 'verantwortlich', title: m.responsibleTitle, blocks: [text(m.responsibleText)] },
    { key: 'streitbeilegung', title: m.disputeTitle, blocks: [text(m.disputeText)] },
    {
      key: 'haftung-inhalte',
      title: m.contentLiabilityTitle,
      blocks: [text(m.contentLiabilityText)],
    },
    { key: 'haftung-links', title: m.linkLiabilityTitle, blocks: [text(m.linkLiabilityText)] },
    { key: 'urheberrecht', title: m.copyrightTitle, blocks: [text(m.copyrightText)] },
  ],
};
