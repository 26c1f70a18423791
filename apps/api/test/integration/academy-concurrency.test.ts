import { createWorkshop, sessionCount } from '../support/academy-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const REGISTER = `mutation($s: ID!, $n: String!, $e: String!, $w: Boolean) {
  registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: $n, email: $e, joinWaitlist: $w) { id status } }`;

/**
 * 200 guests at once for 20 places: the conditional UPDATE in the registration transaction must
 * hand out exactly 20 seats, every time.
 */
describe('Academy capacity under concurrent registrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fire = async (sessionId: string, run: number, joinWaitlist: boolean) => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.gql<{ registerGuest: { status: string } }>(REGISTER, {
          s: sessionId,
          n: `Gast ${i}`,
          e: `gast-${run}-${i}@example.com`,
          w: joinWaitlist,
        }),
      ),
    );
    const statuses = results.map(
      (r) => r.data?.registerGuest.status ?? String(r.errors?.[0]?.extensions?.code),
    );
    const tally = (value: string) => statuses.filter((s) => s === value).length;
    return { tally, statuses };
  };

  const dbCounts = async (sessionId: string) => {
    const rows = await t.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM workshop_registrations WHERE session_id = $1 GROUP BY status`,
      [sessionId],
    );
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  };

  it.each([1, 2, 3])(
    'run %i: exactly 20 of 200 simultaneous guests get a place, the others are told it is full',
    async (run) => {
      const w = await createWorkshop(t, { capacity: 20 });
      const { tally } = await fire(w.sessionIds[0], run, false);
      expect(tally('confirmed')).toBe(20);
      expect(tally('REGISTRATION_FULL')).toBe(180);
      expect(await sessionCount(t, w.sessionIds[0])).toBe(20);
      expect(await dbCounts(w.sessionIds[0])).toEqual({ confirmed: 20 });
    },
  );

  it('with the waitlist asked for: 20 confirmed, 180 waiting, counts agree', async () => {
    const w = await createWorkshop(t, { capacity: 20 });
    const { tally } = await fire(w.sessionIds[0], 4, true);
    expect(tally('confirmed')).toBe(20);
    expect(tally('waitlisted')).toBe(180);
    expect(await sessionCount(t, w.sessionIds[0])).toBe(20);
    expect(await dbCounts(w.sessionIds[0])).toEqual({ confirmed: 20, waitlisted: 180 });
  });
});
