import { COMPANY } from './company.js';
import type { Locale } from './enums.js';

const seller = () =>
  `${COMPANY.legalName}, ${COMPANY.address.street}, ${COMPANY.address.postalCode} ${COMPANY.address.city}, ${COMPANY.email}`;

/**
 * The statutory withdrawal information for a service contract (Anlage 1 zu Art. 246a § 1 Abs. 2
 * EGBGB / Annex I(A) of Directive 2011/83/EU), as mailed with the contract (durable medium) and
 * shown on the terms page. Paragraphs of plain text.
 */
export function withdrawalInformation(locale: Locale): string[] {
  return locale === 'en'
    ? [
        'Right of withdrawal: you have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period expires fourteen days after the day the contract is concluded.',
        `To exercise the right of withdrawal, you must inform us (${seller()}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an email). You may use the model withdrawal form below, but it is not obligatory. To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.`,
        'Effects of withdrawal: if you withdraw from this contract, we shall reimburse to you all payments received from you without undue delay and in any event not later than fourteen days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement by bank transfer; you will not incur any fees as a result of such reimbursement. If you requested to begin the performance of services during the withdrawal period, you shall pay us an amount which is in proportion to what has been provided until you have communicated us your withdrawal from this contract, in comparison with the full coverage of the contract.',
      ]
    : [
        'Widerrufsrecht: Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
        `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${seller()}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.`,
        'Folgen des Widerrufs: Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Die Rückzahlung erfolgt per Überweisung; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
      ];
}

/** The model withdrawal form (Anlage 2 zu Art. 246a § 1 Abs. 2 EGBGB), as plain-text lines. */
export function modelWithdrawalForm(locale: Locale): string[] {
  return locale === 'en'
    ? [
        'Model withdrawal form (complete and return this form only if you wish to withdraw from the contract)',
        `– To ${seller()}:`,
        '– I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract for the provision of the following service (*):',
        '– Ordered on (*):',
        '– Name of consumer(s):',
        '– Address of consumer(s):',
        '– Signature of consumer(s) (only if this form is notified on paper):',
        '– Date:',
        '(*) Delete as appropriate.',
      ]
    : [
        'Muster-Widerrufsformular (Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
        `– An ${seller()}:`,
        '– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung (*):',
        '– Bestellt am (*):',
        '– Name des/der Verbraucher(s):',
        '– Anschrift des/der Verbraucher(s):',
        '– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
        '– Datum:',
        '(*) Unzutreffendes streichen.',
      ];
}
