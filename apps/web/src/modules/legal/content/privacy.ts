import { defineMessages } from 'react-intl';
import { address, list, text, type LegalDocumentContent } from '../legal-document';

const m = defineMessages({
  metaTitle: { id: 'privacy.meta.title', defaultMessage: 'Datenschutzerklärung' },
  metaDescription: {
    id: 'privacy.meta.description',
    defaultMessage:
      'Wie wir personenbezogene Daten verarbeiten: Kontaktformular, Workshop-Anmeldung, Benutzerkonto, Newsletter, Cookie-Einwilligung und Reichweitenmessung ohne Drittanbieter.',
  },
  title: { id: 'privacy.title', defaultMessage: 'Datenschutzerklärung' },
  intro: {
    id: 'privacy.intro',
    defaultMessage:
      'Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche personenbezogenen Daten wir auf dieser Website verarbeiten, wozu und auf welcher Rechtsgrundlage – und welche Rechte Sie haben.',
  },
  controllerTitle: { id: 'privacy.controller.title', defaultMessage: 'Verantwortlicher' },
  controllerText: {
    id: 'privacy.controller.text',
    defaultMessage:
      'Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:',
  },
  controllerContact: {
    id: 'privacy.controller.contact',
    defaultMessage:
      'Vertreten durch die Geschäftsführung: {director}{br}Für Fragen zum Datenschutz: <privacyMail>{privacyEmail}</privacyMail>',
  },
  overviewTitle: { id: 'privacy.overview.title', defaultMessage: 'Das Wichtigste in Kürze' },
  overviewText: {
    id: 'privacy.overview.text',
    defaultMessage:
      'Wir verarbeiten personenbezogene Daten nur, soweit es für eine funktionsfähige Website, unsere Inhalte und unsere Leistungen erforderlich ist oder Sie eingewilligt haben. Grundlage sind die DSGVO, das Bundesdatenschutzgesetz (BDSG) und das Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG).',
  },
  overviewNoThirdParty: {
    id: 'privacy.overview.noThirdParty',
    defaultMessage:
      'Auf dieser Website laufen keine Analyse-, Werbe- oder Tracking-Dienste von Drittanbietern und keine Skripte fremder Server.',
  },
  hostingTitle: {
    id: 'privacy.hosting.title',
    defaultMessage: 'Bereitstellung der Website und Server-Protokolle',
  },
  hostingText: {
    id: 'privacy.hosting.text',
    defaultMessage:
      'Beim Aufruf dieser Website verarbeitet unser Server die Daten, die Ihr Browser technisch bedingt übermittelt: IP-Adresse, Datum und Uhrzeit des Zugriffs, die aufgerufene Adresse, die übertragene Datenmenge sowie Browsertyp und Betriebssystem. Wir benötigen diese Daten, um die Website auszuliefern und ihre Sicherheit zu gewährleisten (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolle werden gelöscht, sobald sie für diese Zwecke nicht mehr erforderlich sind, es sei denn, ein Sicherheitsvorfall muss aufgeklärt werden.',
  },
  hostingProcessor: {
    id: 'privacy.hosting.processor',
    defaultMessage:
      'Die Website wird bei einem technischen Dienstleister betrieben, der die Daten ausschließlich in unserem Auftrag und nach unseren Weisungen verarbeitet (Auftragsverarbeitung nach Art. 28 DSGVO).',
  },
  contactTitle: { id: 'privacy.contact.title', defaultMessage: 'Kontaktformular und E-Mail' },
  contactText: {
    id: 'privacy.contact.text',
    defaultMessage:
      'Wenn Sie uns über das <contactLink>Kontaktformular</contactLink> oder per E-Mail schreiben, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse und Ihre Nachricht, um Ihre Anfrage zu beantworten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage auf einen Vertrag zielt, im Übrigen unser berechtigtes Interesse an der Beantwortung (Art. 6 Abs. 1 lit. f DSGVO).',
  },
  contactDeletion: {
    id: 'privacy.contact.deletion',
    defaultMessage:
      'Wir löschen diese Daten, sobald Ihre Anfrage abschließend bearbeitet ist und keine gesetzlichen Aufbewahrungspflichten entgegenstehen. Ein für Menschen unsichtbares Feld im Formular hilft uns, automatisierte Spam-Einsendungen zu erkennen; es erfasst keine Daten über Sie.',
  },
  workshopTitle: { id: 'privacy.workshop.title', defaultMessage: 'Anmeldung zu Workshops' },
  workshopText: {
    id: 'privacy.workshop.text',
    defaultMessage:
      'Für die Anmeldung zu unseren Workshops verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse und Ihre Lernziele sowie – freiwillig – Ihre Organisation, Ihre Vorerfahrung und eine Nachricht. Wir nutzen diese Angaben, um den Workshop zu organisieren, Sie über Termine zu informieren und die Inhalte auf die Teilnehmenden abzustimmen (Art. 6 Abs. 1 lit. b DSGVO).',
  },
  workshopHosts: {
    id: 'privacy.workshop.hosts',
    defaultMessage:
      'Workshops in unserer Academy werden teils von Mitgliedern unserer Plattform geleitet. Melden Sie sich zu einem solchen Workshop an, sehen die Workshop-Leitung und unsere Administratorinnen und Administratoren Ihren Namen, Ihre E-Mail-Adresse, den Stand Ihrer Anmeldung (bestätigt, Warteliste, storniert), ob Sie als Mitglied oder Gast angemeldet sind, und Ihre Notizen zur Anmeldung. Die Workshop-Leitung erhält bei jeder neuen Anmeldung eine E-Mail mit Ihrem Namen, kann diese Liste als Datei herunterladen und Ihnen über uns Nachrichten zum Termin senden. Sie darf diese Angaben nur für die Durchführung des Workshops verwenden (Art. 6 Abs. 1 lit. b DSGVO).',
  },
  workshopDeletion: {
    id: 'privacy.workshop.deletion',
    defaultMessage:
      'Die Daten werden gelöscht, sobald sie für die Durchführung des Workshops nicht mehr benötigt werden, spätestens nach Ablauf gesetzlicher Aufbewahrungsfristen.',
  },
  invoices: {
    id: 'privacy.workshop.invoices',
    defaultMessage:
      'Für kostenpflichtige Workshops und die Mitgliedschaft stellen wir Rechnungen aus (Name, E-Mail-Adresse, gegebenenfalls Organisation und Anschrift, Leistung, Betrag, Zahlungsstatus) und gleichen Zahlungseingänge mit unseren Kontoauszügen ab (Art. 6 Abs. 1 lit. b und c DSGVO). Rechnungen bewahren wir für die gesetzliche Frist von zehn Jahren auf (§ 147 AO, § 14b UStG); sie werden daher auch bei einer Kontolöschung nicht gelöscht, sondern nur vom Konto getrennt. In Ihrem Datenexport sind Ihre Rechnungen enthalten.',
  },
  accountTitle: { id: 'privacy.account.title', defaultMessage: 'Registrierung und Benutzerkonto' },
  accountText: {
    id: 'privacy.account.text',
    defaultMessage:
      'Für ein Benutzerkonto im Mitgliederbereich verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, optional Ihr Unternehmen, ein Passwort (ausschließlich als sicherer Hashwert gespeichert) sowie Ihre Zustimmung zu dieser Datenschutzerklärung. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.',
  },
  accountVerification: {
    id: 'privacy.account.verification',
    defaultMessage:
      'Nach der Registrierung senden wir Ihnen einen Bestätigungslink per E-Mail. Der Link ist {verificationHours} Stunden gültig; erst nach der Bestätigung ist Ihr Zugang vollständig nutzbar. So stellen wir sicher, dass niemand ein Konto mit Ihrer E-Mail-Adresse anlegt.',
  },
  accountProviders: {
    id: 'privacy.account.providers',
    defaultMessage:
      'Sie können sich auch mit einem bestehenden Konto bei Google, GitHub oder Microsoft anmelden. Ihr Browser wird dann zum jeweiligen Anbieter weitergeleitet, der uns nach Ihrer Zustimmung Ihren Namen, Ihre E-Mail-Adresse und eine Kennung Ihres Kontos übermittelt. Für die Verarbeitung beim Anbieter gelten dessen Datenschutzbestimmungen; dabei können Daten in Staaten außerhalb der EU übermittelt werden.',
  },
  accountDeletion: {
    id: 'privacy.account.deletion',
    defaultMessage:
      'Sie können Ihr Konto jederzeit löschen lassen. Die Kontodaten werden dann gelöscht, soweit keine gesetzlichen Aufbewahrungspflichten bestehen.',
  },
  newsletterTitle: { id: 'privacy.newsletter.title', defaultMessage: 'Newsletter' },
  newsletterText: {
    id: 'privacy.newsletter.text',
    defaultMessage:
      'Einen Newsletter erhalten Sie nur mit Ihrer ausdrücklichen Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie freiwillig erteilen können, etwa bei der Registrierung. Wir verwenden dafür Ihre E-Mail-Adresse und Ihren Namen und dokumentieren den Zeitpunkt Ihrer Einwilligung.',
  },
  newsletterWithdraw: {
    id: 'privacy.newsletter.withdraw',
    defaultMessage:
      'Sie können die Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen – über den Abmeldelink in jeder Ausgabe oder mit einer kurzen Nachricht an uns. Ihre Adresse wird dann aus dem Verteiler gelöscht.',
  },
  consentTitle: {
    id: 'privacy.consent.title',
    defaultMessage: 'Cookies, lokale Speicherung und Ihre Einwilligung',
  },
  consentText: {
    id: 'privacy.consent.text',
    defaultMessage:
      'Wir speichern Informationen auf Ihrem Gerät (im lokalen Speicher Ihres Browsers) nur, soweit das unbedingt erforderlich ist oder Sie eingewilligt haben (§ 25 TDDDG). Ihre Entscheidung treffen Sie im Cookie-Banner; Sie können sie jederzeit über „Cookie-Einstellungen“ am Ende jeder Seite ändern oder widerrufen. Die Kategorien:',
  },
  consentNecessary: {
    id: 'privacy.consent.necessary',
    defaultMessage:
      '<b>Notwendig:</b> Ihre Sprachwahl und Ihre Cookie-Entscheidung, nach der Anmeldung Ihre Sitzung und bis zum Schließen des Tabs angefangene Formulare. Ohne sie funktioniert die Website nicht; eine Einwilligung ist dafür nicht erforderlich.',
  },
  consentAnalytics: {
    id: 'privacy.consent.analytics',
    defaultMessage:
      '<b>Statistik:</b> unsere eigene Reichweitenmessung (siehe unten), nur mit Einwilligung.',
  },
  consentRecord: {
    id: 'privacy.consent.record',
    defaultMessage:
      'Ihre Entscheidung speichern wir zusammen mit dem Zeitpunkt und der Version dieses Einwilligungstextes auf Ihrem Gerät, damit wir sie berücksichtigen und nachweisen können (Art. 7 Abs. 1 DSGVO). Ändert sich der Text wesentlich, fragen wir Sie erneut.',
  },
  analyticsTitle: {
    id: 'privacy.analytics.title',
    defaultMessage: 'Reichweitenmessung ohne Drittanbieter',
  },
  analyticsText: {
    id: 'privacy.analytics.text',
    defaultMessage:
      'Nur wenn Sie der Kategorie „Statistik“ zugestimmt haben, meldet Ihr Browser bei jedem Seitenaufruf den aufgerufenen Pfad (ohne Suchparameter) und die gewählte Sprache an unseren eigenen Server. Wir speichern dabei keine IP-Adressen, setzen keine Cookies und bilden keine Nutzungsprofile – die Daten lassen sich keiner Person zuordnen.',
  },
  analyticsPurpose: {
    id: 'privacy.analytics.purpose',
    defaultMessage:
      'Wir werten die Daten nur zusammengefasst aus, um unser Angebot zu verbessern, und löschen sie nach spätestens {retentionMonths} Monaten. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG), die Sie jederzeit widerrufen können.',
  },
  recipientsTitle: {
    id: 'privacy.recipients.title',
    defaultMessage: 'Empfänger und Auftragsverarbeitung',
  },
  recipientsText: {
    id: 'privacy.recipients.text',
    defaultMessage:
      'Wir geben Ihre Daten nur weiter, wenn das für die genannten Zwecke erforderlich ist – etwa an Hosting- und E-Mail-Dienstleister, die in unserem Auftrag und nach unseren Weisungen arbeiten (Art. 28 DSGVO) – oder wenn wir gesetzlich dazu verpflichtet sind. Bei der Vermittlung eines Projekts geben wir Kontaktdaten nur mit Ihrem Einverständnis an die beteiligten Fachleute oder Unternehmen weiter.',
  },
  retentionTitle: { id: 'privacy.retention.title', defaultMessage: 'Speicherdauer' },
  retentionText: {
    id: 'privacy.retention.text',
    defaultMessage:
      'Soweit oben nicht anders angegeben, speichern wir personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungsfristen es verlangen (nach Handels- und Steuerrecht bis zu zehn Jahre).',
  },
  auditLogText: {
    id: 'privacy.retention.auditLog',
    defaultMessage:
      'Anmeldungen, Änderungen der Sicherheitseinstellungen Ihres Kontos (Passwort, E-Mail-Adresse, zweiter Faktor) sowie Vorgänge, die Zahlungen, Zugänge oder veröffentlichte Inhalte betreffen, halten wir mit Zeitpunkt, IP-Adresse und Art des Vorgangs in einem Protokoll fest, das nachträglich nicht geändert werden kann. Es dient der Sicherheit Ihres Kontos und dem Nachweis ordnungsgemäßer Abläufe (Art. 6 Abs. 1 lit. c und f DSGVO) und wird nach zwei Jahren gelöscht. Ihre eigenen Sicherheitsereignisse sehen Sie in den Kontoeinstellungen.',
  },
  rightsTitle: { id: 'privacy.rights.title', defaultMessage: 'Ihre Rechte' },
  rightsText: {
    id: 'privacy.rights.text',
    defaultMessage:
      'Sie haben gegenüber uns folgende Rechte hinsichtlich Ihrer personenbezogenen Daten:',
  },
  rightAccess: { id: 'privacy.rights.access', defaultMessage: 'Auskunft (Art. 15 DSGVO)' },
  rightRectification: {
    id: 'privacy.rights.rectification',
    defaultMessage: 'Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
  },
  rightErasure: { id: 'privacy.rights.erasure', defaultMessage: 'Löschung (Art. 17 DSGVO)' },
  rightRestriction: {
    id: 'privacy.rights.restriction',
    defaultMessage: 'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
  },
  rightPortability: {
    id: 'privacy.rights.portability',
    defaultMessage: 'Datenübertragbarkeit (Art. 20 DSGVO)',
  },
  rightObjection: {
    id: 'privacy.rights.objection',
    defaultMessage: 'Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)',
  },
  rightWithdraw: {
    id: 'privacy.rights.withdraw',
    defaultMessage:
      'Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)',
  },
  rightComplaint: {
    id: 'privacy.rights.complaint',
    defaultMessage: 'Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO)',
  },
  rightsHow: {
    id: 'privacy.rights.how',
    defaultMessage:
      'Wenden Sie sich dazu formlos an <privacyMail>{privacyEmail}</privacyMail> oder an die oben genannte Anschrift.',
  },
  objectionTitle: { id: 'privacy.objection.title', defaultMessage: 'Widerspruchsrecht' },
  objectionText: {
    id: 'privacy.objection.text',
    defaultMessage:
      '<b>Verarbeiten wir Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f DSGVO), können Sie dieser Verarbeitung aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen.</b> Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen überwiegen.',
  },
  securityTitle: { id: 'privacy.security.title', defaultMessage: 'Datensicherheit' },
  securityText: {
    id: 'privacy.security.text',
    defaultMessage:
      'Wir übertragen alle Daten verschlüsselt (TLS) und schützen sie durch technische und organisatorische Maßnahmen vor Verlust, Veränderung und unbefugtem Zugriff.',
  },
  changesTitle: { id: 'privacy.changes.title', defaultMessage: 'Änderungen dieser Erklärung' },
  changesText: {
    id: 'privacy.changes.text',
    defaultMessage:
      'Wir passen diese Datenschutzerklärung an, wenn sich unser Angebot oder die Rechtslage ändert. Es gilt die jeweils hier veröffentlichte Fassung.',
  },
});

/** The privacy policy (DSGVO, TDDDG). Company data comes from COMPANY (libs/domain). */
export const PRIVACY_POLICY: LegalDocumentContent = {
  metaTitle: m.metaTitle,
  metaDescription: m.metaDescription,
  title: m.title,
  intro: m.intro,
  withContents: true,
  sections: [
    {
      key: 'verantwortlicher',
      title: m.controllerTitle,
      blocks: [text(m.controllerText), address(), text(m.controllerContact)],
    },
    {
      key: 'ueberblick',
      title: m.overviewTitle,
      blocks: [text(m.overviewText), text(m.overviewNoThirdParty)],
    },
    {
      key: 'bereitstellung',
      title: m.hostingTitle,
      blocks: [text(m.hostingText), text(m.hostingProcessor)],
    },
    {
      key: 'kontaktformular',
      title: m.contactTitle,
      blocks: [text(m.contactText), text(m.contactDeletion)],
    },
    {
      key: 'workshops',
      title: m.workshopTitle,
      blocks: [
        text(m.workshopText),
        text(m.workshopHosts),
        text(m.workshopDeletion),
        text(m.invoices),
      ],
    },
    {
      key: 'benutzerkonto',
      title: m.accountTitle,
      blocks: [
        text(m.accountText),
        text(m.accountVerification),
        text(m.accountProviders),
        text(m.accountDeletion),
      ],
    },
    {
      key: 'newsletter',
      title: m.newsletterTitle,
      blocks: [text(m.newsletterText), text(m.newsletterWithdraw)],
    },
    {
      key: 'cookies',
      title: m.consentTitle,
      blocks: [
        text(m.consentText),
        list(m.consentNecessary, m.consentAnalytics),
        text(m.consentRecord),
      ],
    },
    {
      key: 'reichweitenmessung',
      title: m.analyticsTitle,
      blocks: [text(m.analyticsText), text(m.analyticsPurpose)],
    },
    { key: 'empfaenger', title: m.recipientsTitle, blocks: [text(m.recipientsText)] },
    {
      key: 'speicherdauer',
      title: m.retentionTitle,
      blocks: [text(m.retentionText), text(m.auditLogText)],
    },
    {
      key: 'rechte',
      title: m.rightsTitle,
      blocks: [
        text(m.rightsText),
        list(
          m.rightAccess,
          m.rightRectification,
          m.rightErasure,
          m.rightRestriction,
          m.rightPortability,
          m.rightObjection,
          m.rightWithdraw,
          m.rightComplaint,
        ),
        text(m.rightsHow),
      ],
    },
    { key: 'widerspruch', title: m.objectionTitle, blocks: [text(m.objectionText)] },
    { key: 'sicherheit', title: m.securityTitle, blocks: [text(m.securityText)] },
    { key: 'aenderungen', title: m.changesTitle, blocks: [text(m.changesText)] },
  ],
};
