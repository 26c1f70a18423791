import { formatBerlinDate } from '@platform/domain';
import { createWorkshop } from '../support/academy-fixtures.js';
import {
  createAdmin,
  createMember,
  linkIn,
  type Member,
  uniqueEmail,
} from '../support/factories.js';
import { pdfFonts, pdfText } from '../support/pdf-text.js';
import { retryNow } from '../support/outbox-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import type { CaughtMail } from '../support/mail-catcher.js';
import { InvoicesService } from '../../src/modules/billing/invoices.service.js';
import { DataSource } from 'typeorm';

const pdfOf = (mail: CaughtMail) => {
  const a = mail.attachments.find((x) => x.mimeType === 'application/pdf');
  if (!a) throw new Error(`no PDF in "${mail.subject}"`);
  return {
    filename: a.filename,
    bytes:
      typeof a.content === 'string'
        ? Buffer.from(a.content)
        : Buffer.from(new Uint8Array(a.content as ArrayBuffer)),
  };
};

describe('Invoices: numbers, PDF, mail, download, cancellation', () => {
  let t: TestApp;
  const as = (m: Member | null): Record<string, string> =>
    m ? { authorization: `Bearer ${m.token}` } : {};

  const registerGuest = async (sessionId: string, email: string, lang = 'de', name = 'Gina Gast') =>
    t.gql<{ registerGuest: { id: string; status: string } }>(
      'mutation($s: ID!, $n: String!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: $n, email: $e) { id status } }',
      { s: sessionId, n: name, e: email },
      { 'accept-language': lang },
    );
  /**
   * The guest opens the link in the confirmation mail (confirming the address); the invoice
   * PDF, which names the buyer as typed, is mailed only then. Answers that invoice mail.
   */
  const confirmAddress = async (email: string): Promise<CaughtMail> => {
    const confirmation = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(email) && /academy\/cancel/.test(m.text ?? ''),
    );
    const link = new URL(linkIn(confirmation.text, '/academy/cancel?registration='));
    const opened = await t.http
      .get(`/api/workshops/registrations/${link.searchParams.get('registration')}/guest-cancel`)
      .query({ token: link.searchParams.get('token') });
    expect(opened.status).toBe(200);
    return t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(email) && m.attachments.some((a) => a.mimeType === 'application/pdf'),
    );
  };
  const invoiceNumbers = async () =>
    (await t.db.query<{ number: string }>('SELECT number FROM invoices ORDER BY number')).map(
      (r) => r.number,
    );

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('queues the confirmation in the registering transaction as what the worker composes it from, and the invoice mail with only a reference to the PDF, which the worker renders at send time', async () => {
    const w = await createWorkshop(t, { title: 'Referenz statt PDF', basePriceCents: 2500 });
    const email = uniqueEmail('referenz');
    await t.mail.stop();
    let registrationId: string;
    try {
      const result = await registerGuest(w.sessionIds[0], email);
      expect(result.errors).toBeUndefined();
      registrationId = result.data!.registerGuest.id;
      // The registering transaction composes nothing: the outbox names the registration, its
      // state then and the invoice; the worker writes the mail when it sends it.
      const [queued] = await t.db.query<{ message: Record<string, unknown> }>(
        'SELECT message FROM mail_outbox WHERE key = $1',
        [`registration:${registrationId}`],
      );
      expect(queued.message).toMatchObject({
        to: email,
        compose: { kind: 'registration', params: { registration: registrationId } },
      });
      expect(queued.message.text).toBeUndefined();
    } finally {
      await t.mail.start();
    }
    await retryNow(t);
    const confirmation = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(email) && (m.subject ?? '').startsWith('Anmeldung bestätigt'),
    );
    // It goes to an unconfirmed address: no invoice PDF.
    expect(confirmation.attachments.some((a) => a.mimeType === 'application/pdf')).toBe(false);
    const [invoice] = await t.db.query<{ id: string; number: string }>(
      'SELECT id, number FROM invoices WHERE registration_id = $1',
      [registrationId],
    );
    // Opening its link queues the invoice mail: the stored message names the invoice and
    // carries no rendered PDF (the transaction renders nothing).
    await t.mail.stop();
    try {
      const link = new URL(linkIn(confirmation.text, '/academy/cancel?registration='));
      const opened = await t.http
        .get(`/api/workshops/registrations/${registrationId}/guest-cancel`)
        .query({ token: link.searchParams.get('token') });
      expect(opened.status).toBe(200);
      const [row] = await t.db.query<{
        status: string;
        attachments: Array<{ contentType: string; render?: { kind: string; id: string } }>;
      }>(`SELECT status, message->'attachments' AS attachments FROM mail_outbox WHERE key = $1`, [
        `registration-invoice:${registrationId}:${invoice.id}`,
      ]);
      expect(row.status).toBe('queued');
      const pdfs = row.attachments.filter((a) => a.contentType === 'application/pdf');
      expect(pdfs).toEqual([
        {
          filename: `Rechnung-${invoice.number}.pdf`,
          contentType: 'application/pdf',
          render: { kind: 'invoice-pdf', id: invoice.id },
        },
      ]);
    } finally {
      await t.mail.start();
    }
    await retryNow(t);
    const mail = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(email) && m.attachments.some((a) => a.mimeType === 'application/pdf'),
    );
    const pdf = pdfOf(mail);
    expect(pdfText(pdf.bytes)).toContain('Referenz statt PDF');
  });

  it('issues a German invoice for a paid guest registration, attaches the PDF and shows every required field', async () => {
    const w = await createWorkshop(t, {
      title: 'Design Thinking Grundlagen',
      basePriceCents: 4900,
    });
    const email = uniqueEmail('rechnung');
    const result = await registerGuest(w.sessionIds[0], email, 'de', 'Gina Gast');
    expect(result.errors).toBeUndefined();
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.subject).toBe('Anmeldung bestätigt: Design Thinking Grundlagen');
    const [invoice] = await t.db.query<{
      number: string;
      due_at: Date;
      issue_date: string;
      payment_state: string;
    }>(
      `SELECT number, due_at, to_char(issue_date, 'YYYY-MM-DD') AS issue_date, payment_state
       FROM invoices WHERE registration_id = $1`,
      [result.data!.registerGuest.id],
    );
    expect(invoice.number).toMatch(/^\d{4}-\d{5}$/);
    expect(invoice.payment_state).toBe('open');
    expect(mail.text).toContain(`Rechnung ${invoice.number}`);
    expect(mail.text).toContain('DE02 1203 0000 0000 2020 51');
    expect(mail.text).toContain(`Verwendungszweck: ${invoice.number}`);
    expect(mail.attachments.some((a) => a.filename === 'workshop.ics')).toBe(true);

    const pdf = pdfOf(await confirmAddress(email));
    expect(pdf.filename).toBe(`Rechnung-${invoice.number}.pdf`);
    const text = pdfText(pdf.bytes);
    const [session] = await t.db.query<{ starts_at: Date }>(
      'SELECT starts_at FROM workshop_sessions WHERE id = $1',
      [w.sessionIds[0]],
    );
    for (const field of [
      'Rechnung',
      `Rechnungsnummer: ${invoice.number}`,
      `Rechnungsdatum: ${formatBerlinDate(`${invoice.issue_date}T12:00:00Z`, 'de')}`,
      `Leistungsdatum: ${formatBerlinDate(session.starts_at, 'de')}`,
      // seller
      'Open Innovation Values GmbH',
      'Musterstraße 12, 10115 Berlin',
      'USt-IdNr.: DE123456789',
      'Registereintrag: Amtsgericht Charlottenburg (Berlin), HRB 123456 B',
      // buyer
      'Gina Gast',
      email,
      // item and amounts
      'Workshop: Design Thinking Grundlagen',
      'Nettobetrag',
      '41,18 €',
      'Umsatzsteuer 19 %',
      '7,82 €',
      'Gesamtbetrag',
      '49,00 €',
      // terms and bank
      `Zahlbar ohne Abzug bis ${formatBerlinDate(invoice.due_at, 'de')} per Überweisung.`,
      'IBAN: DE02 1203 0000 0000 2020 51',
      'BIC: BYLADEM1001',
      `Verwendungszweck: ${invoice.number}`,
    ]) {
      expect(text).toContain(field);
    }
    // The fonts are embedded (DejaVu Sans, subset), so readers need nothing installed.
    const fonts = pdfFonts(pdf.bytes);
    expect(fonts).toMatch(/DejaVuSans/);
    expect(
      fonts
        .split('\n')
        .filter((l) => /DejaVu/.test(l))
        .every((l) => /\byes\b/.test(l)),
    ).toBe(true);
    // The deadline is 7 days after issue (the session is 7 days away: never after its start).
    expect(new Date(invoice.due_at).getTime()).toBeLessThanOrEqual(session.starts_at.getTime());
  });

  it('writes the invoice in English for an English-speaking buyer', async () => {
    const w = await createWorkshop(t, { title: 'Innovation Sprint', basePriceCents: 4900 });
    const email = uniqueEmail('invoice');
    await registerGuest(w.sessionIds[0], email, 'en', 'Ellen English');
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    const pdf = pdfOf(await confirmAddress(email));
    expect(pdf.filename).toMatch(/^invoice-\d{4}-\d{5}\.pdf$/);
    const text = pdfText(pdf.bytes);
    for (const field of [
      'Invoice number:',
      'Invoice date:',
      'Date of service:',
      'Billed to',
      'Ellen English',
      'Net amount',
      'VAT 19 %',
      '€7.82',
      '€49.00',
      'Payable without deduction by',
      'Payment reference:',
      'VAT ID: DE123456789',
    ]) {
      expect(text).toContain(field);
    }
    expect(mail.text).toContain('Please transfer €49.00');
  });

  it('lets the guest see the payment state and download the invoice only with the manage link', async () => {
    const w = await createWorkshop(t, { basePriceCents: 1900 });
    const email = uniqueEmail('gastlink');
    const reg = (await registerGuest(w.sessionIds[0], email)).data!.registerGuest;
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    const link = new URL(linkIn(mail.text, '/academy/cancel?registration='));
    const token = link.searchParams.get('token')!;
    const view = await t.http
      .get(`/api/workshops/registrations/${reg.id}/guest-cancel`)
      .query({ token });
    expect(view.status).toBe(200);
    const [inv] = view.body.registration.invoices;
    expect(inv).toMatchObject({ kind: 'invoice', payment_state: 'open', gross_cents: 1900 });
    const download = await t.http.get(inv.pdf_url).responseType('blob');
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(pdfText(download.body as Buffer)).toContain(inv.number);

    // Wrong secret, or the right secret for another registration: refused, nothing leaks.
    const wrong = await t.http
      .get(`/api/invoices/${inv.id}/guest-pdf`)
      .query({ registration: reg.id, token: 'x'.repeat(43) })
      .set('x-locale', 'en');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(
      'This link is invalid or has expired. Please request a new one.',
    );
    const other = await createWorkshop(t, { basePriceCents: 1900 });
    const otherEmail = uniqueEmail('anderer');
    const otherReg = (await registerGuest(other.sessionIds[0], otherEmail)).data!.registerGuest;
    const crossed = await t.http
      .get(`/api/invoices/${inv.id}/guest-pdf`)
      .query({ registration: otherReg.id, token });
    expect(crossed.status).toBe(400);
    const noToken = await t.http.get(`/api/invoices/${inv.id}/guest-pdf`);
    expect(noToken.status).toBe(400);
    // The member path needs a sign-in.
    expect((await t.http.get(`/api/invoices/${inv.id}/pdf`)).status).toBe(401);
  });

  it('shows a member their invoice under My registrations and lets only them download it', async () => {
    const member = await createMember(t, { verified: true, name: 'Mia Mitglied' });
    const stranger = await createMember(t, { verified: true });
    const w = await createWorkshop(t, { title: 'Member Workshop', basePriceCents: 4900 });
    const reg = await t.gql<{ registerForWorkshop: { id: string; priceCents: number } }>(
      'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { id priceCents } }',
      { s: w.sessionIds[0] },
      as(member),
    );
    expect(reg.data?.registerForWorkshop.priceCents).toBe(2450);
    const mine = await t.gql<{
      myRegistrations: Array<{
        id: string;
        invoices: Array<{
          id: string;
          number: string;
          grossCents: number;
          paymentState: string;
          pdfPath: string;
        }>;
      }>;
    }>(
      '{ myRegistrations { id invoices { id number grossCents paymentState pdfPath } } }',
      {},
      as(member),
    );
    const [inv] = mine.data!.myRegistrations[0].invoices;
    expect(inv).toMatchObject({ grossCents: 2450, paymentState: 'open' });
    const download = await t.http.get(inv.pdfPath).set(as(member)).responseType('blob');
    expect(download.status).toBe(200);
    const text = pdfText(download.body as Buffer);
    expect(text).toContain('Mia Mitglied');
    expect(text).toContain('24,50 €');
    const refused = await t.http.get(inv.pdfPath).set(as(stranger));
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Rechnung nicht gefunden.');
    expect((await t.http.get('/api/invoices/not-a-uuid/pdf').set(as(member))).status).toBe(404);
  });

  it('issues no invoice for a free workshop', async () => {
    const w = await createWorkshop(t, { basePriceCents: 0 });
    const email = uniqueEmail('frei');
    const reg = (await registerGuest(w.sessionIds[0], email)).data!.registerGuest;
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.attachments.some((a) => a.mimeType === 'application/pdf')).toBe(false);
    expect(await t.db.query('SELECT 1 FROM invoices WHERE registration_id = $1', [reg.id])).toEqual(
      [],
    );
  });

  it('keeps invoice numbers gap-free under 50 concurrent paid registrations and a rollback', async () => {
    const w = await createWorkshop(t, { basePriceCents: 4900, capacity: 60 });
    const before = await invoiceNumbers();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        registerGuest(w.sessionIds[0], uniqueEmail(`parallel${i}`), 'de', `Person ${i}`),
      ),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    // A registration whose transaction fails after the number was taken gives it back.
    const invoices = t.app.get(InvoicesService);
    const ds = t.app.get(DataSource);
    await expect(
      ds.transaction(async (manager) => {
        await invoices.issueForRegistration(manager, {
          registrationId: '00000000-0000-4000-8000-000000000001',
          userId: null,
          name: 'Rolled Back',
          email: 'rollback@example.test',
          locale: 'de',
          workshopId: w.id,
          sessionId: w.sessionIds[0],
          title: 'Rollback',
          sessionStartsAt: new Date(Date.now() + 86_400_000),
          grossCents: 4900,
          guestTokenHash: null,
        });
        throw new Error('the registration fails after the invoice');
      }),
    ).rejects.toThrow('the registration fails');
    const next = await registerGuest(w.sessionIds[0], uniqueEmail('danach'));
    expect(next.errors).toBeUndefined();

    const after = await invoiceNumbers();
    expect(after.length).toBe(before.length + 51);
    const year = after[0].slice(0, 4);
    // Every number of the year from 1 to the count, none missing, none twice.
    expect(after).toEqual(
      Array.from({ length: after.length }, (_, i) => `${year}-${String(i + 1).padStart(5, '0')}`),
    );
  });

  it('keeps issued invoices immutable and undeletable in the database', async () => {
    const [one] = await t.db.query<{ id: string }>('SELECT id FROM invoices LIMIT 1');
    await expect(
      t.db.query(
        'UPDATE invoices SET gross_cents = 1, net_cents = 1, vat_cents = 0 WHERE id = $1',
        [one.id],
      ),
    ).rejects.toThrow(/immutable/);
    await expect(
      t.db.query("UPDATE invoices SET buyer_name = 'Someone else' WHERE id = $1", [one.id]),
    ).rejects.toThrow(/immutable/);
    await expect(t.db.query('DELETE FROM invoices WHERE id = $1', [one.id])).rejects.toThrow(
      /never deleted/,
    );
  });

  it('reverses a cancelled paid registration with a mailed cancellation invoice', async () => {
    const w = await createWorkshop(t, { title: 'Storno-Workshop', basePriceCents: 4900 });
    const email = uniqueEmail('storno');
    const registered = await registerGuest(w.sessionIds[0], email);
    expect(registered.errors).toBeUndefined();
    const reg = registered.data!.registerGuest;
    const confirmation = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    await confirmAddress(email);
    const token = new URL(
      linkIn(confirmation.text, '/academy/cancel?registration='),
    ).searchParams.get('token')!;
    const [original] = await t.db.query<{ id: string; number: string; gross_cents: number }>(
      'SELECT id, number, gross_cents FROM invoices WHERE registration_id = $1',
      [reg.id],
    );
    const cancel = await t.http
      .post(`/api/workshops/registrations/${reg.id}/guest-cancel`)
      .send({ token });
    expect(cancel.status).toBe(200);
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(email) && (m.subject ?? '').startsWith('Anmeldung storniert'),
    );
    const pdf = pdfOf(mail);
    expect(pdf.filename).toMatch(/^Stornorechnung-\d{4}-\d{5}\.pdf$/);
    const text = pdfText(pdf.bytes);
    expect(text).toContain('Stornorechnung');
    expect(text).toContain(`Storno zur Rechnung ${original.number}`);
    expect(text).toContain('−49,00 €');
    expect(text).toContain('−7,82 €');

    const rows = await t.db.query<{
      kind: string;
      number: string;
      gross_cents: number;
      original_invoice_id: string | null;
      cancelled_by_id: string | null;
    }>(
      `SELECT kind, number, gross_cents, original_invoice_id, cancelled_by_id FROM invoices
       WHERE registration_id = $1 ORDER BY issued_at, number`,
      [reg.id],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ kind: 'invoice', number: original.number, gross_cents: 4900 });
    expect(rows[1]).toMatchObject({
      kind: 'cancellation',
      gross_cents: -4900,
      original_invoice_id: original.id,
    });
    expect(rows[0].cancelled_by_id).not.toBeNull();
    const view = await t.http
      .get(`/api/workshops/registrations/${reg.id}/guest-cancel`)
      .query({ token });
    const listed = (view.body as { registration: { invoices: Array<{ kind: string }> } })
      .registration.invoices;
    expect(listed.map((i) => i.kind)).toEqual(['invoice', 'cancellation']);
  });

  it('keeps invoices when the account is deleted, exports them, and reverses the open sale', async () => {
    const member = await createMember(t, { verified: true, name: 'Leo Leaving' });
    const w = await createWorkshop(t, { basePriceCents: 4900 });
    const reg = await t.gql<{ registerForWorkshop: { id: string } }>(
      'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { id } }',
      { s: w.sessionIds[0] },
      as(member),
    );
    const exported = await t.gql<{ exportMyData: string }>(
      'mutation { exportMyData }',
      {},
      as(member),
    );
    const data = JSON.parse(exported.data!.exportMyData) as {
      invoices: Array<{ number: string; gross_cents: number }>;
    };
    expect(data.invoices).toHaveLength(1);
    expect(data.invoices[0].gross_cents).toBe(2450);
    const done = await t.gql(
      'mutation($p: String) { deleteMyAccount(password: $p) }',
      { p: member.password },
      as(member),
    );
    expect(done.data).toEqual({ deleteMyAccount: true });
    const left = await t.db.query<{ kind: string; buyer_name: string; user_id: string | null }>(
      `SELECT kind, buyer_name, user_id FROM invoices WHERE registration_id = $1
       ORDER BY issued_at, number`,
      [reg.data!.registerForWorkshop.id],
    );
    expect(left.map((r) => r.kind)).toEqual(['invoice', 'cancellation']);
    expect(left.every((r) => r.buyer_name === 'Leo Leaving' && r.user_id === null)).toBe(true);
    // The person is told, with the cancellation invoice, as with any cancellation.
    const mail = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(member.email) &&
        /^(Anmeldung storniert|Registration cancelled)/.test(m.subject ?? ''),
    );
    expect(pdfOf(mail).filename).toMatch(
      /^(Stornorechnung|cancellation-invoice)-\d{4}-\d{5}\.pdf$/,
    );
  });

  it('reverses the sale when the host cancels a date or the workshop is deleted, with the cancellation invoice in the mail', async () => {
    const admin = await createAdmin(t);
    const w = await createWorkshop(t, {
      title: 'Abgesagter Workshop',
      basePriceCents: 4900,
      sessionsInDays: [7, 14],
    });
    const first = uniqueEmail('abgesagt-termin');
    const second = uniqueEmail('abgesagt-workshop');
    const one = (await registerGuest(w.sessionIds[0], first)).data!.registerGuest;
    const two = (await registerGuest(w.sessionIds[1], second)).data!.registerGuest;
    await confirmAddress(first);
    await confirmAddress(second);
    const kinds = async (registrationId: string) =>
      (
        await t.db.query<{ kind: string; gross_cents: number }>(
          `SELECT kind, gross_cents FROM invoices WHERE registration_id = $1 ORDER BY issued_at, number`,
          [registrationId],
        )
      ).map((r) => `${r.kind} ${r.gross_cents}`);

    const cancelled = await t.gql(
      'mutation($s: ID!) { cancelWorkshopSession(sessionId: $s) }',
      { s: w.sessionIds[0] },
      as(admin),
    );
    expect(cancelled.errors).toBeUndefined();
    expect(await kinds(one.id)).toEqual(['invoice 4900', 'cancellation -4900']);
    const dateMail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(first) && (m.subject ?? '').startsWith('Termin abgesagt'),
    );
    expect(pdfOf(dateMail).filename).toMatch(/^Stornorechnung-\d{4}-\d{5}\.pdf$/);

    const deleted = await t.gql(
      'mutation($id: ID!) { deleteWorkshop(id: $id) }',
      { id: w.id },
      as(admin),
    );
    expect(deleted.errors).toBeUndefined();
    // The invoices stay (statutory retention) though the registration went with the workshop.
    expect(await kinds(two.id)).toEqual(['invoice 4900', 'cancellation -4900']);
    const deletedMail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(second) && (m.subject ?? '').startsWith('Workshop abgesagt'),
    );
    expect(pdfOf(deletedMail).filename).toMatch(/^Stornorechnung-\d{4}-\d{5}\.pdf$/);
  });
});
