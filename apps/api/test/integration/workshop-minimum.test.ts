import { SessionMinimumService } from '../../src/modules/workshops/sessions/session-minimum.service.js';
import { createWorkshop } from '../support/academy-fixtures.js';
import { createMember, type Member, uniqueEmail } from '../support/factories.js';
import { drainJobs, runJob } from '../support/outbox-helpers.js';
import { decodeQr } from '../support/qr-reader.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';
import {
  authAs as as,
  createWorkshop as createWorkshopAs,
  createWorkshopAuthor,
  UPDATE_WORKSHOP,
  updateInputOf,
} from '../support/workshop-fixtures.js';

const HOUR = 3_600_000;
const CHECKOUT =
  'checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }';
const REGISTER = `mutation($s: ID!) { registerForWorkshop(${CHECKOUT}, sessionId: $s) { id status } }`;
const REGISTER_GUEST = `mutation($s: ID!, $n: String!, $e: String!) { registerGuest(${CHECKOUT}, sessionId: $s, name: $n, email: $e) { id status } }`;
const CONFIRM =
  'mutation($s: ID!) { confirmWorkshopSession(sessionId: $s) { id runConfirmedAt runConfirmedByHost } }';

describe('minimum participants: warned a day ahead, cancelled at the decision time unless confirmed or reached', () => {
  let t: TestApp;
  const clock = new TestClock();
  let host: Member;
  let member: Member;
  let sessions: Array<{ id: string; starts_at: Date }>;
  let paidRegistration: string;
  const waiting = uniqueEmail('warteliste');
  const guests = [uniqueEmail('gast-a'), uniqueEmail('gast-b'), uniqueEmail('gast-c')];
  const decisionOf = (i: number) => new Date(sessions[i].starts_at.getTime() - 72 * HOUR);
  const keys = async (like: string) =>
    (
      await t.db.query<{ key: string }>('SELECT key FROM mail_outbox WHERE key LIKE $1', [like])
    ).map((r) => r.key);
  const sessionExists = async (id: string) =>
    (await t.db.query('SELECT 1 FROM workshop_sessions WHERE id = $1', [id])).length === 1;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    host = await createWorkshopAuthor(t);
    member = await createMember(t, { verified: true, name: 'Mia Mindest' });
    const w = await createWorkshop(t, {
      title: 'Werkstatt mit Minimum',
      creatorId: host.id,
      format: 'in_person',
      location: 'Werkhalle 3, Berlin',
      videoCallLink: null,
      sessionsInDays: [10, 11, 12],
      capacity: 20,
    });
    await t.db.query(
      'UPDATE workshops SET min_participants = 3, min_participants_decision_hours = 72 WHERE id = $1',
      [w.id],
    );
    sessions = await t.db.query(
      'SELECT id, starts_at FROM workshop_sessions WHERE workshop_id = $1 ORDER BY starts_at',
      [w.id],
    );
    // The first date: one paid seat (the host lowered its seats to one) and one on the waitlist.
    await t.db.query('UPDATE workshop_sessions SET capacity = 1 WHERE id = $1', [sessions[0].id]);
    const paid = await t.gql<{ registerForWorkshop: { id: string } }>(
      REGISTER,
      { s: sessions[0].id },
      as(member),
    );
    expect(paid.errors).toBeUndefined();
    paidRegistration = paid.data!.registerForWorkshop.id;
    const waitlisted = await t.gql<{ registerGuest: { status: string } }>(
      `mutation($s: ID!, $n: String!, $e: String!) { registerGuest(${CHECKOUT}, joinWaitlist: true, sessionId: $s, name: $n, email: $e) { id status } }`,
      { s: sessions[0].id, n: 'Wanda Wait', e: waiting },
      { 'x-locale': 'en' },
    );
    expect(waitlisted.errors).toBeUndefined();
    expect(waitlisted.data?.registerGuest.status).toBe('waitlisted');
    // The third date reaches its minimum of three.
    for (const [i, email] of guests.entries()) {
      const r = await t.gql(REGISTER_GUEST, { s: sessions[2].id, n: `Gast ${i}`, e: email });
      expect(r.errors).toBeUndefined();
    }
    await drainJobs(t);
  });
  afterAll(() => t.close());

  it('the host is warned once, a day before the decision, and not earlier', async () => {
    clock.set(new Date(decisionOf(0).getTime() - 25 * HOUR));
    await runJob(t, 'workshop_session_minimum');
    expect(await keys('workshop-minimum-warning:%')).toEqual([]);

    clock.set(new Date(decisionOf(0).getTime() - 23 * HOUR));
    await runJob(t, 'workshop_session_minimum');
    await runJob(t, 'workshop_session_minimum');
    expect(await keys('workshop-minimum-warning:%')).toEqual([
      `workshop-minimum-warning:${sessions[0].id}:${decisionOf(0).toISOString()}`,
    ]);
    const warning = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(host.email) &&
        /Mindestteilnehmerzahl noch nicht/.test(m.subject ?? ''),
    );
    expect(warning.text).toContain('1 von mindestens 3');
    expect(warning.text).toContain('/member-area/workshops/');
    await drainJobs(t);
    expect(
      t.mail.to(host.email).filter((m) => /noch nicht erreicht/.test(m.subject ?? '')),
    ).toHaveLength(1);
  });

  it('only the host or an admin confirms a date, before its decision time; confirming is audited', async () => {
    const byRegistrant = await t.gql(CONFIRM, { s: sessions[1].id }, as(member));
    expect(byRegistrant.errors?.[0]?.extensions?.code).toBe('WORKSHOP_FORBIDDEN');
    expect((await t.gql(CONFIRM, { s: sessions[1].id }, {})).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const confirmed = await t.gql<{
      confirmWorkshopSession: { runConfirmedAt: string | null; runConfirmedByHost: boolean };
    }>(CONFIRM, { s: sessions[1].id }, as(host));
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmWorkshopSession.runConfirmedByHost).toBe(true);
    const [entry] = await t.db.query<{ actor_id: string }>(
      `SELECT actor_id FROM audit_log WHERE action = 'workshop.session_confirmed' AND target_id = $1`,
      [sessions[1].id],
    );
    expect(entry.actor_id).toBe(host.id);
  });

  it('at the decision time the date below its minimum is cancelled once: registrants and waitlist told, the seat invoiced back, the host told', async () => {
    const at = new Date(decisionOf(0).getTime() + 60_000);
    clock.set(at);
    // Too late to confirm now.
    const late = await t.gql(CONFIRM, { s: sessions[0].id }, as(host));
    expect(late.errors?.[0]?.extensions?.code).toBe('WORKSHOP_DECISION_PASSED');
    // Two runs at once (two app instances), then the scheduled job again: one cancellation.
    const minimum = t.app.get(SessionMinimumService);
    const [a, b] = await Promise.all([minimum.run(at), minimum.run(at)]);
    expect(a.cancelled + b.cancelled).toBe(1);
    await runJob(t, 'workshop_session_minimum');
    expect(await sessionExists(sessions[0].id)).toBe(false);
    expect(await sessionExists(sessions[1].id)).toBe(true);

    const cancelledMail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && /^Termin abgesagt:/.test(m.subject ?? ''),
    );
    expect(cancelledMail.attachments.map((f) => f.filename)).toEqual(
      expect.arrayContaining(['workshop.ics', expect.stringMatching(/\.pdf$/)]),
    );
    // The invoices stay when the registration goes with its session.
    const storno = await t.db.query<{ kind: string }>(
      'SELECT kind FROM invoices WHERE registration_id = $1 ORDER BY created_at',
      [paidRegistration],
    );
    expect(storno.map((i) => i.kind)).toEqual(['invoice', 'cancellation']);
    await t.mail.waitFor(
      (m) => m.envelopeTo.includes(waiting) && /^Date cancelled:/.test(m.subject ?? ''),
    );
    const hostMail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(host.email) && /Termin abgesagt \(Mindest/.test(m.subject ?? ''),
    );
    expect(hostMail.text).toContain('1 von mindestens 3');
    await drainJobs(t);
    expect(await keys(`workshop-session-cancelled:%`)).toHaveLength(2);
    expect(
      t.mail.to(member.email).filter((m) => /^Termin abgesagt/.test(m.subject ?? '')),
    ).toHaveLength(1);
    const audit = await t.db.query<{ actor_id: string | null }>(
      `SELECT actor_id FROM audit_log WHERE action = 'workshop.session_cancelled_below_minimum'`,
    );
    expect(audit).toEqual([{ actor_id: null }]);
  });

  it('a date the host confirmed runs, and one at its minimum runs even if someone cancels later', async () => {
    clock.set(new Date(decisionOf(2).getTime() + 60_000));
    await runJob(t, 'workshop_session_minimum');
    expect(await sessionExists(sessions[1].id)).toBe(true);
    const [third] = await t.db.query<{
      run_confirmed_at: Date | null;
      run_confirmed_by_id: string | null;
    }>('SELECT run_confirmed_at, run_confirmed_by_id FROM workshop_sessions WHERE id = $1', [
      sessions[2].id,
    ]);
    expect(third.run_confirmed_at).not.toBeNull();
    expect(third.run_confirmed_by_id).toBeNull();
    // Below the minimum afterwards: the decision stands.
    await t.db.query(`UPDATE workshop_registrations SET status = 'cancelled' WHERE email = $1`, [
      guests[0],
    ]);
    await t.db.query(
      'UPDATE workshop_sessions SET registered_count = registered_count - 1 WHERE id = $1',
      [sessions[2].id],
    );
    await runJob(t, 'workshop_session_minimum');
    expect(await sessionExists(sessions[2].id)).toBe(true);
    expect(await keys('workshop-minimum-cancelled:%')).toEqual([
      `workshop-minimum-cancelled:${sessions[0].id}`,
    ]);
  });

  it('the reminder of an on-site seat carries the check-in QR code, inline and attached', async () => {
    clock.set(new Date(sessions[2].starts_at.getTime() - 24 * HOUR + 60_000));
    await runJob(t, 'workshop_reminders');
    const reminder = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(guests[1]) && /^Erinnerung/.test(m.subject ?? ''),
    );
    const [{ check_in_code: code }] = await t.db.query<{ check_in_code: string }>(
      'SELECT check_in_code FROM workshop_registrations WHERE email = $1',
      [guests[1]],
    );
    const attached = reminder.attachments.find((a) => a.filename === 'check-in-code.png');
    expect(await decodeQr(attached!.content as ArrayBuffer)).toBe(code);
    const inline = reminder.inline.find((a) => a.filename === 'check-in-qr.png');
    expect(reminder.html).toContain(`cid:${inline!.contentId!.replace(/[<>]/g, '')}`);
    expect(await decodeQr(inline!.content as ArrayBuffer)).toBe(code);
    expect(reminder.text).toContain(code);
  });

  it('the host sets the minimum in the form: refused in the caller’s language when it breaks the rule, changing nothing; shown only to the host', async () => {
    const created = await createWorkshopAs(t, host, {
      minParticipants: 4,
      minParticipantsDecisionHours: 48,
    });
    const MINE =
      'query($id: ID!) { myWorkshop(id: $id) { minParticipants minParticipantsDecisionHours } }';
    const mine = async () =>
      (
        await t.gql<{
          myWorkshop: {
            minParticipants: number | null;
            minParticipantsDecisionHours: number | null;
          };
        }>(MINE, { id: created.id }, as(host))
      ).data?.myWorkshop;
    expect(await mine()).toEqual({ minParticipants: 4, minParticipantsDecisionHours: 48 });
    const foreign = await t.gql(MINE, { id: created.id }, as(member));
    expect(foreign.errors?.[0]?.extensions?.code).toBe('WORKSHOP_NOT_FOUND');

    const tooMany = await t.gql(
      UPDATE_WORKSHOP,
      { id: created.id, i: updateInputOf(created, { minParticipants: 999 }) },
      { ...as(host), 'x-locale': 'en' },
    );
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        minParticipants:
          'The minimum number of participants must be a whole number between 1 and the maximum.',
        minParticipantsDecisionHours:
          'The decision on the minimum must lie between 1 hour and 60 days before the start.',
      },
    });
    const noTime = await t.gql(
      UPDATE_WORKSHOP,
      {
        id: created.id,
        i: updateInputOf(created, { minParticipants: 2, minParticipantsDecisionHours: 0 }),
      },
      { ...as(host), 'x-locale': 'en' },
    );
    expect(noTime.errors?.[0]?.message).toBe(
      'The decision on the minimum must lie between 1 hour and 60 days before the start.',
    );
    expect(await mine()).toEqual({ minParticipants: 4, minParticipantsDecisionHours: 48 });

    // An edit that does not send it keeps it; null removes it.
    expect(
      (await t.gql(UPDATE_WORKSHOP, { id: created.id, i: updateInputOf(created) }, as(host)))
        .errors,
    ).toBeUndefined();
    expect(await mine()).toEqual({ minParticipants: 4, minParticipantsDecisionHours: 48 });
    await t.gql(
      UPDATE_WORKSHOP,
      { id: created.id, i: updateInputOf(created, { minParticipants: null }) },
      as(host),
    );
    expect(await mine()).toEqual({ minParticipants: null, minParticipantsDecisionHours: null });
  });
});
