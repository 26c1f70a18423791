import { TERMS_VERSION } from '@platform/domain';
import { createWorkshop } from '../support/academy-fixtures.js';
import { createMember, linkIn, type Member, uniqueEmail } from '../support/factories.js';
import { pdfText } from '../support/pdf-text.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import type { CaughtMail } from '../support/mail-catcher.js';

const ADDRESS = {
  name: 'Erika Muster',
  company: 'Muster KG',
  street: 'Hauptstraße 5',
  postcode: '04109',
  city: 'Leipzig',
};

/** Euro amounts come with a no-break space. */
const spaces = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const pdfBytes = (mail: CaughtMail) => {
  const a = mail.attachments.find((x) => x.mimeType === 'application/pdf');
  if (!a) throw new Error(`no PDF in "${mail.subject}"`);
  return typeof a.content === 'string'
    ? Buffer.from(a.content)
    : Buffer.from(new Uint8Array(a.content as ArrayBuffer));
};

describe('Checkout (§ 312j BGB): terms accepted, billing address, contract mail', () => {
  let t: TestApp;
  const as = (m: Member): Record<string, string> => ({ authorization: `Bearer ${m.token}` });
  const GUEST = `mutation($s: ID!, $e: String!, $c: CheckoutInput) {
    registerGuest(sessionId: $s, name: "Erika Muster", email: $e, checkout: $c) { id status } }`;
  const counts = async () => {
    const [row] = await t.db.query<{ r: string; i: string; o: string }>(
      `SELECT (SELECT count(*) FROM workshop_registrations) AS r,
              (SELECT count(*) FROM invoices) AS i, (SELECT count(*) FROM mail_outbox) AS o`,
    );
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a paid guest registration without the accepted terms or without an address, and changes nothing', async () => {
    const w = await createWorkshop(t, { title: 'Bezahlter Workshop', basePriceCents: 4900 });
    const before = await counts();
    const email = uniqueEmail('ohne');
    const none = await t.gql(GUEST, { s: w.sessionIds[0], e: email }, { 'accept-language': 'en' });
    expect(none.errors?.[0]?.extensions?.code).toBe('TERMS_NOT_ACCEPTED');
    expect(none.errors?.[0]?.message).toMatch(/^Please confirm that you have read and accept/);
    const declined = await t.gql(GUEST, {
      s: w.sessionIds[0],
      e: email,
      c: { acceptTerms: false, billingAddress: ADDRESS },
    });
    expect(declined.errors?.[0]?.extensions?.code).toBe('TERMS_NOT_ACCEPTED');
    expect(declined.errors?.[0]?.message).toMatch(/Nutzungsbedingungen/);
    const noAddress = await t.gql(GUEST, {
      s: w.sessionIds[0],
      e: email,
      c: { acceptTerms: true },
    });
    expect(noAddress.errors?.[0]?.extensions?.code).toBe('BILLING_ADDRESS_REQUIRED');
    const badAddress = await t.gql(GUEST, {
      s: w.sessionIds[0],
      e: email,
      c: { acceptTerms: true, billingAddress: { ...ADDRESS, postcode: '!', city: ' ' } },
    });
    expect(badAddress.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(badAddress.errors?.[0]?.extensions?.fields as object).sort()).toEqual([
      'billingAddress.city',
      'billingAddress.postcode',
    ]);
    // Older REST callers: the same rule, with a clear error.
    const rest = await t.http
      .post(`/api/workshops/${w.id}/register-guest`)
      .set('accept-language', 'en')
      .send({ guest_name: 'Erika Muster', guest_email: email });
    expect(rest.status).toBe(400);
    expect(rest.body.error.code).toBe('TERMS_NOT_ACCEPTED');
    expect(await counts()).toEqual(before);
  });

  it('keeps free registrations one step, also for older REST callers', async () => {
    const w = await createWorkshop(t, { title: 'Kostenlos', basePriceCents: 0 });
    const rest = await t.http
      .post(`/api/workshops/${w.id}/register-guest`)
      .send({ guest_name: 'Frei', guest_email: uniqueEmail('frei') });
    expect(rest.status).toBe(201);
    const gql = await t.gql(GUEST, { s: w.sessionIds[0], e: uniqueEmail('frei') });
    expect(gql.errors).toBeUndefined();
  });

  it('registers a paid seat with the accepted terms: the address is kept and printed on the invoice, the mail holds the contract', async () => {
    const w = await createWorkshop(t, { title: 'Vertrag per Mail', basePriceCents: 4900 });
    const email = uniqueEmail('vertrag');
    const result = await t.gql<{ registerGuest: { id: string; status: string } }>(GUEST, {
      s: w.sessionIds[0],
      e: email,
      c: { acceptTerms: true, billingAddress: ADDRESS },
    });
    expect(result.errors).toBeUndefined();
    const id = result.data!.registerGuest.id;
    const [row] = await t.db.query<{
      billing_address: Record<string, string>;
      terms_version: string;
      terms_accepted_at: Date | null;
    }>(
      'SELECT billing_address, terms_version, terms_accepted_at FROM workshop_registrations WHERE id = $1',
      [id],
    );
    expect(row.billing_address).toEqual({ ...ADDRESS, country: 'DE' });
    expect(row.terms_version).toBe(TERMS_VERSION);
    expect(row.terms_accepted_at).not.toBeNull();
    const [invoice] = await t.db.query<{
      buyer_name: string;
      buyer_organisation: string;
      buyer_address: string;
    }>(
      'SELECT buyer_name, buyer_organisation, buyer_address FROM invoices WHERE registration_id = $1',
      [id],
    );
    expect(invoice).toEqual({
      buyer_name: 'Erika Muster',
      buyer_organisation: 'Muster KG',
      buyer_address: 'Hauptstraße 5\n04109 Leipzig',
    });

    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.subject).toBe('Anmeldung bestätigt: Vertrag per Mail');
    const text = spaces(mail.text);
    expect(text).toContain('Ihr Vertrag: Teilnahme am Workshop „Vertrag per Mail“');
    expect(text).toContain('Preis: 49,00 € inkl. 19 % USt (netto 41,18 €, USt 7,82 €)');
    expect(text).toContain(`Nutzungsbedingungen in der Fassung ${TERMS_VERSION}`);
    expect(text).toContain('/nutzungsbedingungen');
    expect(text).toContain('Widerrufsrecht: Sie haben das Recht, binnen vierzehn Tagen');
    expect(text).toContain('Muster-Widerrufsformular');
    expect(text).toMatch(/Bitte überweisen Sie 49,00 € bis [^,]+, \d+\. \S+ \d{4}/);
    // The typed address reaches the inbox only once its owner confirmed it (with the invoice).
    expect(text).not.toContain('Hauptstraße 5');
    const link = new URL(linkIn(text, '/academy/cancel?registration='));
    await t.http
      .get(`/api/workshops/registrations/${id}/guest-cancel`)
      .query({ token: link.searchParams.get('token') })
      .expect(200);
    const invoiceMail = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(email) && m.attachments.some((a) => a.mimeType === 'application/pdf'),
    );
    const pdf = pdfText(pdfBytes(invoiceMail));
    expect(pdf).toContain('Muster KG');
    expect(pdf).toContain('Hauptstraße 5');
    expect(pdf).toContain('04109 Leipzig');
  });

  it('asks a member for the acceptance and the address of a paid seat too', async () => {
    const m = await createMember(t, { verified: true });
    const w = await createWorkshop(t, { basePriceCents: 4000, discountPercent: 25 });
    const REGISTER = `mutation($s: ID!, $c: CheckoutInput) {
      registerForWorkshop(sessionId: $s, checkout: $c) { id priceCents } }`;
    const refused = await t.gql(REGISTER, { s: w.sessionIds[0] }, as(m));
    expect(refused.errors?.[0]?.extensions?.code).toBe('TERMS_NOT_ACCEPTED');
    const rows = await t.db.query('SELECT 1 FROM workshop_registrations WHERE user_id = $1', [
      m.id,
    ]);
    expect(rows).toHaveLength(0);
    const ok = await t.gql<{ registerForWorkshop: { id: string; priceCents: number } }>(
      REGISTER,
      {
        s: w.sessionIds[0],
        c: { acceptTerms: true, billingAddress: { ...ADDRESS, country: 'at' } },
      },
      as(m),
    );
    expect(ok.data?.registerForWorkshop.priceCents).toBe(3000);
    const [invoice] = await t.db.query<{ buyer_address: string }>(
      'SELECT buyer_address FROM invoices WHERE registration_id = $1',
      [ok.data!.registerForWorkshop.id],
    );
    expect(invoice.buyer_address).toBe('Hauptstraße 5\n04109 Leipzig\nAT');
    const mail = await t.mail.waitFor(
      (x) => x.envelopeTo.includes(m.email) && /Anmeldung bestätigt/.test(x.subject ?? ''),
    );
    expect(mail.text).toContain(
      'Rechnungsadresse: Erika Muster, Muster KG, Hauptstraße 5, 04109 Leipzig, AT',
    );
  });

  it('starts the membership only with the accepted terms, and mails the contract with the withdrawal form', async () => {
    const m = await createMember(t, { verified: true, name: 'Mia Mitglied' });
    const START =
      'mutation($a: Boolean!) { startMembership(acceptTerms: $a) { status startedAt } }';
    const refused = await t.gql(START, { a: false }, as(m));
    expect(refused.errors?.[0]?.extensions?.code).toBe('TERMS_NOT_ACCEPTED');
    const missing = await t.gql('mutation { startMembership { status } }', {}, as(m));
    expect(missing.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const rows = await t.db.query<{ started_at: Date | null }>(
      'SELECT started_at FROM memberships WHERE user_id = $1',
      [m.id],
    );
    expect(rows.every((r) => r.started_at === null)).toBe(true);

    const started = await t.gql<{ startMembership: { status: string } }>(START, { a: true }, as(m));
    expect(started.errors).toBeUndefined();
    const [row] = await t.db.query<{ terms_version: string }>(
      'SELECT terms_version FROM memberships WHERE user_id = $1',
      [m.id],
    );
    expect(row.terms_version).toBe(TERMS_VERSION);
    const mail = await t.mail.waitFor(
      (x) => x.envelopeTo.includes(m.email) && /Vertragsbestätigung/.test(x.subject ?? ''),
    );
    const text = spaces(mail.text);
    expect(text).toContain('Hallo Mia Mitglied,');
    expect(text).toContain('Preis: 20,00 € pro Monat inkl. 19 % USt.');
    expect(text).toMatch(/Abrechnung ab [^,]+, \d+\. \S+ \d{4}/);
    expect(text).toContain('Laufzeit und Kündigung');
    expect(text).toContain('Sie haben ein Widerrufsrecht von 14 Tagen');
    expect(text).toContain('Muster-Widerrufsformular');
  });
});
