import { formatIban } from '@platform/domain';
import { createWorkshop } from '../support/academy-fixtures.js';
import {
  createAdmin,
  createMember,
  linkIn,
  type Member,
  uniqueEmail,
} from '../support/factories.js';
import type { CaughtMail } from '../support/mail-catcher.js';
import { pdfText } from '../support/pdf-text.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const pdfOf = (mail: CaughtMail): string => {
  const a = mail.attachments.find((x) => x.mimeType === 'application/pdf');
  if (!a) throw new Error(`no PDF in "${mail.subject}"`);
  return pdfText(
    typeof a.content === 'string'
      ? Buffer.from(a.content)
      : Buffer.from(new Uint8Array(a.content as ArrayBuffer)),
  );
};

interface GuestSale {
  registrationId: string;
  invoiceId: string;
  sessionId: string;
  token: string;
  email: string;
}

describe('Cancelled invoices: settled by their cancellation invoice, refunds to the buyer', () => {
  let t: TestApp;
  let admin: Member;
  const as = (m: Member | null): Record<string, string> =>
    m ? { authorization: `Bearer ${m.token}` } : {};

  const sellToGuest = async (lang = 'de'): Promise<GuestSale> => {
    const w = await createWorkshop(t, { title: 'Storno ohne Zahlung', basePriceCents: 2900 });
    const email = uniqueEmail('storno');
    const r = await t.gql<{ registerGuest: { id: string } }>(
      'mutation($s: ID!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Sina Storno", email: $e) { id } }',
      { s: w.sessionIds[0], e: email },
      { 'accept-language': lang },
    );
    expect(r.errors).toBeUndefined();
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    const token = new URL(linkIn(mail.text, '/academy/cancel?registration=')).searchParams.get(
      'token',
    )!;
    // The guest opens the manage link, which confirms the address: mails may then carry the
    // invoice documents with the name as typed.
    const opened = await t.http
      .get(`/api/workshops/registrations/${r.data!.registerGuest.id}/guest-cancel`)
      .query({ token });
    expect(opened.status).toBe(200);
    const [row] = await t.db.query<{ id: string }>(
      "SELECT id FROM invoices WHERE registration_id = $1 AND kind = 'invoice'",
      [r.data!.registerGuest.id],
    );
    return {
      registrationId: r.data!.registerGuest.id,
      invoiceId: row.id,
      sessionId: w.sessionIds[0],
      token,
      email,
    };
  };
  const guestCancel = async (sale: GuestSale) => {
    const res = await t.http
      .post(`/api/workshops/registrations/${sale.registrationId}/guest-cancel`)
      .send({ token: sale.token });
    expect(res.status).toBe(200);
  };
  const guestView = async (sale: GuestSale) =>
    (
      await t.http
        .get(`/api/workshops/registrations/${sale.registrationId}/guest-cancel`)
        .query({ token: sale.token })
    ).body as {
      registration: {
        invoices: Array<{ kind: string; payment_state: string | null }>;
        refund: { due: boolean; account_given: boolean } | null;
      };
    };
  const markPaid = (ids: string[], who: Member = admin, lang = 'de') =>
    t.gql<{ setPaymentState: number }>(
      'mutation($ids: [ID!]!) { setPaymentState(ids: $ids, state: "paid") }',
      { ids },
      { ...as(who), 'x-locale': lang },
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  it('treats an unpaid cancelled invoice as cancelled: not open, not payable, not a payment request', async () => {
    const sale = await sellToGuest();
    await guestCancel(sale);
    const mail = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(sale.email) &&
        (m.subject ?? '').startsWith('Anmeldung storniert') &&
        m.attachments.length > 0,
    );
    const [{ seller }] = await t.db.query<{ seller: { iban: string } }>(
      'SELECT seller FROM invoices WHERE id = $1',
      [sale.invoiceId],
    );
    const pdf = pdfOf(mail);
    expect(pdf).toContain('Stornorechnung');
    expect(pdf).not.toContain('Verwendungszweck');
    expect(pdf).not.toContain(formatIban(seller.iban));
    expect(pdf).not.toContain('erstatten');

    // The guest's page says cancelled, and asks for no account (nothing was paid).
    const view = await guestView(sale);
    expect(view.registration.invoices.map((i) => i.payment_state)).toEqual(['cancelled', null]);
    expect(view.registration.refund).toBeNull();

    // The admins' open list does not hold it; the full list says cancelled.
    const open = await t.gql<{ adminInvoices: Array<{ id: string }> }>(
      '{ adminInvoices(state: "open") { id } }',
      {},
      as(admin),
    );
    expect(open.data!.adminInvoices.map((i) => i.id)).not.toContain(sale.invoiceId);
    const all = await t.gql<{ adminInvoices: Array<{ id: string; paymentState: string }> }>(
      '{ adminInvoices { id paymentState } }',
      {},
      as(admin),
    );
    expect(all.data!.adminInvoices.find((i) => i.id === sale.invoiceId)?.paymentState).toBe(
      'cancelled',
    );

    // Marking it paid is refused with a code, in the caller's language; nothing changes.
    const refused = await markPaid([sale.invoiceId], admin, 'en');
    expect(refused.errors?.[0]?.extensions?.code).toBe('INVOICE_CANCELLED');
    expect(refused.errors?.[0]?.message).toBe(
      'This invoice has been cancelled: its cancellation invoice settles it, so it cannot be paid.',
    );
    const [{ payment_state }] = await t.db.query<{ payment_state: string }>(
      'SELECT payment_state FROM invoices WHERE id = $1',
      [sale.invoiceId],
    );
    expect(payment_state).toBe('open');

    // The session totals count it as cancelled, not open.
    const overview = await t.gql<{
      adminPaymentOverview: Array<{ sessionId: string; openCount: number; cancelledCount: number }>;
    }>('{ adminPaymentOverview { sessionId openCount cancelledCount } }', {}, as(admin));
    expect(
      overview.data!.adminPaymentOverview.find((s) => s.sessionId === sale.sessionId),
    ).toMatchObject({ openCount: 0, cancelledCount: 1 });
  });

  it('refunds a paid cancelled invoice: the guest gives an IBAN, the admin marks it refunded and the IBAN is deleted', async () => {
    const sale = await sellToGuest('en');
    expect((await markPaid([sale.invoiceId])).errors).toBeUndefined();
    await guestCancel(sale);
    const mail = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(sale.email) &&
        (m.subject ?? '').startsWith('Registration cancelled') &&
        m.attachments.length > 0,
    );
    const pdf = pdfOf(mail);
    expect(pdf).toContain('Cancellation invoice');
    expect(pdf).not.toContain('Payment reference');
    expect(pdf).toContain('refund');
    expect(pdf).toContain('IBAN');
    expect(mail.text).toContain('IBAN');

    let view = await guestView(sale);
    expect(view.registration.invoices[0].payment_state).toBe('refund_due');
    expect(view.registration.refund).toEqual({ due: true, account_given: false });

    const setAccount = (iban: string, token = sale.token, lang = 'de') =>
      t.http
        .post(`/api/workshops/registrations/${sale.registrationId}/refund-account`)
        .set('x-locale', lang)
        .send({ token, iban });
    // A wrong check digit, and a wrong link: refused, nothing kept.
    const bad = await setAccount('DE88 3704 0044 0532 0130 00', sale.token, 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('IBAN_INVALID');
    expect(bad.body.error.message).toBe('Please enter a valid IBAN.');
    expect((await setAccount('DE89 3704 0044 0532 0130 00', 'x'.repeat(43))).status).toBe(400);
    expect(
      await t.db.query('SELECT 1 FROM refund_accounts WHERE invoice_id = $1', [sale.invoiceId]),
    ).toHaveLength(0);

    const ok = await setAccount('de89 3704 0044 0532 0130 00');
    expect(ok.status).toBe(200);
    view = await guestView(sale);
    expect(view.registration.refund).toEqual({ due: true, account_given: true });

    // Only admins see refunds due, with the IBAN.
    const refundsQuery = '{ adminRefunds { invoiceId number buyerName grossCents iban } }';
    const member = await createMember(t, { verified: true });
    expect((await t.gql(refundsQuery, {}, as(member))).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const due = await t.gql<{
      adminRefunds: Array<{ invoiceId: string; iban: string | null; grossCents: number }>;
    }>(refundsQuery, {}, as(admin));
    expect(due.data!.adminRefunds.find((r) => r.invoiceId === sale.invoiceId)).toMatchObject({
      iban: 'DE89370400440532013000',
      grossCents: 2900,
    });

    const mark = 'mutation($id: ID!) { markRefunded(invoiceId: $id) }';
    expect(
      (await t.gql(mark, { id: sale.invoiceId }, as(member))).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await t.gql(mark, { id: sale.invoiceId }, as(admin))).errors).toBeUndefined();
    expect(
      await t.db.query('SELECT 1 FROM refund_accounts WHERE invoice_id = $1', [sale.invoiceId]),
    ).toHaveLength(0);
    view = await guestView(sale);
    expect(view.registration.invoices[0].payment_state).toBe('refunded');
    expect(view.registration.refund).toBeNull();
    const again = await t.gql(mark, { id: sale.invoiceId }, as(admin));
    expect(again.errors?.[0]?.extensions?.code).toBe('REFUND_NOT_DUE');
    const left = await t.gql<{ adminRefunds: Array<{ invoiceId: string }> }>(
      refundsQuery,
      {},
      as(admin),
    );
    expect(left.data!.adminRefunds.map((r) => r.invoiceId)).not.toContain(sale.invoiceId);
  });

  it('lets a member give the refund account for their own cancelled paid registration only', async () => {
    const w = await createWorkshop(t, { title: 'Mitglied storniert', basePriceCents: 3900 });
    const member = await createMember(t, { verified: true });
    const other = await createMember(t, { verified: true });
    const reg = await t.gql<{ registerForWorkshop: { id: string } }>(
      'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { id } }',
      { s: w.sessionIds[0] },
      as(member),
    );
    const registrationId = reg.data!.registerForWorkshop.id;
    const [invoice] = await t.db.query<{ id: string }>(
      "SELECT id FROM invoices WHERE registration_id = $1 AND kind = 'invoice'",
      [registrationId],
    );
    const setMine = (who: Member, iban: string) =>
      t.gql<{ setRefundAccount: boolean }>(
        'mutation($r: ID!, $i: String!) { setRefundAccount(registrationId: $r, iban: $i) }',
        { r: registrationId, i: iban },
        as(who),
      );
    // Nothing is due while the seat is held.
    expect((await setMine(member, 'DE89370400440532013000')).errors?.[0]?.extensions?.code).toBe(
      'REFUND_NOT_DUE',
    );
    expect((await markPaid([invoice.id])).errors).toBeUndefined();
    await t.gql(
      'mutation($id: ID!) { cancelRegistration(id: $id) { id } }',
      { id: registrationId },
      as(member),
    );
    const mine = await t.gql<{
      myRegistrations: Array<{
        id: string;
        invoices: Array<{ paymentState: string | null; refundAccountGiven: boolean }>;
      }>;
    }>('{ myRegistrations { id invoices { paymentState refundAccountGiven } } }', {}, as(member));
    expect(mine.data!.myRegistrations.find((r) => r.id === registrationId)?.invoices[0]).toEqual({
      paymentState: 'refund_due',
      refundAccountGiven: false,
    });
    expect((await setMine(other, 'DE89370400440532013000')).errors?.[0]?.extensions?.code).toBe(
      'REFUND_NOT_DUE',
    );
    expect((await setMine(member, 'DE00 0000')).errors?.[0]?.extensions?.code).toBe('IBAN_INVALID');
    expect((await setMine(member, 'DE89370400440532013000')).data?.setRefundAccount).toBe(true);
    const [{ iban }] = await t.db.query<{ iban: string }>(
      'SELECT iban FROM refund_accounts WHERE invoice_id = $1',
      [invoice.id],
    );
    expect(iban).toBe('DE89370400440532013000');
  });
});
