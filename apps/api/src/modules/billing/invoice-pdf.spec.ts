import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Invoice } from './entities/invoice.entity.js';
import { renderInvoicePdf } from './invoice-pdf.js';

function text(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const base = {
  id: '00000000-0000-4000-8000-000000000001',
  number: '2027-00042',
  kind: 'invoice',
  originalNumber: null,
  issuedAt: new Date('2027-03-01T09:00:00Z'),
  issueDate: '2027-03-01',
  locale: 'de',
  seller: {
    name: 'Kleine Werkstatt',
    street: 'Hofweg 1',
    city: '04109 Leipzig',
    vatId: null,
    taxNumber: '231/456/78901',
    registry: null,
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bankName: 'Commerzbank',
  },
  buyerName: 'Jörg Übermut',
  buyerEmail: 'joerg@example.test',
  buyerOrganisation: 'Straßenbau GmbH',
  buyerAddress: 'Am Markt 3, 01067 Dresden',
  description: 'Workshop: Ideen für Größeres',
  serviceDate: new Date('2027-03-20T09:00:00Z'),
  netCents: 4900,
  vatCents: 0,
  grossCents: 4900,
  vatRatePercent: 0,
  smallBusiness: true,
  dueAt: new Date('2027-03-08T09:00:00Z'),
} as unknown as Invoice;

describe('invoice PDF', () => {
  it('prints the § 19 UStG note, the tax number and the buyer’s organisation and address', async () => {
    const out = text(await renderInvoicePdf(base));
    for (const field of [
      'Rechnungsnummer: 2027-00042',
      'Jörg Übermut',
      'Straßenbau GmbH',
      'Am Markt 3, 01067 Dresden',
      'Workshop: Ideen für Größeres',
      'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet',
      'Steuernummer: 231/456/78901',
      'IBAN: DE89 3704 0044 0532 0130 00',
      'BIC: COBADEFFXXX (Commerzbank)',
      'Zahlbar ohne Abzug bis Montag, 8. März 2027',
      '49,00 €',
    ])
      expect(out).toContain(field);
    expect(out).not.toContain('Umsatzsteuer 19 %');
  });

  it('renders the same document for the same invoice', async () => {
    const a = await renderInvoicePdf(base);
    const b = await renderInvoicePdf(base);
    expect(text(a)).toBe(text(b));
  });

  const cancellation = (locale: 'de' | 'en', refundCents: number | null) =>
    ({
      ...base,
      number: '2027-00050',
      kind: 'cancellation',
      originalNumber: '2027-00042',
      locale,
      netCents: -4900,
      grossCents: -4900,
      dueAt: null,
      refundCents,
    }) as unknown as Invoice;

  it('does not ask for payment on a cancellation invoice (de, en)', async () => {
    const de = text(await renderInvoicePdf(cancellation('de', null)));
    expect(de).toContain('Stornorechnung');
    expect(de).toContain('gleicht die Rechnung 2027-00042 aus');
    for (const payment of ['Verwendungszweck', 'Bankverbindung', 'DE89 3704', 'Zahlbar'])
      expect(de).not.toContain(payment);
    const en = text(await renderInvoicePdf(cancellation('en', null)));
    expect(en).toContain('settles invoice 2027-00042');
    for (const payment of ['Payment reference', 'Bank details', 'DE89 3704', 'Payable'])
      expect(en).not.toContain(payment);
  });

  it('says how paid money is refunded and asks for the account (de, en)', async () => {
    const de = text(await renderInvoicePdf(cancellation('de', 4900))).replace(/\s+/g, ' ');
    expect(de).toContain('Den bereits gezahlten Betrag von 49,00 € erstatten wir');
    expect(de).toContain('IBAN Ihres Kontos');
    expect(de).not.toContain('Verwendungszweck');
    const en = text(await renderInvoicePdf(cancellation('en', 4900))).replace(/\s+/g, ' ');
    expect(en).toContain('We will refund the €49.00 you have already paid');
    expect(en).not.toContain('Payment reference');
  });
});
