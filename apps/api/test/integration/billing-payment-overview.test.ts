import { createWorkshop } from '../support/academy-fixtures.js';
import { createAdmin, createMember, type Member, uniqueEmail } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Row {
  sessionId: string | null;
  workshopId: string | null;
  title: string;
  startsAt: string | null;
  openCount: number;
  openCents: number;
  paidCount: number;
  paidCents: number;
}
interface Page {
  adminPaymentSessions: { items: Row[]; nextCursor: string | null };
}

const PAGE = `query($show: String!, $first: Int!, $after: String) {
  adminPaymentSessions(show: $show, first: $first, after: $after) {
    items { sessionId workshopId title startsAt openCount openCents paidCount paidCents }
    nextCursor
  }
}`;

describe("Payments: the admin's payment overview in pages", () => {
  let t: TestApp;
  let admin: Member;
  const as = (m: Member, lang = 'de') => ({ authorization: `Bearer ${m.token}`, 'x-locale': lang });

  const sell = async (sessionId: string) => {
    const r = await t.gql<{ registerGuest: { id: string } }>(
      'mutation($s: ID!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Paula Payer", email: $e) { id } }',
      { s: sessionId, e: uniqueEmail('seite') },
    );
    expect(r.errors).toBeUndefined();
    const [row] = await t.db.query<{ id: string }>(
      'SELECT id FROM invoices WHERE registration_id = $1',
      [r.data!.registerGuest.id],
    );
    return row.id;
  };
  const markPaid = async (ids: string[]) => {
    const r = await t.gql(
      'mutation($i: [ID!]!) { setPaymentState(ids: $i, state: "paid") }',
      { i: ids },
      as(admin),
    );
    expect(r.errors).toBeUndefined();
  };
  const page = (
    show: string,
    first: number,
    after: string | null = null,
    who = admin,
    lang = 'de',
  ) => t.gql<Page>(PAGE, { show, first, after }, as(who, lang));
  /** Every page from the first, `first` at a time: the rows in order and the number of pages. */
  const walk = async (show: string, first: number) => {
    const rows: Row[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const r = await page(show, first, after);
      expect(r.errors).toBeUndefined();
      const { items, nextCursor } = r.data!.adminPaymentSessions;
      expect(items.length).toBeLessThanOrEqual(first);
      // Only the last page may be short.
      if (nextCursor) expect(items).toHaveLength(first);
      rows.push(...items);
      after = nextCursor;
      pages++;
    } while (after && pages < 500);
    expect(after).toBeNull();
    return { rows, pages };
  };
  const keyOf = (r: Row) => `${r.workshopId ?? ''}/${r.sessionId ?? ''}`;
  const moveSession = (sessionId: string, startsAt: Date) =>
    t.db.query('UPDATE workshop_sessions SET starts_at = $2 WHERE id = $1', [sessionId, startsAt]);

  // Four sessions with invoices: two at the very same start (ordered by id), one all paid.
  let sessions: { early: string; twinA: string; twinB: string; paid: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    const twinStart = new Date(Date.now() + 40 * 86_400_000);
    const [early, twinA, twinB, paid] = await Promise.all(
      [20, 40, 40, 30].map((days) =>
        createWorkshop(t, { basePriceCents: 3000, sessionsInDays: [days] }),
      ),
    );
    await moveSession(twinA.sessionIds[0], twinStart);
    await moveSession(twinB.sessionIds[0], twinStart);
    sessions = {
      early: early.sessionIds[0],
      twinA: twinA.sessionIds[0],
      twinB: twinB.sessionIds[0],
      paid: paid.sessionIds[0],
    };
    await sell(sessions.early);
    await sell(sessions.early);
    await sell(sessions.twinA);
    await sell(sessions.twinB);
    await markPaid([await sell(sessions.paid)]);
  });
  afterAll(() => t.close());

  it('pages through every session once, in the same order whatever the page size, newest first', async () => {
    const byTwo = await walk('all', 2);
    const bySeven = await walk('all', 7);
    expect(bySeven.rows.map(keyOf)).toEqual(byTwo.rows.map(keyOf));
    expect(byTwo.pages).toBe(Math.max(1, Math.ceil(byTwo.rows.length / 2)));
    // No duplicates and no gaps: each group once, and everything one big page holds is there.
    expect(new Set(byTwo.rows.map(keyOf)).size).toBe(byTwo.rows.length);
    const ours = byTwo.rows.filter(
      (r) => r.sessionId && Object.values(sessions).includes(r.sessionId),
    );
    const [twinLow, twinHigh] = [sessions.twinA, sessions.twinB].sort();
    // Latest start first; the two at the same start by id, descending.
    expect(ours.map((r) => r.sessionId)).toEqual([
      twinHigh,
      twinLow,
      sessions.paid,
      sessions.early,
    ]);
    expect(ours.find((r) => r.sessionId === sessions.early)).toMatchObject({
      openCount: 2,
      openCents: 6000,
      paidCount: 0,
    });
    // Sessions are dated; invoices without a session (memberships) come after all of them.
    const firstUndated = byTwo.rows.findIndex((r) => r.sessionId === null);
    if (firstUndated >= 0)
      expect(byTwo.rows.slice(firstUndated).every((r) => r.sessionId === null)).toBe(true);
  });

  it('lists by default only sessions with an open invoice', async () => {
    const open = await walk('open', 3);
    const ids = open.rows.map((r) => r.sessionId);
    expect(ids).toEqual(expect.arrayContaining([sessions.early, sessions.twinA, sessions.twinB]));
    expect(ids).not.toContain(sessions.paid);
    expect(open.rows.every((r) => r.openCount > 0)).toBe(true);
    const byDefault = await t.gql<Page>(
      '{ adminPaymentSessions { items { sessionId openCount } nextCursor } }',
      {},
      as(admin),
    );
    expect(byDefault.errors).toBeUndefined();
    expect(byDefault.data!.adminPaymentSessions.items.every((r) => r.openCount > 0)).toBe(true);
    const paidRow = (await walk('all', 50)).rows.find((r) => r.sessionId === sessions.paid);
    expect(paidRow).toMatchObject({ openCount: 0, paidCount: 1, paidCents: 3000 });
  });

  it('lists a session invoiced before and after it moved once, at its latest date', async () => {
    const w = await createWorkshop(t, { basePriceCents: 2500, sessionsInDays: [50] });
    const session = w.sessionIds[0];
    await sell(session);
    await moveSession(session, new Date(Date.now() + 55 * 86_400_000));
    await sell(session);
    for (const show of ['open', 'all']) {
      const rows = (await walk(show, 1)).rows.filter((r) => r.sessionId === session);
      expect(rows).toEqual([expect.objectContaining({ openCount: 2, openCents: 5000 })]);
    }
  });

  it('refuses page sizes outside 1-100, cursors it did not write and unknown filters, in both languages', async () => {
    for (const first of [0, -1, 101, 100_000]) {
      const r = await page('open', first);
      expect(r.errors?.[0]?.extensions?.code).toBe('PAYMENT_PAGE_SIZE');
      expect(r.errors?.[0]?.message).toBe(
        'Bitte fragen Sie zwischen 1 und 100 Termine je Seite ab.',
      );
    }
    const en = await page('open', 101, null, admin, 'en');
    expect(en.errors?.[0]?.message).toBe('Please ask for between 1 and 100 sessions per page.');
    expect((await page('all', 100)).errors).toBeUndefined();
    const forged = Buffer.from(JSON.stringify({ s: 'x', d: 'y' })).toString('base64url');
    for (const after of ['nonsense', forged, 'e30', 'x'.repeat(300)]) {
      const r = await page('all', 10, after, admin, 'en');
      expect(r.errors?.[0]?.extensions?.code).toBe('PAYMENT_CURSOR_INVALID');
      expect(r.errors?.[0]?.message).toContain('does not exist');
    }
    expect((await page('unpaid', 10)).errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const member = await createMember(t, { verified: true });
    expect((await page('open', 10, null, member)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
