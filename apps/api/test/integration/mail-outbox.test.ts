import {
  BOOK,
  auth,
  bookingInput,
  createConsultant,
  fullHourAhead,
} from '../support/booking-fixtures.js';
import { createWorkshop } from '../support/academy-fixtures.js';
import { createAdmin, createMember, uniqueEmail, type Member } from '../support/factories.js';
import { drainJobs, eventually, outboxRows, retryNow } from '../support/outbox-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The transactional outbox with a real SMTP server that goes away and comes back: requests
 * answer success while it is down, and once it is up every mail arrives exactly once.
 */
describe('mail outbox: an SMTP outage loses nothing', () => {
  let t: TestApp;
  let admin: Member;
  let consultant: { id: string; user: Member };
  let forgetful: Member;
  beforeAll(async () => {
    t = await createTestApp({ CONTACT_INBOX: 'team@example.com' });
    // Accounts first: their own mails (registration, verification) are not part of this test.
    admin = await createAdmin(t);
    consultant = await createConsultant(t, admin);
    forgetful = await createMember(t);
    // Its verification mail is sent before the outage starts, so only the reset counts below.
    await t.mail.waitFor((m) => m.envelopeTo.includes(forgetful.email), 15_000);
  });
  afterAll(() => t.close());

  /** Each case acts while SMTP is down and names who must get exactly one mail. */
  const cases: Array<[string, () => Promise<{ ok: boolean; recipients: string[] }>]> = [
    [
      'guest registration',
      async () => {
        const w = await createWorkshop(t);
        const email = uniqueEmail('guest');
        const r = await t.gql<{ registerGuest: { status: string } }>(
          'mutation($s: ID!, $n: String!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: $n, email: $e) { status } }',
          { s: w.sessionIds[0], n: 'Gina Gast', e: email },
        );
        return { ok: r.data?.registerGuest.status === 'confirmed', recipients: [email] };
      },
    ],
    [
      'consultation booking',
      async () => {
        const email = uniqueEmail('visitor');
        const r = await t.gql<{ bookConsultation: { id: string } }>(BOOK, {
          i: bookingInput(consultant.id, fullHourAhead(50), email),
        });
        return {
          ok: Boolean(r.data?.bookConsultation.id),
          recipients: [email, consultant.user.email],
        };
      },
    ],
    [
      'contact message',
      async () => {
        const email = uniqueEmail('contact');
        const r = await t.gql(
          'mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) }',
          { i: { name: 'Kim Kontakt', email, message: 'Hallo, bitte melden.' } },
        );
        return { ok: r.data?.sendContactMessage === true, recipients: [email, 'team@example.com'] };
      },
    ],
    [
      'password reset',
      async () => {
        const r = await t.http
          .post('/api/auth/request-reset')
          .set('content-type', 'application/json')
          .send({ email: forgetful.email });
        return { ok: r.status === 200, recipients: [forgetful.email] };
      },
    ],
  ];

  it('answers success while SMTP is down and delivers every mail once when it is back', async () => {
    // Only mails from now on count (the accounts above got their own).
    const since = t.mail.messages.length;
    const arrived = (to: string) =>
      t.mail.messages.slice(since).filter((m) => m.envelopeTo.includes(to)).length;
    const before = new Set((await outboxRows(t)).map((r) => r.id));
    const queuedNow = async () => (await outboxRows(t)).filter((r) => !before.has(r.id));
    await t.mail.stop();
    const expected: string[] = [];
    for (const [name, act] of cases) {
      const result = await act();
      expect({ name, ok: result.ok }).toEqual({ name, ok: true });
      expected.push(...result.recipients);
    }
    // Every mail was tried and failed while the server was away.
    await eventually(async () => {
      const rows = await queuedNow();
      return rows.length >= expected.length && rows.every((r) => r.attempts >= 1) && rows;
    }, 'first attempts to fail');
    expect((await queuedNow()).every((r) => r.status === 'queued')).toBe(true);
    expect(expected.filter((to) => arrived(to) > 0)).toEqual([]);

    await t.mail.start();
    await retryNow(t);
    await eventually(
      () => Promise.resolve(expected.every((to) => arrived(to) >= 1)),
      'every mail after SMTP came back',
    );
    // Once the queue is drained, a duplicate would have arrived.
    await drainJobs(t);
    for (const to of new Set(expected)) {
      const wanted = expected.filter((e) => e === to).length;
      expect({ to, count: arrived(to) }).toEqual({ to, count: wanted });
    }
    expect((await outboxRows(t)).every((r) => r.status === 'sent')).toBe(true);
  });
});

describe('mail outbox: idempotency, attachments and failed mails', () => {
  let t: TestApp;
  let admin: Member;
  let member: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    member = await createMember(t, { verified: true });
  });
  afterAll(() => t.close());

  const enqueue = async (to: string, key: string, attachment?: Buffer) => {
    const { MailOutbox } = await import('../../src/modules/mail/mail-outbox.service.js');
    await t.app.get(MailOutbox).enqueue(
      {
        to,
        subject: `Betreff ${key}`,
        text: 'Inhalt',
        html: '<p>Inhalt</p>',
        attachments: attachment
          ? [{ filename: 'a.bin', contentType: 'application/octet-stream', content: attachment }]
          : undefined,
      },
      { key },
    );
  };

  it('sends a key once, even when it is enqueued again after sending, with binary attachments intact', async () => {
    const to = uniqueEmail('once');
    const bytes = Buffer.from([0, 255, 1, 254, 13, 10]);
    await enqueue(to, `test-once:${to}`, bytes);
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(to));
    expect(Buffer.from(mail.attachments[0].content as ArrayBuffer).equals(bytes)).toBe(true);
    await eventually(async () => (await outboxRows(t, to))[0]?.status === 'sent', 'sent');
    await enqueue(to, `test-once:${to}`);
    await drainJobs(t);
    expect(t.mail.to(to)).toHaveLength(1);
    // Sent mails keep no copy of the body.
    const [row] = await t.db.query<{ message: unknown }>(
      'SELECT message FROM mail_outbox WHERE recipient = $1',
      [to],
    );
    expect(row.message).toBeNull();
  });

  it('composes a mail queued as "composed when sent" at sending: its subject kept, none when nothing is left to send', async () => {
    const { MailOutbox } = await import('../../src/modules/mail/mail-outbox.service.js');
    const { MailComposers } = await import('../../src/modules/mail/mail-composers.js');
    const composed: string[] = [];
    t.app.get(MailComposers).register('test-note', (params) => {
      composed.push(String(params.note));
      if (params.note === 'gone') return Promise.resolve(null);
      return Promise.resolve({
        to: String(params.to),
        subject: `Notiz ${String(params.note)}`,
        text: `Inhalt ${String(params.note)}`,
        html: `<p>Inhalt ${String(params.note)}</p>`,
      });
    });
    const queue = (to: string, note: string) =>
      t.app
        .get(MailOutbox)
        .enqueue(
          { to, compose: { kind: 'test-note', params: { to, note } } },
          { key: `note:${to}` },
        );
    const to = uniqueEmail('composed');
    const gone = uniqueEmail('composed-gone');
    await queue(to, 'eins');
    await queue(gone, 'gone');
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(to));
    expect(mail.subject).toBe('Notiz eins');
    expect(mail.text).toContain('Inhalt eins');
    await drainJobs(t);
    expect(composed.sort()).toEqual(['eins', 'gone']);
    const rows = await t.db.query<{ recipient: string; subject: string; status: string }>(
      'SELECT recipient, subject, status FROM mail_outbox WHERE recipient = ANY($1)',
      [[to, gone]],
    );
    // Sent under the subject it was composed with; the one with nothing to send is gone.
    expect(rows).toEqual([{ recipient: to, subject: 'Notiz eins', status: 'sent' }]);
    expect(t.mail.to(gone)).toHaveLength(0);
  });

  it('a rolled-back change queues no mail', async () => {
    const to = uniqueEmail('rollback');
    const { MailOutbox } = await import('../../src/modules/mail/mail-outbox.service.js');
    const { DataSource } = await import('typeorm');
    await expect(
      t.app.get(DataSource).transaction(async (manager) => {
        await t.app
          .get(MailOutbox)
          .enqueue(
            { to, subject: 'x', text: 'x', html: '<p>x</p>' },
            { key: `rollback:${to}`, manager },
          );
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    await drainJobs(t);
    expect(await outboxRows(t, to)).toHaveLength(0);
    expect(t.mail.to(to)).toHaveLength(0);
  });

  it('lists a finally failed mail for admins only, and "send again" delivers it', async () => {
    const to = uniqueEmail('failing');
    await t.mail.stop();
    await enqueue(to, `test-fail:${to}`);
    await eventually(async () => (await outboxRows(t, to))[0]?.attempts >= 1, 'first failure');
    // Two attempts instead of fourteen, so the last one comes now rather than in a day.
    await t.db.query(`UPDATE graphile_worker._private_jobs SET max_attempts = 2, run_at = now()`);
    const [failed] = await eventually(async () => {
      const rows = await outboxRows(t, to);
      return rows[0]?.status === 'failed' && rows;
    }, 'the mail to count as failed');
    expect(failed.last_error).toBeTruthy();

    const LIST = '{ failedMails { id recipient subject lastError attempts status failedAt } }';
    const listed = await t.gql<{
      failedMails: Array<{ id: string; recipient: string; attempts: number }>;
    }>(LIST, {}, auth(admin));
    expect(listed.data?.failedMails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: failed.id, recipient: to, attempts: 2 }),
      ]),
    );
    const RESEND = 'mutation($id: ID!) { resendFailedMail(id: $id) { id status } }';
    const asMember = await t.gql(RESEND, { id: failed.id }, auth(member));
    expect(asMember.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {}, auth(member))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await outboxRows(t, to))[0].status).toBe('failed');

    await t.mail.start();
    const again = await t.gql<{ resendFailedMail: { status: string } }>(
      RESEND,
      { id: failed.id },
      auth(admin),
    );
    expect(again.data?.resendFailedMail.status).toBe('queued');
    await t.mail.waitFor((m) => m.envelopeTo.includes(to), 10_000);
    await eventually(async () => (await outboxRows(t, to))[0]?.status === 'sent', 'sent');
    const after = await t.gql<{ failedMails: Array<{ id: string }> }>(LIST, {}, auth(admin));
    expect(after.data?.failedMails.map((m) => m.id)).not.toContain(failed.id);
    // Unknown or malformed ids: a clear, localised not-found.
    const unknown = await t.gql(RESEND, { id: 'nope' }, { ...auth(admin), 'x-locale': 'en' });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'This failed email does not exist (any more).',
      extensions: { code: 'MAIL_NOT_FOUND' },
    });
  });
});

describe('process roles: an API-only and a worker-only process on one database', () => {
  let api: TestApp;
  let worker: TestApp | undefined;
  beforeAll(async () => {
    api = await createTestApp({ PROCESS_ROLE: 'api' });
  });
  afterAll(async () => {
    await worker?.close();
    await api.close();
  });

  it('the API queues, only the worker sends', async () => {
    const health = await api.http.get('/health');
    expect(health.body.info.jobWorker).toEqual({ status: 'up', running: false });
    const email = uniqueEmail('roles');
    const answer = await api.gql(
      'mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) }',
      { i: { name: 'Rolf Rolle', email, message: 'Über die API, gesendet vom Worker.' } },
    );
    expect(answer.data).toEqual({ sendContactMessage: true });
    // The one fixed wait left: there is no worker whose end could be awaited, and the test is
    // that nothing in this process sends (a worker polls every few hundred milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await outboxRows(api, email)).map((r) => r.status)).toEqual(['queued']);
    expect(api.mail.to(email)).toHaveLength(0);

    worker = await createTestApp(
      { PROCESS_ROLE: 'worker', SMTP_URL: api.mail.url },
      { db: api.db },
    );
    await api.mail.waitFor((m) => m.envelopeTo.includes(email), 10_000);
    await eventually(
      async () => (await outboxRows(api, email))[0]?.status === 'sent',
      'sent by the worker',
    );
  });
});

describe('graceful shutdown', () => {
  it('lets a mail being sent finish before the app closes', async () => {
    const t = await createTestApp();
    try {
      t.mail.delayMs = 1500; // a slow mail server: the job is still running at the close
      const to = uniqueEmail('shutdown');
      const { MailOutbox } = await import('../../src/modules/mail/mail-outbox.service.js');
      await t.app
        .get(MailOutbox)
        .enqueue(
          { to, subject: 'Beim Herunterfahren', text: 'x', html: '<p>x</p>' },
          { key: `shutdown:${to}` },
        );
      await eventually(async () => {
        const [job] = await t.db.query<{ locked_at: Date | null }>(
          'SELECT locked_at FROM graphile_worker._private_jobs',
        );
        return job?.locked_at;
      }, 'the job to start');
      await t.app.close();
      expect(t.mail.to(to)).toHaveLength(1);
      expect((await outboxRows(t, to))[0].status).toBe('sent');
      expect(await t.db.query('SELECT id FROM graphile_worker._private_jobs')).toEqual([]);
    } finally {
      await t.mail.stop();
      await t.db.drop();
    }
  });
});
