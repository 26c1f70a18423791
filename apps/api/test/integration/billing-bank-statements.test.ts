import { createWorkshop } from '../support/academy-fixtures.js';
import { camtStatement } from '../support/camt.js';
import { createAdmin, type Member, uniqueEmail } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Sold {
  invoiceId: string;
  number: string;
}

interface ImportReport {
  matched: Array<{ entryRef: string; invoiceNumber: string; amountCents: number }>;
  unmatched: Array<{ entryRef: string; reason: string; amountCents: number }>;
  alreadyImported?: Array<{ entryRef: string; invoiceNumber: string; amountCents: number }>;
}

const BASE_FIELDS =
  'matched { entryRef invoiceNumber amountCents } unmatched { entryRef amountCents reason }';
const ALL_FIELDS = `${BASE_FIELDS} alreadyImported { entryRef invoiceNumber amountCents }`;

/**
 * A bank entry is money received once: however often a statement is imported (twice by
 * mistake, a daily and a monthly statement that overlap, two admins at the same moment), each
 * entry pays at most one invoice. The payments table refuses a second use of an entry's
 * reference; the import says which entries were imported before. Hostile statements are refused
 * with CAMT_INVALID.
 */
describe('Payments: each bank entry pays once; hostile statements are refused', () => {
  let t: TestApp;
  let admin: Member;
  const as = (m: Member) => ({ authorization: `Bearer ${m.token}` });

  const sell = async (sessionId: string): Promise<Sold> => {
    const r = await t.gql<{ registerGuest: { id: string } }>(
      'mutation($s: ID!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Bea Bank", email: $e) { id } }',
      { s: sessionId, e: uniqueEmail('bank') },
    );
    expect(r.errors).toBeUndefined();
    const [row] = await t.db.query<{ id: string; number: string }>(
      'SELECT id, number FROM invoices WHERE registration_id = $1',
      [r.data!.registerGuest.id],
    );
    return { invoiceId: row.id, number: row.number };
  };
  const stateOf = async (sold: Sold) =>
    (
      await t.db.query<{ payment_state: string }>(
        'SELECT payment_state FROM invoices WHERE id = $1',
        [sold.invoiceId],
      )
    )[0].payment_state;
  const importXml = async (xml: string, fields = BASE_FIELDS, lang = 'de') =>
    t.gql<{ importBankStatement: ImportReport }>(
      `mutation($x: String!) { importBankStatement(xml: $x) { ${fields} } }`,
      { x: xml },
      { ...as(admin), 'x-locale': lang },
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  it('pays one invoice per bank entry when the same statement is imported again', async () => {
    const w = await createWorkshop(t, { basePriceCents: 4900 });
    const a = await sell(w.sessionIds[0]);
    const b = await sell(w.sessionIds[0]);
    // One transfer of 49 € whose text names both invoices (each 49 €).
    const xml = camtStatement(
      [{ amount: '49.00', remittance: `RE ${a.number} ${b.number}`, ref: 'BANK-4711' }],
      'DAILY-1',
    );
    const first = await importXml(xml);
    expect(first.errors).toBeUndefined();
    expect(first.data!.importBankStatement.matched).toEqual([
      { entryRef: 'BANK-4711', invoiceNumber: a.number, amountCents: 4900 },
    ]);
    expect(await stateOf(a)).toBe('paid');

    const second = await importXml(xml);
    expect(second.errors).toBeUndefined();
    expect(second.data!.importBankStatement.matched).toEqual([]);
    expect(await stateOf(b)).toBe('open');

    // The monthly statement lists the same entry again (other statement id, other NtryRef).
    const monthly = camtStatement(
      [
        { amount: '12.00', remittance: 'Zinsen' },
        {
          amount: '49.00',
          remittance: `RE ${a.number} ${b.number}`,
          ref: 'BANK-4711',
          ntryRef: '77',
        },
      ],
      'MONTHLY-3',
    );
    const third = await importXml(monthly, ALL_FIELDS, 'en');
    expect(third.errors).toBeUndefined();
    expect(third.data!.importBankStatement).toEqual({
      matched: [],
      unmatched: [{ entryRef: 'REF-MONTHLY-3-1', amountCents: 1200, reason: 'NO_REFERENCE' }],
      alreadyImported: [{ entryRef: 'BANK-4711', invoiceNumber: a.number, amountCents: 4900 }],
    });
    expect(await stateOf(b)).toBe('open');

    const payments = await t.db.query<{
      invoice_id: string;
      amount_cents: number;
      method: string;
      source_reference: string;
      recorded_by_id: string;
    }>(
      'SELECT invoice_id, amount_cents, method, source_reference, recorded_by_id FROM payments WHERE invoice_id = ANY($1::uuid[])',
      [[a.invoiceId, b.invoiceId]],
    );
    expect(payments).toEqual([
      {
        invoice_id: a.invoiceId,
        amount_cents: 4900,
        method: 'bank_transfer',
        source_reference: 'ref:BANK-4711',
        recorded_by_id: admin.id,
      },
    ]);
    // The database itself refuses a second use of the entry.
    await expect(
      t.db.query(
        `INSERT INTO payments (invoice_id, amount_cents, method, source_reference, received_at)
         VALUES ($1, 4900, 'bank_transfer', 'ref:BANK-4711', now())`,
        [b.invoiceId],
      ),
    ).rejects.toThrow(/payments_source_reference_key/);
  });

  it('knows an entry without a bank reference by its content', async () => {
    const w = await createWorkshop(t, { basePriceCents: 3000 });
    const a = await sell(w.sessionIds[0]);
    const b = await sell(w.sessionIds[0]);
    const entry = { amount: '30.00', remittance: `${a.number}, ${b.number}`, ref: null };
    const first = await importXml(camtStatement([{ ...entry, ntryRef: '1' }], 'D-1'));
    expect(first.data!.importBankStatement.matched).toHaveLength(1);
    const monthly = camtStatement([{ ...entry, ntryRef: '9' }], 'M-1');
    const again = await importXml(monthly);
    expect(again.data!.importBankStatement.matched).toEqual([]);
    expect(await stateOf(b)).toBe('open');
    const told = await importXml(monthly, ALL_FIELDS);
    expect(told.data!.importBankStatement.alreadyImported).toEqual([
      expect.objectContaining({ invoiceNumber: a.number, amountCents: 3000 }),
    ]);
    // A second, different transfer with the same text is new money and pays the other invoice.
    const other = await importXml(
      camtStatement([{ ...entry, debtor: 'Bea Bank', ntryRef: '2' }], 'D-2'),
    );
    expect(other.data!.importBankStatement.matched).toEqual([
      expect.objectContaining({ invoiceNumber: b.number }),
    ]);
  });

  it('lists an amount that fits none of the named invoices, paying nothing', async () => {
    const cheap = await createWorkshop(t, { basePriceCents: 2000 });
    const dear = await createWorkshop(t, { basePriceCents: 4900 });
    const a = await sell(cheap.sessionIds[0]);
    const b = await sell(dear.sessionIds[0]);
    const r = await importXml(
      camtStatement([{ amount: '69.00', remittance: `${a.number} ${b.number}` }], 'SUM-1'),
    );
    expect(r.data!.importBankStatement.matched).toEqual([]);
    expect(r.data!.importBankStatement.unmatched.map((u) => u.reason)).toEqual(['AMOUNT_MISMATCH']);
    expect([await stateOf(a), await stateOf(b)]).toEqual(['open', 'open']);
  });

  it('pays each invoice once when the same statement is imported twice at the same moment', async () => {
    const w = await createWorkshop(t, { basePriceCents: 4900 });
    const sold = [];
    for (let i = 0; i < 6; i++) sold.push(await sell(w.sessionIds[0]));
    const [a, b, c, d, e, f] = sold;
    const xml = camtStatement(
      [
        { amount: '49.00', remittance: `${a.number} ${b.number}` },
        { amount: '49.00', remittance: `${c.number} ${d.number}` },
        { amount: '49.00', remittance: `${e.number} ${f.number}` },
      ],
      'RACE-1',
    );
    const results = await Promise.all([importXml(xml), importXml(xml), importXml(xml)]);
    for (const r of results) expect(r.errors).toBeUndefined();
    expect(results.flatMap((r) => r.data!.importBankStatement.matched)).toHaveLength(3);
    expect(await Promise.all(sold.map(stateOf))).toEqual([
      'paid',
      'open',
      'paid',
      'open',
      'paid',
      'open',
    ]);
    const [{ count }] = await t.db.query<{ count: string }>(
      'SELECT count(*) FROM payments WHERE invoice_id = ANY($1::uuid[])',
      [sold.map((s) => s.invoiceId)],
    );
    expect(Number(count)).toBe(3);
  });

  it('records an admin’s “paid” as a manual payment through the same path', async () => {
    const w = await createWorkshop(t, { basePriceCents: 1500 });
    const a = await sell(w.sessionIds[0]);
    const set = await t.gql<{ setPaymentState: number }>(
      'mutation($i: [ID!]!) { setPaymentState(ids: $i, state: "paid") }',
      { i: [a.invoiceId] },
      as(admin),
    );
    expect(set.data?.setPaymentState).toBe(1);
    expect(
      await t.db.query(
        'SELECT amount_cents, method, source_reference, recorded_by_id FROM payments WHERE invoice_id = $1',
        [a.invoiceId],
      ),
    ).toEqual([
      { amount_cents: 1500, method: 'manual', source_reference: null, recorded_by_id: admin.id },
    ]);
  });

  it('refuses statements that break the parser with CAMT_INVALID, changing nothing', async () => {
    const w = await createWorkshop(t, { basePriceCents: 4900 });
    const a = await sell(w.sessionIds[0]);
    const valid = camtStatement([{ amount: '49.00', remittance: a.number }], 'HOSTILE-1');
    const proto = valid.replace('<Stmt>', '<Stmt><__proto__><Id>x</Id></__proto__>');
    const deep = valid.replace(
      '<Stmt>',
      `<Stmt>${'<Nest>'.repeat(60_000)}${'</Nest>'.repeat(60_000)}`,
    );
    for (const [xml, lang, message] of [
      [proto, 'en', 'The file is not a readable CAMT.053 bank statement.'],
      [deep, 'de', 'Die Datei ist kein lesbarer Kontoauszug im Format CAMT.053.'],
    ]) {
      const r = await importXml(xml, BASE_FIELDS, lang);
      expect(r.errors?.[0]?.extensions?.code).toBe('CAMT_INVALID');
      expect(r.errors?.[0]?.message).toBe(message);
    }
    expect(await stateOf(a)).toBe('open');
  });
});
