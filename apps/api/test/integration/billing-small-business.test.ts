import { invoiceAmounts } from '@platform/domain';
import { createWorkshop } from '../support/academy-fixtures.js';
import { createMember, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ADDRESS =
  '{ name: "Verein Beispiel e. V.", street: "Am Markt 3", postcode: "01067", city: "Dresden" }';

interface InvoiceRow {
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  vat_rate_percent: number;
  small_business: boolean;
  buyer_name: string;
  buyer_address: string | null;
}

const INVOICE_COLUMNS =
  'net_cents, vat_cents, gross_cents, vat_rate_percent, small_business, buyer_name, buyer_address';

/**
 * INVOICE_SMALL_BUSINESS on (§ 19 UStG): the order summaries compute their price from
 * `priceTerms` with the same rule the invoice uses, so what the summary shows is what the
 * invoice says; the membership's summary takes a billing address its invoices carry.
 */
describe('Checkout summaries under the small-business rule', () => {
  let t: TestApp;
  const as = (m: Member): Record<string, string> => ({ authorization: `Bearer ${m.token}` });

  beforeAll(async () => {
    t = await createTestApp({ INVOICE_SMALL_BUSINESS: 'true' });
  });
  afterAll(() => t.close());

  /** What the browser's summary shows for a price (SeatCheckout / MembershipCheckout). */
  const summaryOf = async (grossCents: number) => {
    const terms = await t.gql<{ priceTerms: { smallBusiness: boolean; vatRatePercent: number } }>(
      '{ priceTerms { smallBusiness vatRatePercent } }',
    );
    expect(terms.errors).toBeUndefined();
    expect(terms.data!.priceTerms).toEqual({ smallBusiness: true, vatRatePercent: 0 });
    return invoiceAmounts(grossCents, terms.data!.priceTerms.smallBusiness);
  };

  it('a paid seat: the summary shows no VAT, and the invoice says the same amounts', async () => {
    const w = await createWorkshop(t, { basePriceCents: 4900 });
    const m = await createMember(t, { verified: true });
    await t.db.query(`UPDATE users SET created_at = now() - interval '90 days' WHERE id = $1`, [
      m.id,
    ]);
    const summary = await summaryOf(4900);
    expect(summary).toEqual({ netCents: 4900, vatCents: 0, grossCents: 4900, vatRatePercent: 0 });
    const r = await t.gql<{ registerForWorkshop: { id: string } }>(
      `mutation($s: ID!) { registerForWorkshop(sessionId: $s, checkout: { acceptTerms: true, billingAddress: ${ADDRESS} }) { id } }`,
      { s: w.sessionIds[0] },
      as(m),
    );
    expect(r.errors).toBeUndefined();
    const [invoice] = await t.db.query<InvoiceRow>(
      `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE registration_id = $1`,
      [r.data!.registerForWorkshop.id],
    );
    expect({
      netCents: invoice.net_cents,
      vatCents: invoice.vat_cents,
      grossCents: invoice.gross_cents,
      vatRatePercent: invoice.vat_rate_percent,
    }).toEqual(summary);
    expect(invoice.small_business).toBe(true);
  });

  it('the membership: its summary takes a billing address, the invoice and contract mail use it, no VAT', async () => {
    const m = await createMember(t, { verified: true, name: 'Mia Mitglied' });
    await t.db.query(`UPDATE users SET created_at = now() - interval '90 days' WHERE id = $1`, [
      m.id,
    ]);
    const summary = await summaryOf(2000);
    const started = await t.gql<{
      startMembership: { status: string; billingAddress: { name: string; city: string } | null };
    }>(
      `mutation { startMembership(acceptTerms: true, billingAddress: ${ADDRESS}) { status billingAddress { name city } } }`,
      {},
      as(m),
    );
    expect(started.errors).toBeUndefined();
    expect(started.data!.startMembership).toEqual({
      status: 'active',
      billingAddress: { name: 'Verein Beispiel e. V.', city: 'Dresden' },
    });
    const [invoice] = await t.db.query<InvoiceRow>(
      `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE user_id = $1 AND purpose = 'membership'`,
      [m.id],
    );
    expect(invoice.gross_cents).toBe(summary.grossCents);
    expect(invoice.vat_cents).toBe(summary.vatCents);
    expect(invoice.small_business).toBe(true);
    expect(invoice.buyer_name).toBe('Verein Beispiel e. V.');
    expect(invoice.buyer_address).toBe('Am Markt 3\n01067 Dresden');

    const contract = await t.mail.waitFor(
      (mail) =>
        mail.envelopeTo.includes(m.email) && (mail.subject ?? '').includes('Vertragsbestätigung'),
    );
    expect(contract.text).toContain('gemäß § 19 UStG wird keine Umsatzsteuer berechnet');
    expect(contract.text).not.toContain('inkl. 19 % USt');
    expect(contract.text).toContain(
      'Rechnungsadresse: Verein Beispiel e. V., Am Markt 3, 01067 Dresden',
    );
  });

  it('the membership address is checked like a seat’s, and an order without one still works', async () => {
    const m = await createMember(t, { verified: true });
    await t.db.query(`UPDATE users SET created_at = now() - interval '90 days' WHERE id = $1`, [
      m.id,
    ]);
    const bad = await t.gql(
      'mutation { startMembership(acceptTerms: true, billingAddress: { street: "", postcode: "x", city: "Dresden" }) { status } }',
      {},
      as(m),
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const plain = await t.gql<{ startMembership: { status: string; billingAddress: null } }>(
      'mutation { startMembership(acceptTerms: true) { status billingAddress { city } } }',
      {},
      as(m),
    );
    expect(plain.data?.startMembership).toEqual({ status: 'active', billingAddress: null });
  });
});
