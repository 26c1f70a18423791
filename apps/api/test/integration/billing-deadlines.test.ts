import { createWorkshop } from '../support/academy-fixtures.js';
import { linkIn, uniqueEmail } from '../support/factories.js';
import { pdfText } from '../support/pdf-text.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { BillingDeadlines } from '../../src/modules/billing/billing-deadlines.service.js';
import { JobRegistry } from '../../src/core/jobs/job-registry.js';

const DAY = 86_400_000;

describe('Payment deadlines (controlled clock)', () => {
  let t: TestApp;
  let deadlines: BillingDeadlines;

  const registerGuest = async (sessionId: string, email: string, joinWaitlist = false) => {
    const r = await t.gql<{ registerGuest: { id: string; status: string } }>(
      'mutation($s: ID!, $e: String!, $w: Boolean) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Frida Frist", email: $e, joinWaitlist: $w) { id status } }',
      { s: sessionId, e: email, w: joinWaitlist },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.registerGuest;
  };
  const registration = async (id: string) =>
    (
      await t.db.query<{ status: string; cancellation_reason: string | null }>(
        'SELECT status, cancellation_reason FROM workshop_registrations WHERE id = $1',
        [id],
      )
    )[0];
  const invoicesOf = (registrationId: string) =>
    t.db.query<{ id: string; kind: string; number: string; payment_state: string | null }>(
      `SELECT id, kind, number, payment_state FROM invoices WHERE registration_id = $1
       ORDER BY issued_at, number`,
      [registrationId],
    );

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_DAYS: '7', PAYMENT_REMINDER_DAYS: '2' });
    deadlines = t.app.get(BillingDeadlines);
  });
  afterAll(() => t.close());

  it('reminds before the deadline once, then releases the seat to the waitlist with a cancellation invoice', async () => {
    const start = Date.now();
    const w = await createWorkshop(t, {
      title: 'Fristen-Workshop',
      basePriceCents: 4900,
      capacity: 1,
      sessionsInDays: [20],
    });
    const payerEmail = uniqueEmail('saeumig');
    const waitingEmail = uniqueEmail('wartend');
    const late = await registerGuest(w.sessionIds[0], payerEmail);
    const waiting = await registerGuest(w.sessionIds[0], waitingEmail, true);
    expect([late.status, waiting.status]).toEqual(['confirmed', 'waitlisted']);
    const [invoice] = await invoicesOf(late.id);
    // The payer confirmed the address (link in the mail): the reminder may carry the PDF, which
    // names the buyer (to an unconfirmed guest it goes without; see security tests).
    await t.db.query('UPDATE workshop_registrations SET email_confirmed_at = now() WHERE id = $1', [
      late.id,
    ]);

    // Too early for anything.
    expect(await deadlines.runDue(new Date(start + 4 * DAY))).toEqual({ reminded: 0, released: 0 });
    // Within two days of the deadline: one reminder, never a second.
    expect(await deadlines.runDue(new Date(start + 5.5 * DAY))).toEqual({
      reminded: 1,
      released: 0,
    });
    const reminder = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(payerEmail) && (m.subject ?? '').startsWith('Zahlungserinnerung'),
    );
    expect(reminder.subject).toBe(`Zahlungserinnerung: Rechnung ${invoice.number}`);
    expect(reminder.text).toContain(`Verwendungszweck: ${invoice.number}`);
    expect(reminder.attachments.some((a) => a.mimeType === 'application/pdf')).toBe(true);
    expect(await deadlines.runDue(new Date(start + 5.6 * DAY))).toEqual({
      reminded: 0,
      released: 0,
    });

    // Past the deadline: the registration is cancelled, the invoice reversed, the seat passed on.
    const run = await deadlines.runDue(new Date(start + 7 * DAY + 60_000));
    expect(run.released).toBe(1);
    expect(await registration(late.id)).toMatchObject({ status: 'cancelled' });
    expect((await invoicesOf(late.id)).map((i) => i.kind)).toEqual(['invoice', 'cancellation']);
    const cancelled = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(payerEmail) && (m.subject ?? '').startsWith('Anmeldung storniert'),
    );
    expect(cancelled.text).toContain('Zahlungsfrist');
    const storno = cancelled.attachments.find((a) => a.mimeType === 'application/pdf');
    expect(storno?.filename).toMatch(/^Stornorechnung-/);
    expect(pdfText(Buffer.from(new Uint8Array(storno!.content as ArrayBuffer)))).toContain(
      `Storno zur Rechnung ${invoice.number}`,
    );
    expect(await registration(waiting.id)).toMatchObject({ status: 'confirmed' });
    const promotedMail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(waitingEmail) && (m.subject ?? '').startsWith('Ein Platz'),
    );
    // The waiting guest never confirmed the address: the invoice PDF (with the typed name)
    // follows the confirmation link in this mail.
    expect(promotedMail.attachments.some((a) => a.mimeType === 'application/pdf')).toBe(false);
    const confirm = new URL(linkIn(promotedMail.text, '/academy/cancel?registration='));
    expect(confirm.searchParams.get('confirm')).toBe('1');
    const opened = await t.http
      .get(`/api/workshops/registrations/${waiting.id}/guest-cancel`)
      .query({ token: confirm.searchParams.get('token') });
    expect(opened.status).toBe(200);
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(waitingEmail) &&
        m.attachments.some((a) => a.mimeType === 'application/pdf'),
    );
    const [promotedInvoice] = await invoicesOf(waiting.id);
    expect(promotedInvoice.payment_state).toBe('open');

    // A paid seat is never released; running again changes nothing.
    await t.db.query("UPDATE invoices SET payment_state = 'paid', paid_at = now() WHERE id = $1", [
      promotedInvoice.id,
    ]);
    expect(await deadlines.runDue(new Date(start + 30 * DAY))).toEqual({
      reminded: 0,
      released: 0,
    });
    expect(await registration(waiting.id)).toMatchObject({ status: 'confirmed' });
  });

  it('puts the deadline at the session start when the session is sooner', async () => {
    const w = await createWorkshop(t, { basePriceCents: 4900, sessionsInDays: [2] });
    const reg = await registerGuest(w.sessionIds[0], uniqueEmail('knapp'));
    const [row] = await t.db.query<{ due_at: Date; starts_at: Date }>(
      `SELECT i.due_at, s.starts_at FROM invoices i JOIN workshop_sessions s ON s.id = i.session_id
       WHERE i.registration_id = $1`,
      [reg.id],
    );
    expect(row.due_at.getTime()).toBe(row.starts_at.getTime());
  });

  it('puts the deadline and membership jobs in the crontab', () => {
    const jobs = t.app.get(JobRegistry).scheduledJobs();
    expect(jobs.map((j) => [j.name, j.match])).toEqual(
      expect.arrayContaining([
        ['billing_deadlines', '*/10 * * * *'],
        ['membership_billing', '17 * * * *'],
      ]),
    );
  });
});

describe('Payment deadlines of a seat that no longer exists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_DAYS: '7', PAYMENT_REMINDER_DAYS: '2' });
  });
  afterAll(() => t.close());

  it('neither reminds nor releases when the registration was cancelled with its session', async () => {
    const start = Date.now();
    const w = await createWorkshop(t, { basePriceCents: 4900, sessionsInDays: [20] });
    const r = await t.gql<{ registerGuest: { id: string } }>(
      'mutation($s: ID!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Olga Offen", email: $e) { id } }',
      { s: w.sessionIds[0], e: uniqueEmail('abgesagt') },
    );
    expect(r.errors).toBeUndefined();
    // As a host's "cancel this date" leaves it: the registration cancelled, its invoice open.
    await t.db.query(`UPDATE workshop_registrations SET status = 'cancelled' WHERE id = $1`, [
      r.data!.registerGuest.id,
    ]);
    const deadlines = t.app.get(BillingDeadlines);
    expect(await deadlines.runDue(new Date(start + 5.5 * DAY))).toEqual({
      reminded: 0,
      released: 0,
    });
    expect(await deadlines.runDue(new Date(start + 8 * DAY))).toEqual({
      reminded: 0,
      released: 0,
    });
  });
});
