import { registerErrors } from '../../core/errors/error-catalog.js';

/**
 * The invoice, payment and membership error codes, their HTTP status and their text in both languages, added to
 * the one catalog when this module loads (imported by `billing.module.ts`).
 */
export const BILLING_ERRORS = registerErrors({
  INVOICE_NOT_FOUND: {
    status: 404,
    de: 'Rechnung nicht gefunden.',
    en: 'Invoice not found.',
  },
  PAYMENT_STATE_CHANGE: {
    status: 409,
    de: 'Diese Zahlung kann nicht von „{from}“ auf „{to}“ gesetzt werden.',
    en: 'This payment cannot be changed from "{from}" to "{to}".',
  },
  INVOICE_CANCELLED: {
    status: 409,
    de: 'Diese Rechnung ist storniert: Die Stornorechnung gleicht sie aus, sie kann nicht bezahlt werden.',
    en: 'This invoice has been cancelled: its cancellation invoice settles it, so it cannot be paid.',
  },
  PAYMENT_UNDO_EXPIRED: {
    status: 409,
    de: 'Diese Zahlung wurde vor mehr als {seconds} Sekunden erfasst und kann nicht mehr rückgängig gemacht werden.',
    en: 'This payment was recorded more than {seconds} seconds ago and can no longer be undone.',
  },
  PAYMENT_UNDO_NOTHING: {
    status: 409,
    de: 'Für diese Rechnung gibt es keine als bezahlt markierte Zahlung, die rückgängig gemacht werden kann.',
    en: 'There is no payment marked as paid on this invoice that could be undone.',
  },
  REFUND_NOT_DUE: {
    status: 409,
    de: 'Für diese Rechnung ist keine Erstattung offen.',
    en: 'No refund is due for this invoice.',
  },
  IBAN_INVALID: {
    status: 400,
    de: 'Bitte geben Sie eine gültige IBAN ein.',
    en: 'Please enter a valid IBAN.',
  },
  PAYMENT_BULK_LIMIT: {
    status: 400,
    de: 'Bitte wählen Sie zwischen 1 und {max} Rechnungen.',
    en: 'Please select between 1 and {max} invoices.',
  },
  PAYMENT_PAGE_SIZE: {
    status: 400,
    de: 'Bitte fragen Sie zwischen 1 und {max} Termine je Seite ab.',
    en: 'Please ask for between 1 and {max} sessions per page.',
  },
  PAYMENT_CURSOR_INVALID: {
    status: 400,
    de: 'Diese Seite der Zahlungsübersicht gibt es nicht. Bitte beginnen Sie wieder auf der ersten Seite.',
    en: 'This page of the payment overview does not exist. Please start again from the first page.',
  },
  CAMT_INVALID: {
    status: 400,
    de: 'Die Datei ist kein lesbarer Kontoauszug im Format CAMT.053.',
    en: 'The file is not a readable CAMT.053 bank statement.',
  },
  CAMT_TOO_LARGE: {
    status: 413,
    de: 'Der Kontoauszug ist zu groß (höchstens {max} MB).',
    en: 'The bank statement is too large (at most {max} MB).',
  },
  MEMBERSHIP_STATE: {
    status: 409,
    de: 'Das ist bei Ihrem Mitgliedschaftsstatus nicht möglich.',
    en: 'This is not possible with your membership status.',
  },
  MEMBERSHIP_INVOICE_OVERDUE: {
    status: 409,
    de: 'Eine Rechnung Ihrer Mitgliedschaft ist überfällig. Bitte bezahlen Sie sie zuerst; danach können Sie die Mitgliedschaft wieder starten.',
    en: 'An invoice of your membership is overdue. Please pay it first; then you can start the membership again.',
  },
  TERMS_NOT_ACCEPTED: {
    status: 400,
    de: 'Bitte bestätigen Sie, dass Sie die Nutzungsbedingungen und die Hinweise zum Widerruf gelesen haben und akzeptieren. Ohne diese Bestätigung kommt keine kostenpflichtige Bestellung zustande; es wurde nichts gebucht.',
    en: 'Please confirm that you have read and accept the terms of use and the information on withdrawal. Without this confirmation no paid order can be placed; nothing has been booked.',
  },
  BILLING_ADDRESS_REQUIRED: {
    status: 400,
    de: 'Für einen kostenpflichtigen Platz brauchen wir eine Rechnungsadresse (Straße, Postleitzahl, Ort). Es wurde nichts gebucht.',
    en: 'A paid place needs a billing address (street, postcode, city). Nothing has been booked.',
  },
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    billing: keyof typeof BILLING_ERRORS;
  }
}
