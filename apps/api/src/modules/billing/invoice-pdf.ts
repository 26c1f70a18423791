import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatBerlinDate, formatEuro, type Locale } from '@platform/domain';
import type { Invoice } from './entities/invoice.entity.js';
import { paymentInstructionsFor } from './payment-instructions.js';

/**
 * The invoice as a PDF (pdfkit). DejaVu Sans is embedded (subset) from the `dejavu-fonts-ttf`
 * package (Bitstream Vera / DejaVu licence, free to embed and redistribute), so every reader
 * shows umlauts, ß and € the same way. The PDF is rendered from the frozen invoice row, so a
 * download later shows exactly what was issued.
 */
const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
type Font = ReturnType<typeof fontkit.create>;
// Parsed once per process: parsing the TrueType files is most of a render's cost.
let fonts: { regular: Font; bold: Font } | undefined;
function loadFonts(): { regular: Font; bold: Font } {
  fonts ??= {
    regular: fontkit.create(readFileSync(join(FONT_DIR, 'DejaVuSans.ttf'))),
    bold: fontkit.create(readFileSync(join(FONT_DIR, 'DejaVuSans-Bold.ttf'))),
  };
  return fonts;
}

const TEXT = {
  de: {
    invoice: 'Rechnung',
    cancellation: 'Stornorechnung',
    number: 'Rechnungsnummer',
    issueDate: 'Rechnungsdatum',
    serviceDate: 'Leistungsdatum',
    servicePeriod: 'Leistungszeitraum',
    reverses: (n: string) => `Storno zur Rechnung ${n}`,
    buyer: 'Rechnungsempfänger',
    item: 'Leistung',
    amount: 'Betrag',
    net: 'Nettobetrag',
    vat: (p: number) => `Umsatzsteuer ${p} %`,
    gross: 'Gesamtbetrag',
    smallBusiness: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmer).',
    settled: (n: string) =>
      `Diese Stornorechnung gleicht die Rechnung ${n} aus. Sie müssen nichts bezahlen.`,
    refund: (amount: string) =>
      `Den bereits gezahlten Betrag von ${amount} erstatten wir Ihnen per Überweisung. Bitte nennen Sie uns dafür die IBAN Ihres Kontos: über den Storno-Link in Ihrer Anmeldebestätigung (dieselbe Seite, auf der Sie storniert haben) oder, als Mitglied, unter „Meine Anmeldungen“. Die IBAN löschen wir, sobald die Erstattung erfolgt ist.`,
    vatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
    registry: 'Registereintrag',
  },
  en: {
    invoice: 'Invoice',
    cancellation: 'Cancellation invoice',
    number: 'Invoice number',
    issueDate: 'Invoice date',
    serviceDate: 'Date of service',
    servicePeriod: 'Service period',
    reverses: (n: string) => `Cancels invoice ${n}`,
    buyer: 'Billed to',
    item: 'Service',
    amount: 'Amount',
    net: 'Net amount',
    vat: (p: number) => `VAT ${p} %`,
    gross: 'Total',
    smallBusiness: 'No VAT is charged under § 19 UStG (German small-business rule).',
    settled: (n: string) =>
      `This cancellation invoice settles invoice ${n}. There is nothing to pay.`,
    refund: (amount: string) =>
      `We will refund the ${amount} you have already paid by bank transfer. Please tell us the IBAN of your account: through the cancellation link in your confirmation email (the page where you cancelled) or, as a member, under "My registrations". We delete the IBAN once the refund has been made.`,
    vatId: 'VAT ID',
    taxNumber: 'Tax number',
    registry: 'Commercial register',
  },
} as const;

export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const locale: Locale = invoice.locale === 'en' ? 'en' : 'de';
  const t = TEXT[locale];
  const title = invoice.kind === 'cancellation' ? t.cancellation : t.invoice;
  const money = (cents: number) => (cents < 0 ? '−' : '') + formatEuro(Math.abs(cents), locale);
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: locale === 'de' ? 'de-DE' : 'en-GB',
    info: {
      Title: `${title} ${invoice.number}`,
      Author: invoice.seller.name,
      CreationDate: new Date(invoice.issuedAt),
    },
  });
  doc.registerFont('regular', regular as unknown as string);
  doc.registerFont('bold', bold as unknown as string);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const s = invoice.seller;
  const left = 56;
  const width = doc.page.width - 112;

  doc.font('bold').fontSize(14).text(s.name, left, 56);
  doc.font('regular').fontSize(9).text(`${s.street}, ${s.city}`);
  doc.moveDown(2);

  doc.font('bold').fontSize(9).text(t.buyer);
  doc.font('regular').fontSize(10);
  doc.text(invoice.buyerName);
  if (invoice.buyerOrganisation) doc.text(invoice.buyerOrganisation);
  if (invoice.buyerAddress) doc.text(invoice.buyerAddress);
  doc.text(invoice.buyerEmail);
  doc.moveDown(2);

  doc.font('bold').fontSize(18).text(title);
  doc.moveDown(0.5);
  doc.font('regular').fontSize(10);
  const facts: Array<[string, string]> = [
    [t.number, invoice.number],
    [t.issueDate, formatBerlinDate(`${invoice.issueDate}T12:00:00Z`, locale)],
    invoice.purpose === 'project'
      ? [t.servicePeriod, monthName(invoice.serviceDate, locale)]
      : [t.serviceDate, formatBerlinDate(invoice.serviceDate, locale)],
  ];
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);
  if (invoice.originalNumber) doc.text(t.reverses(invoice.originalNumber));
  doc.moveDown(1.5);

  const amountX = left + width - 120;
  const row = (label: string, value: string, font: 'regular' | 'bold' = 'regular') => {
    const y = doc.y;
    doc.font(font).text(label, left, y, { width: width - 130 });
    const after = doc.y;
    doc.font(font).text(value, amountX, y, { width: 120, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = left;
  };
  row(t.item, t.amount, 'bold');
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  if (invoice.lines?.length) {
    // Several lines (a project month): the heading, then each line's net amount.
    doc.font('bold').text(invoice.description, left, doc.y, { width });
    doc.font('regular');
    for (const line of invoice.lines) row(line.description, money(line.amountCents));
  } else row(invoice.description, money(invoice.netCents));
  doc.moveDown(0.5);
  row(t.net, money(invoice.netCents));
  if (invoice.smallBusiness) row(t.vat(0), money(0));
  else row(t.vat(invoice.vatRatePercent), money(invoice.vatCents));
  row(t.gross, money(invoice.grossCents), 'bold');
  doc.moveDown(1.5);

  doc.font('regular').fontSize(10);
  if (invoice.smallBusiness) {
    doc.text(t.smallBusiness, left, doc.y, { width });
    doc.moveDown(0.5);
  }
  if (invoice.kind === 'invoice') {
    // Only an invoice asks for payment, in the words of its payment method.
    const pay = paymentInstructionsFor(invoice).pdfBlock(invoice, locale);
    if (pay.terms) doc.text(pay.terms, left, doc.y, { width });
    doc.moveDown(0.5);
    doc.font('bold').text(pay.heading);
    doc.font('regular');
    for (const line of pay.lines) doc.text(line);
  } else if (invoice.refundCents) {
    // A cancellation invoice settles the original; paid money goes back to the buyer's account.
    doc.text(t.refund(money(invoice.refundCents)), left, doc.y, { width });
  } else {
    doc.text(t.settled(invoice.originalNumber ?? ''), left, doc.y, { width });
  }
  doc.moveDown(2);

  doc.fontSize(8).fillColor('#444444');
  const footer = [
    `${s.name} · ${s.street} · ${s.city}`,
    s.registry ? `${t.registry}: ${s.registry}` : null,
    s.vatId ? `${t.vatId}: ${s.vatId}` : null,
    s.taxNumber ? `${t.taxNumber}: ${s.taxNumber}` : null,
  ].filter((line): line is string => Boolean(line));
  for (const line of footer) doc.text(line, left, doc.y, { width });
  doc.end();
  return done;
}

/** "November 2026" / "November 2026" for a project month's invoice. */
function monthName(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'de-DE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(date);
}
