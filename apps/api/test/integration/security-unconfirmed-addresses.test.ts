import { createWorkshop } from '../support/academy-fixtures.js';
import {
  createAdmin,
  createMember,
  linkIn,
  type Member,
  uniqueEmail,
} from '../support/factories.js';
import { drainJobs } from '../support/outbox-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { authAs as as, createWorkshopAuthor } from '../support/workshop-fixtures.js';

const PHISHING_NAME = 'Ihre Bank: Konto gesperrt, rufen Sie 0900-123 an';
const MESSAGE = `mutation($s: ID!, $subject: String!, $body: String!) {
  messageSessionRegistrants(sessionId: $s, subject: $subject, body: $body) { sent skipped } }`;
const GUEST = `mutation($s: ID!, $n: String!, $e: String!) {
  registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: $n, email: $e) { id status } }`;

/**
 * Issue 13: the host message tool and the site's mails must not carry someone's typed text
 * (a name, a message) from the company's address into an inbox whose owner never confirmed it.
 */
describe('attack: mails from the site to addresses nobody confirmed', () => {
  let t: TestApp;
  let host: Member;
  let admin: Member;

  beforeAll(async () => {
    t = await createTestApp();
    host = await createWorkshopAuthor(t);
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const mailsTo = (email: string) => t.mail.messages.filter((m) => m.envelopeTo.includes(email));

  it('a host message reaches neither an unconfirmed guest nor carries the typed name; after the guest confirms, it does (greeting without the name)', async () => {
    const w = await createWorkshop(t, { creatorId: host.id, basePriceCents: 0, capacity: 5 });
    const s = w.sessionIds[0];
    const victim = uniqueEmail('victim');
    const member = await createMember(t, { verified: true, name: 'Mia Mitglied' });
    const guest = await t.gql(GUEST, { s, n: PHISHING_NAME, e: victim });
    expect(guest.errors).toBeUndefined();
    expect(
      (
        await t.gql(
          'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { id } }',
          { s },
          as(member),
        )
      ).errors,
    ).toBeUndefined();
    const confirmation = await t.mail.waitFor((m) => m.envelopeTo.includes(victim));
    expect(confirmation.text).not.toContain('Ihre Bank');

    const phishing = {
      s,
      subject: 'Sicherheitshinweis',
      body: 'Bitte melden Sie sich sofort an: https://bank.evil.example/login',
    };
    const sent = await t.gql<{ messageSessionRegistrants: { sent: number; skipped: number } }>(
      MESSAGE,
      phishing,
      as(host),
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.messageSessionRegistrants).toEqual({ sent: 1, skipped: 1 });
    await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && /Sicherheitshinweis/.test(m.subject ?? ''),
    );
    await drainJobs(t);
    expect(mailsTo(victim).filter((m) => /Sicherheitshinweis/.test(m.subject ?? ''))).toEqual([]);
    expect(confirmation.text).toContain('Adresse bestätigen');

    // The guest's own click on the link in the confirmation mail confirms the address.
    const link = new URL(linkIn(confirmation.text, '/academy/cancel'));
    const id = link.searchParams.get('registration')!;
    const token = link.searchParams.get('token')!;
    const opened = await t.http.get(
      `/api/workshops/registrations/${id}/guest-cancel?token=${encodeURIComponent(token)}`,
    );
    expect(opened.status).toBe(200);
    expect(opened.body.registration.email_confirmed).toBe(true);
    const [row] = await t.db.query<{ email_confirmed_at: Date | null }>(
      'SELECT email_confirmed_at FROM workshop_registrations WHERE id = $1',
      [id],
    );
    expect(row.email_confirmed_at).not.toBeNull();

    const again = await t.gql<{ messageSessionRegistrants: { sent: number; skipped: number } }>(
      MESSAGE,
      { ...phishing, subject: 'Raumänderung' },
      as(host),
    );
    expect(again.data?.messageSessionRegistrants).toEqual({ sent: 2, skipped: 0 });
    const delivered = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(victim) && /Raumänderung/.test(m.subject ?? ''),
    );
    expect(delivered.text).not.toContain('Ihre Bank');
    const toMember = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && /Raumänderung/.test(m.subject ?? ''),
    );
    expect(toMember.text).not.toContain('Mia Mitglied');
  });

  it('a wrong token confirms nothing', async () => {
    const w = await createWorkshop(t, { creatorId: host.id, basePriceCents: 0 });
    const victim = uniqueEmail('victim');
    const reg = await t.gql<{ registerGuest: { id: string } }>(GUEST, {
      s: w.sessionIds[0],
      n: 'Gerd Gast',
      e: victim,
    });
    const id = reg.data!.registerGuest.id;
    const wrong = await t.http.get(`/api/workshops/registrations/${id}/guest-cancel?token=nope`);
    expect(wrong.status).toBe(400);
    const [row] = await t.db.query<{ email_confirmed_at: Date | null }>(
      'SELECT email_confirmed_at FROM workshop_registrations WHERE id = $1',
      [id],
    );
    expect(row.email_confirmed_at).toBeNull();
  });

  it('the invoice PDF with the typed name goes to a guest only after the address is confirmed', async () => {
    const w = await createWorkshop(t, { creatorId: host.id, basePriceCents: 4900 });
    const victim = uniqueEmail('victim');
    const reg = await t.gql(GUEST, { s: w.sessionIds[0], n: PHISHING_NAME, e: victim });
    expect(reg.errors).toBeUndefined();
    const confirmation = await t.mail.waitFor((m) => m.envelopeTo.includes(victim));
    expect(confirmation.attachments.map((a) => a.mimeType)).not.toContain('application/pdf');
    expect(confirmation.text).not.toContain('Ihre Bank');
    expect(confirmation.text).toMatch(/Rechnung.*nach.*Bestätigung|bestätigen/s);
    await drainJobs(t);
    expect(mailsTo(victim)).toHaveLength(1);

    const link = new URL(linkIn(confirmation.text, '/academy/cancel'));
    const opened = await t.http.get(
      `/api/workshops/registrations/${link.searchParams.get('registration')}/guest-cancel?token=${encodeURIComponent(link.searchParams.get('token')!)}`,
    );
    expect(opened.status).toBe(200);
    const invoiceMail = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(victim) &&
        m.attachments.some((a) => a.mimeType === 'application/pdf'),
    );
    expect(invoiceMail.text).toMatch(/\d{4}-\d{5}/);
    // Opening the link again sends nothing more.
    await t.http.get(
      `/api/workshops/registrations/${link.searchParams.get('registration')}/guest-cancel?token=${encodeURIComponent(link.searchParams.get('token')!)}`,
    );
    await drainJobs(t);
    expect(
      mailsTo(victim).filter((m) => m.attachments.some((a) => a.mimeType === 'application/pdf')),
    ).toHaveLength(1);
  });

  it('account mails to an address nobody verified greet without the account name', async () => {
    const victim = uniqueEmail('victim');
    const registered = await t.http.post('/auth/register').send({
      email: victim,
      password: 'Angreifer-Passwort-2026',
      name: PHISHING_NAME,
      privacyConsent: true,
    });
    expect(registered.status).toBe(201);
    const verification = await t.mail.waitFor((m) => m.envelopeTo.includes(victim));
    expect(verification.text).not.toContain('Ihre Bank');
    expect(verification.html).not.toContain('Ihre Bank');

    await t.http.post('/api/auth/request-reset').send({ email: victim });
    const reset = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(victim) && /Passwort/.test(m.subject ?? ''),
    );
    expect(reset.text).not.toContain('Ihre Bank');

    await t.http.post('/auth/register').send({
      email: victim,
      password: 'Angreifer-Passwort-2026',
      name: 'Noch Jemand',
      privacyConsent: true,
    });
    const attempt = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(victim) && /Registrierungsversuch/.test(m.subject ?? ''),
    );
    expect(attempt.text).not.toContain('Ihre Bank');
  });

  it('limits host messages to 10 a day per host, counted atomically, with an error in the user’s language', async () => {
    const busyHost = await createWorkshopAuthor(t);
    const w = await createWorkshop(t, { creatorId: busyHost.id, basePriceCents: 0 });
    const member = await createMember(t, { verified: true });
    await t.gql(
      'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { id } }',
      { s: w.sessionIds[0] },
      as(member),
    );
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        t.gql(
          MESSAGE,
          { s: w.sessionIds[0], subject: `Info ${i}`, body: 'Kurz' },
          { ...as(busyHost), 'x-locale': 'en' },
        ),
      ),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(10);
    const refused = results.filter((r) => r.errors);
    expect(refused).toHaveLength(4);
    for (const r of refused)
      expect(r.errors?.[0]).toMatchObject({
        message:
          'You have sent the most host messages allowed in 24 hours (10). Please try again later.',
        extensions: { code: 'HOST_MESSAGE_DAILY_LIMIT' },
      });
    const german = await t.gql(
      MESSAGE,
      { s: w.sessionIds[0], subject: 'Noch eine', body: 'Kurz' },
      as(busyHost),
    );
    expect(german.errors?.[0]?.message).toBe(
      'Sie haben in 24 Stunden die höchste Zahl an Nachrichten gesendet (10). Bitte versuchen Sie es später erneut.',
    );

    // The admin sees what was sent: who, which session, when, how many, the text.
    const list = await t.gql<{
      hostMessages: Array<{
        hostName: string;
        hostEmail: string;
        workshopTitle: string;
        sessionId: string;
        sessionStartsAt: string;
        sentAt: string;
        recipients: number;
        skipped: number;
        subject: string;
        body: string;
      }>;
    }>(
      '{ hostMessages { hostName hostEmail workshopTitle sessionId sessionStartsAt sentAt recipients skipped subject body } }',
      {},
      as(admin),
    );
    expect(list.errors).toBeUndefined();
    const mine = list.data!.hostMessages.filter((m) => m.hostEmail === busyHost.email);
    expect(mine).toHaveLength(10);
    expect(mine[0]).toMatchObject({
      sessionId: w.sessionIds[0],
      recipients: 1,
      skipped: 0,
      body: 'Kurz',
    });
    const refusedList = await t.gql('{ hostMessages { subject } }', {}, as(busyHost));
    expect(refusedList.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

/** Issue 13: a full session must not tell anyone whether an address is registered for it. */
describe('attack: probing registered addresses through a full session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a registered and an unregistered address byte-identically (GraphQL and REST)', async () => {
    const w = await createWorkshop(t, { capacity: 1, basePriceCents: 0 });
    const registered = uniqueEmail('known');
    const first = await t.gql(GUEST, { s: w.sessionIds[0], n: 'Gerd Gast', e: registered });
    expect(first.errors).toBeUndefined();

    const probe = (email: string) =>
      t.http
        .post('/graphql')
        .set('content-type', 'application/json')
        .send({ query: GUEST, variables: { s: w.sessionIds[0], n: 'Eva Probe', e: email } });
    const known = await probe(registered);
    const unknown = await probe(uniqueEmail('unknown'));
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('REGISTRATION_FULL');
    expect({ status: known.status, body: known.text }).toEqual({
      status: unknown.status,
      body: unknown.text,
    });

    const rest = (email: string) =>
      t.http.post(`/api/workshops/${w.id}/register-guest`).send({
        accept_terms: true,
        billing_address: { street: 'Am Markt 3', postcode: '01067', city: 'Dresden' },
        session_id: w.sessionIds[0],
        guest_name: 'Eva Probe',
        guest_email: email,
      });
    const knownRest = await rest(registered);
    const unknownRest = await rest(uniqueEmail('unknown'));
    expect(unknownRest.status).toBe(409);
    expect({ status: knownRest.status, body: knownRest.text }).toEqual({
      status: unknownRest.status,
      body: unknownRest.text,
    });
  });
});
