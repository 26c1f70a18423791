import { createWorkshop } from '../support/academy-fixtures.js';
import { createAdmin, createMember, type Member, uniqueEmail } from '../support/factories.js';
import { drainJobs, runJob } from '../support/outbox-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';

interface Sold {
  invoiceId: string;
  number: string;
  email: string;
}

describe('Payments: "paid" can be undone for a minute; the receipt follows the window', () => {
  const clock = new TestClock();
  let t: TestApp;
  let admin: Member;
  let member: Member;
  const as = (m: Member, locale = 'de'): Record<string, string> => ({
    authorization: `Bearer ${m.token}`,
    'x-locale': locale,
  });

  const sell = async (locale: 'de' | 'en'): Promise<Sold> => {
    const w = await createWorkshop(t, { basePriceCents: 4900, title: 'Design Sprint' });
    const email = uniqueEmail('beleg');
    const r = await t.gql<{ registerGuest: { id: string } }>(
      'mutation($s: ID!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Ben Beleg", email: $e) { id } }',
      { s: w.sessionIds[0], e: email },
      { 'x-locale': locale },
    );
    expect(r.errors).toBeUndefined();
    const [row] = await t.db.query<{ id: string; number: string }>(
      'SELECT id, number FROM invoices WHERE registration_id = $1',
      [r.data!.registerGuest.id],
    );
    return { invoiceId: row.id, number: row.number, email };
  };
  const markPaid = async (ids: string[]) => {
    const r = await t.gql<{ setPaymentState: number }>(
      'mutation($i: [ID!]!) { setPaymentState(ids: $i, state: "paid") }',
      { i: ids },
      as(admin),
    );
    expect(r.errors).toBeUndefined();
  };
  const undo = (ids: string[], who: Member = admin, locale = 'de') =>
    t.gql<{ undoPayment: number }>(
      'mutation($i: [ID!]!) { undoPayment(ids: $i) }',
      { i: ids },
      as(who, locale),
    );
  const stateOf = async (id: string) =>
    (
      await t.db.query<{ payment_state: string }>(
        'SELECT payment_state FROM invoices WHERE id = $1',
        [id],
      )
    )[0].payment_state;
  const receiptsTo = (email: string) =>
    t.mail.to(email).filter((m) => /^(Zahlungsbestätigung|Payment receipt)/.test(m.subject ?? ''));

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    admin = await createAdmin(t);
    member = await createMember(t, { verified: true });
  });
  afterEach(() => clock.set(undefined));
  afterAll(() => t.close());

  it('undoes "paid" inside the minute: the invoice is open again, audited, and nobody is mailed', async () => {
    const sold = await sell('de');
    await markPaid([sold.invoiceId]);
    expect(await stateOf(sold.invoiceId)).toBe('paid');

    // Inside the window the receipt job leaves the payment alone.
    await runJob(t, 'payment_receipts');
    const undone = await undo([sold.invoiceId]);
    expect(undone.errors).toBeUndefined();
    expect(undone.data!.undoPayment).toBe(1);
    expect(await stateOf(sold.invoiceId)).toBe('open');

    // The payment row stays (money port history), marked reversed; the audit log says so.
    const payments = await t.db.query<{ reversed_at: Date | null; method: string }>(
      'SELECT reversed_at, method FROM payments WHERE invoice_id = $1',
      [sold.invoiceId],
    );
    expect(payments).toEqual([{ reversed_at: expect.any(Date), method: 'manual' }]);
    const [audit] = await t.db.query<{ actor_id: string; after: { paymentState: string } }>(
      `SELECT actor_id, after FROM audit_log WHERE action = 'payment.undone' AND target_id = $1`,
      [sold.invoiceId],
    );
    expect(audit).toEqual({
      actor_id: admin.id,
      after: expect.objectContaining({ paymentState: 'open' }),
    });

    // Long after the window: still no receipt for the undone payment.
    clock.set(new Date(Date.now() + 5 * 60_000));
    await runJob(t, 'payment_receipts');
    await drainJobs(t);
    expect(receiptsTo(sold.email)).toEqual([]);

    // Nothing left to undo; admins only.
    expect((await undo([sold.invoiceId])).errors?.[0]?.extensions?.code).toBe(
      'PAYMENT_UNDO_NOTHING',
    );
    clock.set(undefined);
    const other = await sell('de');
    await markPaid([other.invoiceId]);
    expect((await undo([other.invoiceId], member)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await stateOf(other.invoiceId)).toBe('paid');
  });

  it('refuses an undo after the minute with a clear error, and then sends the receipt once, in the payer’s language', async () => {
    const sold = await sell('en');
    await markPaid([sold.invoiceId]);
    clock.set(new Date(Date.now() + 61_000));

    const late = await undo([sold.invoiceId], admin, 'en');
    expect(late.errors?.[0]?.extensions?.code).toBe('PAYMENT_UNDO_EXPIRED');
    expect(late.errors?.[0]?.message).toBe(
      'This payment was recorded more than 60 seconds ago and can no longer be undone.',
    );
    const lateDe = await undo([sold.invoiceId]);
    expect(lateDe.errors?.[0]?.message).toBe(
      'Diese Zahlung wurde vor mehr als 60 Sekunden erfasst und kann nicht mehr rückgängig gemacht werden.',
    );
    expect(await stateOf(sold.invoiceId)).toBe('paid');

    await runJob(t, 'payment_receipts');
    const receipt = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(sold.email) &&
        m.subject === `Payment receipt: invoice ${sold.number}`,
    );
    expect(receipt.text).toContain('Hello,');
    expect(receipt.text).toContain(
      'we received your payment of €49.00 for "Workshop: Design Sprint" on ',
    );
    expect(receipt.text).toContain(`Invoice ${sold.number} is now paid`);
    expect(receipt.text).not.toMatch(/Zahlung|Rechnung/);

    // Once only, and the queued receipt closes the window for good.
    await runJob(t, 'payment_receipts');
    await drainJobs(t);
    expect(receiptsTo(sold.email)).toHaveLength(1);
    clock.set(undefined);
    expect((await undo([sold.invoiceId])).errors?.[0]?.extensions?.code).toBe(
      'PAYMENT_UNDO_EXPIRED',
    );
  });

  it('sends a German receipt to a German payer', async () => {
    const sold = await sell('de');
    await markPaid([sold.invoiceId]);
    clock.set(new Date(Date.now() + 61_000));
    await runJob(t, 'payment_receipts');
    const receipt = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(sold.email) &&
        m.subject === `Zahlungsbestätigung: Rechnung ${sold.number}`,
    );
    // The amount is formatted as Intl does: a no-break space before the euro sign.
    expect(receipt.text).toMatch(
      /Ihre Zahlung über 49,00\s€ für „Workshop: Design Sprint“ ist am \d\d\.\d\d\.\d{4} bei uns eingegangen/,
    );
  });
});
