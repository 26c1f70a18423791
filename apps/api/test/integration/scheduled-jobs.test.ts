import { berlinDayOf, expandRecurrence } from '@platform/domain';
import { JobWorker } from '../../src/core/jobs/job-worker.service.js';
import { createWorkshop } from '../support/academy-fixtures.js';
import {
  BOOK,
  bookingInput,
  createConsultant,
  fullHourAhead,
} from '../support/booking-fixtures.js';
import { createAdmin, createMember, uniqueEmail } from '../support/factories.js';
import { drainJobs, runJob } from '../support/outbox-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('scheduled jobs with a controllable clock', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());
  afterEach(() => clock.set(undefined));

  it('keeps an open-ended weekly workshop supplied with sessions 13 months later', async () => {
    const w = await createWorkshop(t, { sessionsInDays: [2] });
    const [first] = await t.db.query<{ starts_at: Date }>(
      'SELECT starts_at FROM workshop_sessions WHERE workshop_id = $1',
      [w.id],
    );
    // As the creation does: a year of weekly sessions, no end date.
    const rule = 'FREQ=WEEKLY;INTERVAL=1';
    const starts = expandRecurrence(rule, first.starts_at).slice(1);
    await t.db.query('UPDATE workshops SET recurrence_rule = $2 WHERE id = $1', [w.id, rule]);
    await t.db.query(
      `INSERT INTO workshop_sessions (workshop_id, starts_at, ends_at, capacity)
       SELECT $1, s, s + interval '2 hours', 20 FROM unnest($2::timestamptz[]) s`,
      [w.id, starts],
    );
    const later = new Date(Date.now() + 396 * DAY); // 13 months on
    // A day the host skipped (a holiday, a cancelled date) is never generated again.
    const [skippedStart] = expandRecurrence(rule, starts[starts.length - 1], {
      after: new Date(later.getTime() + 30 * DAY),
      max: 1,
    });
    await t.db.query('UPDATE workshops SET skipped_dates = $2 WHERE id = $1', [
      w.id,
      [berlinDayOf(skippedStart)],
    ]);
    clock.set(later);
    await runJob(t, 'workshop_session_horizon');
    expect(
      await t.db.query(
        'SELECT 1 FROM workshop_sessions WHERE workshop_id = $1 AND starts_at = $2',
        [w.id, skippedStart],
      ),
    ).toHaveLength(0);
    const [ahead] = await t.db.query<{ n: string; last: Date }>(
      `SELECT count(*) AS n, max(starts_at) AS last FROM workshop_sessions
       WHERE workshop_id = $1 AND starts_at > $2`,
      [w.id, later],
    );
    expect(Number(ahead.n)).toBeGreaterThanOrEqual(51);
    expect(ahead.last.getTime()).toBeGreaterThanOrEqual(later.getTime() + 365 * DAY);
    // Still the same weekday and Berlin time as the first session.
    const all = await t.db.query<{ starts_at: Date }>(
      'SELECT starts_at FROM workshop_sessions WHERE workshop_id = $1 ORDER BY starts_at',
      [w.id],
    );
    const weekdays = new Set(
      all.map((s) =>
        s.starts_at.toLocaleString('de-DE', {
          timeZone: 'Europe/Berlin',
          weekday: 'short',
          hour: '2-digit',
        }),
      ),
    );
    expect(weekdays.size).toBe(1);
    // A second run adds nothing.
    const count = async () =>
      Number(
        (
          await t.db.query<{ n: string }>(
            'SELECT count(*) AS n FROM workshop_sessions WHERE workshop_id = $1',
            [w.id],
          )
        )[0].n,
      );
    const before = await count();
    await runJob(t, 'workshop_session_horizon');
    expect(await count()).toBe(before);
  });

  it('reminds every confirmed registrant once, 24 hours ahead, never a cancelled one', async () => {
    const w = await createWorkshop(t, { sessionsInDays: [3], location: null });
    const [session] = await t.db.query<{ starts_at: Date }>(
      'SELECT starts_at FROM workshop_sessions WHERE id = $1',
      [w.sessionIds[0]],
    );
    const member = await createMember(t, { verified: true });
    const REGISTER = `mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { id status } }`;
    const reg = await t.gql<{ registerForWorkshop: { id: string } }>(
      REGISTER,
      { s: w.sessionIds[0] },
      { authorization: `Bearer ${member.token}` },
    );
    expect(reg.errors).toBeUndefined();
    const guest = uniqueEmail('guest-en');
    await t.gql(
      'mutation($s: ID!, $n: String!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: $n, email: $e) { id } }',
      { s: w.sessionIds[0], n: 'Gus Guest', e: guest },
      { 'x-locale': 'en' },
    );
    const quitter = uniqueEmail('cancelled');
    const q = await t.gql<{ registerGuest: { id: string } }>(
      'mutation($s: ID!, $n: String!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: $n, email: $e) { id } }',
      { s: w.sessionIds[0], n: 'Quinn', e: quitter },
    );
    await t.db.query(`UPDATE workshop_registrations SET status = 'cancelled' WHERE id = $1`, [
      q.data!.registerGuest.id,
    ]);
    const reminders = (to: string) =>
      t.mail.to(to).filter((m) => /Erinnerung|Reminder/.test(m.subject ?? ''));

    // 25 hours ahead: not yet.
    clock.set(new Date(session.starts_at.getTime() - 25 * HOUR));
    await runJob(t, 'workshop_reminders');
    await drainJobs(t);
    expect(reminders(member.email)).toHaveLength(0);

    // 24 hours ahead (less a minute): now, once, each in their language, with the .ics.
    clock.set(new Date(session.starts_at.getTime() - 24 * HOUR + 60_000));
    await runJob(t, 'workshop_reminders');
    const de = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && /Erinnerung/.test(m.subject ?? ''),
    );
    expect(de.text).toContain('Europe/Berlin');
    // The reminder carries the personal join link, never the host's raw video link.
    expect(de.text).toMatch(/\/j\/[A-Za-z0-9_-]{22}/);
    expect(de.text).not.toContain('https://meet.example.com/room');
    expect(de.text).toContain('/member-area?tab=workshops');
    expect(de.attachments.map((a) => a.filename)).toEqual(['workshop.ics']);
    const en = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(guest) && /Reminder/.test(m.subject ?? ''),
    );
    expect(en.subject).toMatch(/tomorrow/);
    // The guest's reminder carries a working cancel link (a second one beside the first mail's).
    const link = new URL(/https?:\/\/\S*\/academy\/cancel\?\S+/.exec(en.text ?? '')![0]);
    const registration = link.searchParams.get('registration')!;
    const forged = await t.http
      .post(`/api/workshops/registrations/${registration}/guest-cancel`)
      .send({ token: `${link.searchParams.get('token')}x` });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('INVALID_LINK');
    const cancelled = await t.http
      .post(`/api/workshops/registrations/${registration}/guest-cancel`)
      .send({ token: link.searchParams.get('token') });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.registration.status).toBe('cancelled');
    await runJob(t, 'workshop_reminders');
    await drainJobs(t);
    expect(reminders(member.email)).toHaveLength(1);
    expect(reminders(guest)).toHaveLength(1);
    expect(reminders(quitter)).toHaveLength(0);
  });

  it('reminds visitor and consultant of a consultation once, 24 hours ahead, not when cancelled', async () => {
    const admin = await createAdmin(t);
    const consultant = await createConsultant(t, admin);
    const start = fullHourAhead(48);
    const visitor = uniqueEmail('visitor-en');
    const booked = await t.gql<{ bookConsultation: { id: string } }>(
      BOOK,
      { i: bookingInput(consultant.id, start, visitor) },
      { 'x-locale': 'en' },
    );
    expect(booked.errors).toBeUndefined();
    const dropped = uniqueEmail('dropped');
    const other = await t.gql<{ bookConsultation: { id: string } }>(BOOK, {
      i: bookingInput(consultant.id, new Date(start.getTime() + 2 * HOUR), dropped),
    });
    await t.db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [
      other.data!.bookConsultation.id,
    ]);
    const reminders = (to: string) =>
      t.mail.to(to).filter((m) => /Erinnerung|Reminder/.test(m.subject ?? ''));

    clock.set(new Date(start.getTime() - 24 * HOUR + 60_000));
    await runJob(t, 'booking_reminders');
    const en = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(visitor) && /Reminder/.test(m.subject ?? ''),
    );
    expect(en.text).toContain('Clara Berater');
    expect(en.attachments.map((a) => a.filename)).toEqual(['appointment.ics']);
    expect(en.text).toContain('(appointment.ics)');
    const de = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(consultant.user.email) && /Erinnerung/.test(m.subject ?? ''),
    );
    expect(de.text).toContain('Vera Besuch');
    await runJob(t, 'booking_reminders');
    await drainJobs(t);
    expect(reminders(visitor)).toHaveLength(1);
    expect(reminders(consultant.user.email)).toHaveLength(1);
    expect(reminders(dropped)).toHaveLength(0);
  });
});

describe('two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { db: a.db });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('run each scheduled job once per period', async () => {
    // Wait for the next minute boundary (the shortest period), then a little for the run: the
    // scheduler runs on the database's real clock, so this wait is the subject of the test.
    const started = new Date();
    const boundary = new Date(Math.ceil((started.getTime() + 1) / 60_000) * 60_000);
    await new Promise((resolve) => setTimeout(resolve, boundary.getTime() - Date.now() + 8000));
    const total = (task: string) =>
      (a.app.get(JobWorker).completed.get(task) ?? 0) +
      (b.app.get(JobWorker).completed.get(task) ?? 0);
    expect(total('academy_minute')).toBe(1);
    const everyFive = boundary.getUTCMinutes() % 5 === 0 ? 1 : 0;
    expect(total('workshop_reminders')).toBe(everyFive);
    expect(total('booking_reminders')).toBe(everyFive);
    expect(total('workshop_session_minimum')).toBe(everyFive);
  }, 90_000);
});
