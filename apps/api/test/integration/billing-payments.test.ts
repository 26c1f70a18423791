import { createWorkshop } from '../support/academy-fixtures.js';
import { camtStatement } from '../support/camt.js';
import { createAdmin, createMember, type Member, uniqueEmail } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Sold {
  registrationId: string;
  invoiceId: string;
  number: string;
}

describe('Payments: states, admin overview, bulk, CAMT.053 import, host counts', () => {
  let t: TestApp;
  let admin: Member;
  let member: Member;
  const as = (m: Member | null): Record<string, string> =>
    m ? { authorization: `Bearer ${m.token}` } : {};

  const sell = async (sessionId: string): Promise<Sold> => {
    const r = await t.gql<{ registerGuest: { id: string } }>(
      'mutation($s: ID!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Paula Payer", email: $e) { id } }',
      { s: sessionId, e: uniqueEmail('zahler') },
    );
    expect(r.errors).toBeUndefined();
    const [row] = await t.db.query<{ id: string; number: string }>(
      'SELECT id, number FROM invoices WHERE registration_id = $1',
      [r.data!.registerGuest.id],
    );
    return { registrationId: r.data!.registerGuest.id, invoiceId: row.id, number: row.number };
  };
  const stateOf = async (id: string) =>
    (
      await t.db.query<{ payment_state: string }>(
        'SELECT payment_state FROM invoices WHERE id = $1',
        [id],
      )
    )[0].payment_state;
  const importXml = (xml: string, who: Member | null = admin, lang = 'de') =>
    t.gql<{
      importBankStatement: {
        matched: Array<{ invoiceNumber: string; amountCents: number }>;
        alreadyImported: Array<{ entryRef: string; invoiceNumber: string }>;
        unmatched: Array<{ entryRef: string; reason: string; amountCents: number }>;
      };
    }>(
      'mutation($x: String!) { importBankStatement(xml: $x) { matched { entryRef invoiceNumber amountCents } alreadyImported { entryRef invoiceNumber } unmatched { entryRef amountCents remittance debtorName reason } } }',
      { x: xml },
      { ...as(who), 'x-locale': lang },
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    member = await createMember(t, { verified: true });
  });
  afterAll(() => t.close());

  it('imports a CAMT.053 statement: pays what matches by reference and amount, lists the rest', async () => {
    const w = await createWorkshop(t, { basePriceCents: 4900 });
    const a = await sell(w.sessionIds[0]);
    const b = await sell(w.sessionIds[0]);
    const c = await sell(w.sessionIds[0]);
    const xml = camtStatement([
      { amount: '49.00', remittance: `Rechnung ${a.number} Paula Payer` },
      { amount: '40.00', remittance: `RE ${b.number}` },
      { amount: '49.00', remittance: 'Spende ohne Bezug' },
      { amount: '49.00', remittance: 'Rechnung 1999-99999' },
      { amount: '49.00', remittance: c.number, currency: 'USD' },
      { amount: '12.00', remittance: `Gebühr ${c.number}`, debit: true },
    ]);
    const result = await importXml(xml);
    expect(result.errors).toBeUndefined();
    const report = result.data!.importBankStatement;
    expect(report.matched).toEqual([
      expect.objectContaining({ invoiceNumber: a.number, amountCents: 4900 }),
    ]);
    expect(report.unmatched.map((u) => u.reason)).toEqual([
      'AMOUNT_MISMATCH',
      'NO_REFERENCE',
      'UNKNOWN_INVOICE',
      'CURRENCY',
    ]);
    expect(await stateOf(a.invoiceId)).toBe('paid');
    expect(await stateOf(b.invoiceId)).toBe('open');
    expect(await stateOf(c.invoiceId)).toBe('open');
    const [note] = await t.db.query<{ payment_note: string; paid_at: Date | null }>(
      'SELECT payment_note, paid_at FROM invoices WHERE id = $1',
      [a.invoiceId],
    );
    expect(note.payment_note).toBe('camt:REF-STMT-1-1');
    expect(note.paid_at).not.toBeNull();

    // The same statement again pays nothing twice and says which entries it had recorded.
    const again = (await importXml(xml)).data!.importBankStatement;
    expect(again.matched).toEqual([]);
    expect(again.alreadyImported).toEqual([{ entryRef: 'REF-STMT-1-1', invoiceNumber: a.number }]);
    expect(again.unmatched.map((u) => u.reason)).toEqual(report.unmatched.map((u) => u.reason));
  });

  it('refuses hostile or broken statements without changing anything, in the caller’s language', async () => {
    const w = await createWorkshop(t, { basePriceCents: 4900 });
    const a = await sell(w.sessionIds[0]);
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>
<Document><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="EUR">49.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>
<NtryDtls><TxDtls><RmtInf><Ustrd>${a.number} &x;</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>`;
    const laughs = `<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><Document>&b;</Document>`;
    for (const xml of [xxe, laughs, '<Document><unclosed></Document>', 'nicht xml', '<a/>']) {
      const r = await importXml(xml, admin, 'en');
      expect(r.errors?.[0]?.extensions?.code).toBe('CAMT_INVALID');
      expect(r.errors?.[0]?.message).toBe('The file is not a readable CAMT.053 bank statement.');
    }
    const big = camtStatement([{ amount: '49.00', remittance: 'x'.repeat(2 * 1024 * 1024) }]);
    const tooBig = await importXml(big);
    expect(tooBig.errors?.[0]?.extensions?.code).toBe('CAMT_TOO_LARGE');
    expect(tooBig.errors?.[0]?.message).toBe('Der Kontoauszug ist zu groß (höchstens 2 MB).');
    expect(await stateOf(a.invoiceId)).toBe('open');
    // Only admins.
    const denied = await importXml(camtStatement([]), member);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets admins mark payments singly and in bulk, with only sensible state changes', async () => {
    const w = await createWorkshop(t, { basePriceCents: 2000 });
    const a = await sell(w.sessionIds[0]);
    const b = await sell(w.sessionIds[0]);
    const c = await sell(w.sessionIds[0]);
    const set = (ids: string[], state: string, who: Member = admin) =>
      t.gql<{ setPaymentState: number }>(
        'mutation($i: [ID!]!, $s: String!) { setPaymentState(ids: $i, state: $s) }',
        { i: ids, s: state },
        as(who),
      );
    expect((await set([a.invoiceId, b.invoiceId], 'paid')).data?.setPaymentState).toBe(2);
    expect(await stateOf(a.invoiceId)).toBe('paid');
    expect(await stateOf(b.invoiceId)).toBe('paid');
    // A refused change in a bulk changes none of them.
    const mixed = await set([c.invoiceId, a.invoiceId], 'written_off');
    expect(mixed.errors?.[0]?.extensions?.code).toBe('PAYMENT_STATE_CHANGE');
    expect(await stateOf(c.invoiceId)).toBe('open');
    expect((await set([a.invoiceId], 'refunded')).data?.setPaymentState).toBe(1);
    expect((await set([c.invoiceId], 'written_off')).data?.setPaymentState).toBe(1);
    expect((await set([c.invoiceId], 'bogus')).errors?.[0]?.extensions?.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await set([], 'paid')).errors?.[0]?.extensions?.code).toBe('PAYMENT_BULK_LIMIT');
    expect((await set(['nope'], 'paid')).errors?.[0]?.extensions?.code).toBe('INVOICE_NOT_FOUND');
    expect((await set([b.invoiceId], 'open', member)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );

    const overview = await t.gql<{
      adminPaymentOverview: Array<{
        sessionId: string;
        openCount: number;
        openCents: number;
        paidCount: number;
        paidCents: number;
        refundedCents: number;
        writtenOffCents: number;
      }>;
    }>(
      '{ adminPaymentOverview { sessionId openCount openCents paidCount paidCents refundedCents writtenOffCents } }',
      {},
      as(admin),
    );
    expect(
      overview.data!.adminPaymentOverview.find((s) => s.sessionId === w.sessionIds[0]),
    ).toEqual({
      sessionId: w.sessionIds[0],
      openCount: 0,
      openCents: 0,
      paidCount: 1,
      paidCents: 2000,
      refundedCents: 2000,
      writtenOffCents: 2000,
    });
    const list = await t.gql<{ adminInvoices: Array<{ number: string; paymentState: string }> }>(
      'query($s: ID) { adminInvoices(state: "paid", sessionId: $s) { number paymentState } }',
      { s: w.sessionIds[0] },
      as(admin),
    );
    expect(list.data!.adminInvoices).toEqual([{ number: b.number, paymentState: 'paid' }]);
  });

  it('shows a host how many registrations of each session are paid', async () => {
    const host = await createMember(t, { verified: true });
    const w = await createWorkshop(t, { basePriceCents: 4900, creatorId: host.id });
    const a = await sell(w.sessionIds[0]);
    await sell(w.sessionIds[0]);
    await importXml(camtStatement([{ amount: '49.00', remittance: a.number }], 'STMT-HOST'));
    const q = '{ myHostedSessionPayments { sessionId registeredCount invoicedCount paidCount } }';
    const mine = await t.gql<{
      myHostedSessionPayments: Array<{ sessionId: string; paidCount: number }>;
    }>(q, {}, as(host));
    expect(mine.data!.myHostedSessionPayments).toEqual([
      { sessionId: w.sessionIds[0], registeredCount: 2, invoicedCount: 2, paidCount: 1 },
    ]);
    const other = await t.gql<{ myHostedSessionPayments: unknown[] }>(q, {}, as(member));
    expect(other.data!.myHostedSessionPayments).toEqual([]);
    expect((await t.gql(q)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
