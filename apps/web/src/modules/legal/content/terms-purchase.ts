import { defineMessages } from 'react-intl';
import { list, text, type LegalSection } from '../legal-document';

/**
 * The sections of the terms a paid order relies on (§ 312j BGB, Art. 246a EGBGB): prices and
 * payment, cancelling workshop seats, the membership, the right of withdrawal with the model
 * form, and dispute resolution. Their version is `TERMS_VERSION` in libs/domain.
 */
const m = defineMessages({
  pricesTitle: { id: 'terms.prices.title', defaultMessage: '§ 4 Preise und Zahlung' },
  pricesText: {
    id: 'terms.prices.text',
    defaultMessage:
      'Alle Preise für Workshops und die Mitgliedschaft sind Endpreise in Euro einschließlich der gesetzlichen Umsatzsteuer. Vor der Bestellung zeigen wir den Gesamtpreis mit Netto- und Umsatzsteuerbetrag. Wir stellen eine Rechnung per E-Mail aus; sie ist per Überweisung mit der Rechnungsnummer als Verwendungszweck zu zahlen, bei Workshops bis zu dem auf der Rechnung genannten Datum (spätestens vor Beginn). Geht die Zahlung für einen Workshop-Platz bis dahin nicht ein, geben wir den Platz frei und stornieren die Rechnung; eine Mahngebühr berechnen wir nicht.',
  },
  cancelTitle: {
    id: 'terms.cancel.title',
    defaultMessage: '§ 7 Workshops: Anmeldung, Stornierung und Absage',
  },
  cancelParticipant: {
    id: 'terms.cancel.participant',
    defaultMessage:
      'Sie können Ihren Platz bis zum Beginn des Workshops jederzeit kostenlos stornieren: als Gast über den Link in Ihrer Bestätigung, als Mitglied unter „Meine Anmeldungen“. Bereits gezahlte Beträge erstatten wir vollständig per Überweisung; dafür nennen Sie uns Ihre IBAN. Ein frei gewordener Platz geht an die erste Person auf der Warteliste. Wer nicht erscheint, ohne storniert zu haben, erhält keine Erstattung.',
  },
  cancelOrganiser: {
    id: 'terms.cancel.organiser',
    defaultMessage:
      'Wir können einen Termin aus wichtigem Grund, etwa bei Krankheit der Leitung oder zu wenigen Anmeldungen, verschieben oder absagen; wir informieren Sie unverzüglich per E-Mail. Bei einer Absage, oder wenn Sie den verschobenen Termin nicht wahrnehmen können und stornieren, erstatten wir bereits gezahlte Entgelte vollständig. Weitergehende Ansprüche richten sich nach § 12.',
  },
  membershipTitle: { id: 'terms.membership.title', defaultMessage: '§ 8 Mitgliedschaft' },
  membershipText: {
    id: 'terms.membership.text',
    defaultMessage:
      'Jedes Benutzerkonto erhält eine kostenlose Probemitgliedschaft von 60 Tagen ab der Registrierung; sie endet von selbst. Die kostenpflichtige Mitgliedschaft (20 € pro Monat inkl. Umsatzsteuer) bestellen Sie auf der Seite „Mitgliedschaft“ mit der Schaltfläche „Zahlungspflichtig bestellen“. Bestellen Sie während der Probezeit, beginnt die Abrechnung mit deren Ende, sonst sofort. Wir rechnen monatlich im Voraus per Rechnung ab.',
  },
  membershipEnd: {
    id: 'terms.membership.end',
    defaultMessage:
      'Die Mitgliedschaft läuft monatlich und kann jederzeit zum Ende eines Kalendermonats auf der Seite „Mitgliedschaft“ beendet werden; eine weitere Erklärung ist nicht nötig. Bleibt eine Rechnung über ihr Zahlungsziel hinaus offen, endet die Mitgliedschaft; die offene Rechnung bleibt zu zahlen.',
  },
  withdrawalTitle: { id: 'terms.withdrawal.title', defaultMessage: '§ 9 Widerrufsrecht' },
  withdrawalScope: {
    id: 'terms.withdrawal.scope',
    defaultMessage:
      'Verbraucherinnen und Verbrauchern steht bei Verträgen, die sie über diese Website schließen (Workshop-Plätze und die Mitgliedschaft), ein Widerrufsrecht nach folgender Maßgabe zu. Für Workshops zu einem festen Termin sieht § 312g Abs. 2 Nr. 9 BGB eine Ausnahme für Freizeitbetätigungen vor; da unsere Workshops der beruflichen Weiterbildung dienen und die Ausnahme für sie nicht sicher gilt, nehmen wir sie nicht in Anspruch.',
  },
  withdrawalHeading: {
    id: 'terms.withdrawal.heading',
    defaultMessage: '<b>Widerrufsbelehrung</b>',
  },
  withdrawalRight: {
    id: 'terms.withdrawal.right',
    defaultMessage:
      'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses. Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({company}, {street}, {postalCode} {city}, E-Mail: {email}, Telefon: {phone}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
  },
  withdrawalEffects: {
    id: 'terms.withdrawal.effects',
    defaultMessage:
      '<b>Folgen des Widerrufs:</b> Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Die Rückzahlung erfolgt per Überweisung; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
  },
  withdrawalEarly: {
    id: 'terms.withdrawal.early',
    defaultMessage:
      'Beginnt ein gebuchter Workshop vor Ablauf der Widerrufsfrist, verlangen Sie mit Ihrer Anmeldung, dass wir die Leistung zum gebuchten Termin erbringen. Bis zum Beginn können Sie ohnehin kostenlos stornieren (§ 7).',
  },
  formHeading: {
    id: 'terms.withdrawal.formHeading',
    defaultMessage:
      '<b>Muster-Widerrufsformular</b> (Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
  },
  formTo: {
    id: 'terms.withdrawal.formTo',
    defaultMessage: 'An {company}, {street}, {postalCode} {city}, E-Mail: {email}:',
  },
  formNotice: {
    id: 'terms.withdrawal.formNotice',
    defaultMessage:
      'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung (*):',
  },
  formOrdered: { id: 'terms.withdrawal.formOrdered', defaultMessage: 'Bestellt am (*):' },
  formName: { id: 'terms.withdrawal.formName', defaultMessage: 'Name des/der Verbraucher(s):' },
  formAddress: {
    id: 'terms.withdrawal.formAddress',
    defaultMessage: 'Anschrift des/der Verbraucher(s):',
  },
  formSignature: {
    id: 'terms.withdrawal.formSignature',
    defaultMessage: 'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
  },
  formDate: { id: 'terms.withdrawal.formDate', defaultMessage: 'Datum:' },
  formDelete: {
    id: 'terms.withdrawal.formDelete',
    defaultMessage: '(*) Unzutreffendes streichen.',
  },
  disputesTitle: { id: 'terms.disputes.title', defaultMessage: '§ 15 Streitbeilegung' },
  disputesText: {
    id: 'terms.disputes.text',
    defaultMessage:
      'Die Plattform der EU-Kommission zur Online-Streitbeilegung (OS-Plattform) ist seit dem 20. Juli 2025 eingestellt. Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). Bei Fragen oder Beschwerden schreiben Sie uns gern an {email}.',
  },
});

export const PRICES_SECTION: LegalSection = {
  key: 'preise',
  title: m.pricesTitle,
  blocks: [text(m.pricesText)],
};

export const WORKSHOP_CANCELLATION_SECTION: LegalSection = {
  key: 'workshops',
  title: m.cancelTitle,
  blocks: [text(m.cancelParticipant), text(m.cancelOrganiser)],
};

export const MEMBERSHIP_SECTION: LegalSection = {
  key: 'mitgliedschaft',
  title: m.membershipTitle,
  blocks: [text(m.membershipText), text(m.membershipEnd)],
};

/** Anchor `#widerruf`: linked from the order summaries. */
export const WITHDRAWAL_SECTION: LegalSection = {
  key: 'widerruf',
  title: m.withdrawalTitle,
  blocks: [
    text(m.withdrawalScope),
    text(m.withdrawalHeading),
    text(m.withdrawalRight),
    text(m.withdrawalEffects),
    text(m.withdrawalEarly),
    text(m.formHeading),
    list(
      m.formTo,
      m.formNotice,
      m.formOrdered,
      m.formName,
      m.formAddress,
      m.formSignature,
      m.formDate,
    ),
    text(m.formDelete),
  ],
};

export const DISPUTES_SECTION: LegalSection = {
  key: 'streitbeilegung',
  title: m.disputesTitle,
  blocks: [text(m.disputesText)],
};
