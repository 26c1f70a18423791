import { createWorkshop, sessionCount } from '../support/academy-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const REGISTER = `mutation($s: ID!, $n: String!, $e: String!, $w: Boolean) {
  registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: $n, email: $e, joinWaitlist: $w) { id status } }`;

type Outcome = { status: string; email: string };

async function register(t: TestApp, sessionId: string, email: string): Promise<Outcome> {
  const r = await t.gql<{ registerGuest: { status: string } }>(REGISTER, {
    s: sessionId,
    n: 'Gast',
    e: email,
    w: true,
  });
  return {
    email,
    status: r.data?.registerGuest.status ?? String(r.errors?.[0]?.extensions?.code),
  };
}

/** The session's registrations in the waitlist's order (created_at, id). */
async function rows(t: TestApp, sessionId: string) {
  return t.db.query<{ email: string; status: string; created_at: Date; micros: string }>(
    `SELECT email, status, created_at, (extract(epoch FROM created_at) * 1e6)::bigint::text AS micros
       FROM workshop_registrations WHERE session_id = $1 ORDER BY created_at, id`,
    [sessionId],
  );
}

const tally = (outcomes: Outcome[], status: string) =>
  outcomes.filter((o) => o.status === status).length;

/**
 * Registrations for one session that arrive together commit together (RegistrationBatches):
 * the seats stay exact with two instances on one database, the waitlist's order is one order
 * of arrival without ties, and what a batch cannot decide is answered as a single registration.
 */
describe('Academy registrations taken in batches', () => {
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

  it('two instances, 200 guests at once for 20 places: 20 seats, 180 waiting, the counter agrees', async () => {
    const w = await createWorkshop(a, { capacity: 20 });
    const session = w.sessionIds[0];
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        register(i % 2 ? b : a, session, `two-${i}@example.com`),
      ),
    );
    expect(tally(outcomes, 'confirmed')).toBe(20);
    expect(tally(outcomes, 'waitlisted')).toBe(180);
    expect(await sessionCount(a, session)).toBe(20);
    const stored = await rows(a, session);
    expect(stored.filter((r) => r.status === 'confirmed')).toHaveLength(20);
    expect(stored.filter((r) => r.status === 'waitlisted')).toHaveLength(180);
  });

  it('one instance: every waiting registration was made after every seat, no two at the same moment', async () => {
    const w = await createWorkshop(a, { capacity: 20 });
    const session = w.sessionIds[0];
    const outcomes = await Promise.all(
      Array.from({ length: 150 }, (_, i) => register(a, session, `order-${i}@example.com`)),
    );
    expect(tally(outcomes, 'confirmed')).toBe(20);
    expect(tally(outcomes, 'waitlisted')).toBe(130);
    const stored = await rows(a, session);
    // The order is decided by created_at alone (no tie left to the random id).
    expect(new Set(stored.map((r) => r.micros)).size).toBe(150);
    // Seats went to the first that arrived: the first 20 in the waitlist's order hold them.
    expect(stored.slice(0, 20).every((r) => r.status === 'confirmed')).toBe(true);
    expect(stored.slice(20).every((r) => r.status === 'waitlisted')).toBe(true);
    // Each answer says what the row holds.
    const byEmail = new Map(stored.map((r) => [r.email, r.status]));
    for (const o of outcomes) expect(byEmail.get(o.email)).toBe(o.status);
  });

  it('an address already registered and an address twice in the rush: each answered as alone', async () => {
    const w = await createWorkshop(a, { capacity: 5 });
    const session = w.sessionIds[0];
    expect((await register(a, session, 'before@example.com')).status).toBe('confirmed');
    const emails = [
      ...Array.from({ length: 30 }, (_, i) => `rush-${i}@example.com`),
      'before@example.com',
      'twice@example.com',
      'twice@example.com',
    ];
    const outcomes = await Promise.all(emails.map((email) => register(a, session, email)));
    expect(outcomes.find((o) => o.email === 'before@example.com')?.status).toBe(
      'REGISTRATION_DUPLICATE',
    );
    const twice = outcomes.filter((o) => o.email === 'twice@example.com').map((o) => o.status);
    expect(twice.filter((s) => s === 'REGISTRATION_DUPLICATE')).toHaveLength(1);
    expect(twice.filter((s) => s === 'confirmed' || s === 'waitlisted')).toHaveLength(1);
    expect(tally(outcomes, 'confirmed')).toBe(4);
    expect(await sessionCount(a, session)).toBe(5);
    const stored = await rows(a, session);
    expect(stored).toHaveLength(32);
    expect(stored.filter((r) => r.status === 'confirmed')).toHaveLength(5);
  });
});
