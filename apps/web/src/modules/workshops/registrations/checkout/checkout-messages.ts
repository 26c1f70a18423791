import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the paid seat's summary and confirmation (the Academy's message group). */
export const checkoutMessages = defineMessages({
  title: { id: 'academy.checkout.title', defaultMessage: 'Ihre Bestellung' },
  loading: { id: 'academy.checkout.loading', defaultMessage: 'Die Übersicht wird geladen…' },
  workshop: { id: 'academy.checkout.workshop', defaultMessage: 'Workshop' },
  date: { id: 'academy.checkout.date', defaultMessage: 'Termin' },
  place: { id: 'academy.checkout.place', defaultMessage: 'Ort' },
  online: {
    id: 'academy.checkout.online',
    defaultMessage: 'Online (den Link erhalten Sie per E-Mail)',
  },
  participant: { id: 'academy.checkout.participant', defaultMessage: 'Teilnehmer/in' },
  total: { id: 'academy.checkout.total', defaultMessage: 'Gesamtpreis' },
  waitlistNote: {
    id: 'academy.checkout.waitlistNote',
    defaultMessage:
      'Der Termin ist ausgebucht: Sie kommen auf die Warteliste. Zahlungspflichtig wird es erst, wenn Sie einen Platz erhalten; dann kommt die Rechnung per E-Mail.',
  },
  termsRequired: {
    id: 'academy.checkout.termsRequired',
    defaultMessage:
      'Bitte bestätigen Sie die Nutzungsbedingungen, um zahlungspflichtig anzumelden.',
  },
  submit: { id: 'academy.checkout.submit', defaultMessage: 'Zahlungspflichtig anmelden' },
  submitting: { id: 'academy.checkout.submitting', defaultMessage: 'Wird angemeldet…' },
  back: { id: 'academy.checkout.back', defaultMessage: 'Zurück' },
  next: { id: 'academy.checkout.next', defaultMessage: 'Weiter zur Übersicht' },
  confirmedTitle: { id: 'academy.checkout.confirmed', defaultMessage: 'Sie sind angemeldet' },
  waitlistedTitle: {
    id: 'academy.checkout.waitlisted',
    defaultMessage: 'Sie stehen auf der Warteliste',
  },

  invoice: { id: 'academy.checkout.invoice', defaultMessage: 'Rechnung' },
  payBy: { id: 'academy.checkout.payBy', defaultMessage: 'Zahlbar bis' },

  invoiceAfterConfirm: {
    id: 'academy.checkout.invoiceAfterConfirm',
    defaultMessage:
      'Die Rechnung als PDF senden wir, sobald Sie Ihre E-Mail-Adresse mit dem Link in der E-Mail bestätigt haben.',
  },
});

export const confirmedMail = defineMessage<{ email: string }>({
  id: 'academy.checkout.confirmedMail',
  defaultMessage:
    'Die Vertragsbestätigung mit allen Angaben, den Nutzungsbedingungen und der Widerrufsbelehrung geht per E-Mail an {email}.',
});

export const howToPay = defineMessage<{ price: string; date: string; number: string }>({
  id: 'academy.checkout.howToPay',
  defaultMessage:
    'Bitte überweisen Sie {price} bis {date} mit dem Verwendungszweck {number}; die Bankverbindung steht in der E-Mail und auf der Rechnung. Ohne Zahlung bis dahin geben wir den Platz frei.',
});

/** "49,00 € inkl. 19 % USt (netto 41,18 €, USt 7,82 €)" */
export const priceWithVat = defineMessage<{
  gross: string;
  net: string;
  vat: string;
  rate: number;
}>({
  id: 'academy.checkout.priceWithVat',
  defaultMessage: '{gross} inkl. {rate} % USt (netto {net}, USt {vat})',
});

/** "49,00 € (gemäß § 19 UStG wird keine Umsatzsteuer berechnet)": INVOICE_SMALL_BUSINESS on. */
export const priceSmallBusiness = defineMessage<{ gross: string }>({
  id: 'academy.checkout.priceSmallBusiness',
  defaultMessage: '{gross} (gemäß § 19 UStG wird keine Umsatzsteuer berechnet)',
});
