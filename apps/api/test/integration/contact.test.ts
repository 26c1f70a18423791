import { createTestApp, type TestApp } from '../support/test-app.js';
import { uniqueEmail } from '../support/factories.js';
import { drainJobs, runJob } from '../support/outbox-helpers.js';

describe('contact form and flagship workshop sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CONTACT_INBOX: 'team@example.com' });
  });
  afterAll(() => t.close());

  const count = async (table: string) =>
    Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0].n);

  it('stores a message, mails the team (reply-to the visitor) and acknowledges within 24 hours', async () => {
    const email = uniqueEmail('visitor');
    const response = await t.http
      .post('/api/email/contact')
      .send({ name: 'Vera Besuch', email, message: 'Wir suchen Hilfe bei KI.' });
    expect(response.status).toBe(200);
    const inbox = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes('team@example.com') && m.subject === 'Kontaktanfrage von Vera Besuch',
    );
    expect(inbox.replyTo?.[0]?.address).toBe(email);
    expect(inbox.text).toContain('Wir suchen Hilfe bei KI.');
    const ack = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    expect(ack.subject).toBe('Ihre Nachricht ist bei uns angekommen');
    expect(ack.text).toContain('innerhalb von 24 Stunden');
  });

  it('answers through GraphQL in English for an English visitor', async () => {
    const email = uniqueEmail('en');
    const result = await t.gql(
      'mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) }',
      { i: { name: 'Eve', email, message: 'Hello!' } },
      { 'x-locale': 'en' },
    );
    expect(result.data).toEqual({ sendContactMessage: true });
    const ack = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    expect(ack.subject).toBe('We received your message');
  });

  it.each([
    ['a missing message', { message: '' }],
    ['a malformed email', { email: 'nope' }],
    ['a header injection in the name', { name: 'Eve\r\nBcc: victim@example.com' }],
    ['an oversized message', { message: 'x'.repeat(5001) }],
  ])('refuses %s and changes nothing', async (_case, override) => {
    await drainJobs(t);
    const before = await count('contact_messages');
    const mails = t.mail.messages.length;
    const response = await t.http
      .post('/api/email/contact')
      .send({ name: 'Eve', email: uniqueEmail(), message: 'Hi', ...override });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(await count('contact_messages')).toBe(before);
    expect(t.mail.messages.length).toBe(mails);
  });

  it('answers a bot that fills the honeypot like anyone else, and keeps and sends nothing', async () => {
    await drainJobs(t);
    const before = await count('contact_messages');
    const mails = t.mail.messages.length;
    const response = await t.http.post('/api/email/contact').send({
      name: 'Bot',
      email: uniqueEmail('bot'),
      message: 'Buy now',
      website: 'https://spam.example',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    await drainJobs(t);
    expect(await count('contact_messages')).toBe(before);
    expect(t.mail.messages.length).toBe(mails);
  });

  it('registers for the flagship workshop and confirms by email', async () => {
    const email = uniqueEmail('lerner');
    const response = await t.http.post('/api/marketing-workshop/registrations').send({
      name: 'Lea Lernt',
      email,
      organisation: 'Sportverein Nord e.V.',
      experience: '',
      goals: 'Eine Vereinswebsite',
    });
    expect(response.status).toBe(201);
    const [row] = await t.db.query<{ organisation: string; experience: string | null }>(
      'SELECT organisation, experience FROM marketing_workshop_registrations WHERE email = $1',
      [email],
    );
    expect(row).toEqual({ organisation: 'Sportverein Nord e.V.', experience: null });
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.subject).toBe('Anmeldung erfolgreich: Websites mit KI-Tools bauen');
    const missingGoals = await t.http
      .post('/api/marketing-workshop/registrations')
      .send({ name: 'X', email });
    expect(missingGoals.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { goals: expect.any(String) },
    });
  });
});

describe('contact form rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => t.close());

  it('allows five messages an hour from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await t.http
            .post('/api/email/contact')
            .send({ name: 'Eve', email: uniqueEmail(), message: `Nachricht ${i}` })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('first-party page-view counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts views per day, path and language from sendBeacon (text/plain JSON), nothing personal', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await t.http
        .post('/api/analytics/pageview')
        .set('content-type', 'text/plain;charset=UTF-8')
        .send(JSON.stringify({ path: '/leistungen/', lang: 'de' }));
      expect(response.status).toBe(204);
    }
    await t.gql('mutation { recordPageView(input: { path: "/leistungen", lang: "en" }) }');
    const rows = await t.db.query<{ path: string; locale: string; views: number }>(
      'SELECT path, locale, views FROM page_view_counts ORDER BY locale',
    );
    expect(rows).toEqual([
      { path: '/leistungen', locale: 'de', views: 3 },
      { path: '/leistungen', locale: 'en', views: 1 },
    ]);
    const columns = await t.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'page_view_counts' ORDER BY column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['day', 'locale', 'path', 'views']);
  });

  it('refuses paths that are not ours and unknown languages', async () => {
    for (const body of [
      { path: 'https://evil.example/x', lang: 'de' },
      { path: '/x?email=a@b.c', lang: 'de' },
      { path: '/x', lang: 'fr' },
    ]) {
      const response = await t.http
        .post('/api/analytics/pageview')
        .set('content-type', 'text/plain')
        .send(JSON.stringify(body));
      expect(response.status).toBe(400);
    }
  });

  it('drops counts older than 24 months', async () => {
    await t.db.query(
      `INSERT INTO page_view_counts (day, path, locale, views) VALUES (now() - interval '25 months', '/alt', 'de', 5)`,
    );
    await t.db.query(
      `INSERT INTO page_view_counts (day, path, locale, views) VALUES (now() - interval '23 months', '/jung', 'de', 5)`,
    );
    // The daily scheduled job, run through the queue as the cron would.
    await runJob(t, 'data_retention');
    expect(await t.db.query(`SELECT path FROM page_view_counts WHERE path = '/alt'`)).toEqual([]);
    expect(await t.db.query(`SELECT path FROM page_view_counts WHERE path = '/jung'`)).toHaveLength(
      1,
    );
  });
});
