import pg from 'pg';
import { createWorkshop } from '../support/academy-fixtures.js';
import { uniqueEmail } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Paid registrations wait in line for the year's invoice number, each holding a database
 * connection. When the line is longer than the pool, the rest wait for a connection; one that
 * waits longer than `DATABASE_POOL_WAIT_MS` is refused as "busy" (503), never with a 500.
 */
describe('Invoices: registrations waiting for a busy database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_WAIT_MS: '1000' });
  });
  afterAll(() => t.close());

  const registerGuest = (sessionId: string, i: number, lang: string) =>
    t.gql<{ registerGuest: { id: string } }>(
      `mutation($s: ID!, $n: String!, $e: String!) {
        registerGuest(
          checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }
          sessionId: $s, name: $n, email: $e
        ) { id }
      }`,
      { s: sessionId, n: `Person ${i}`, e: uniqueEmail(`busy${i}`) },
      { 'accept-language': lang },
    );

  it('refuses a registration that cannot get a connection in time as busy, in the caller’s language, and changes nothing', async () => {
    // One date per registration: registrations for one date that arrive together share one
    // transaction (registration-batches.ts), so only different dates each hold a connection.
    const w = await createWorkshop(t, {
      basePriceCents: 4900,
      capacity: 30,
      sessionsInDays: Array.from({ length: 14 }, (_, i) => 7 + i),
    });
    const [{ count: before }] = await t.db.query<{ count: string }>(
      'SELECT count(*) FROM invoices',
    );
    // Another issuer holds the invoice numbers: every paid registration waits behind it.
    const holder = new pg.Client({ connectionString: t.db.url });
    await holder.connect();
    let results: Array<Awaited<ReturnType<typeof registerGuest>>>;
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE invoice_counters IN EXCLUSIVE MODE');
      let settled = 0;
      const pending = Array.from({ length: 14 }, (_, i) =>
        registerGuest(w.sessionIds[i], i, i % 2 ? 'en' : 'de').finally(() => settled++),
      );
      // The pool holds 10 connections, all waiting on the lock: the other requests time out.
      while (settled === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      await holder.query('ROLLBACK');
      results = await Promise.all(pending);
    } finally {
      await holder.end();
    }
    const refused = results.filter((r) => r.errors);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of results) {
      if (!r.errors) continue;
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0].extensions).toMatchObject({ code: 'SERVICE_BUSY', status: 503 });
    }
    const messages = new Set(refused.map((r) => r.errors![0].message));
    for (const message of messages)
      expect([
        'Gerade ist viel los. Bitte versuchen Sie es in einem Moment noch einmal.',
        'We are very busy right now. Please try again in a moment.',
      ]).toContain(message);
    // The refused changed nothing: one registration and one gap-free invoice per success.
    const accepted = results.length - refused.length;
    const registrations = await t.db.query<{ id: string }>(
      "SELECT id FROM workshop_registrations WHERE session_id = ANY($1) AND status <> 'cancelled'",
      [w.sessionIds],
    );
    expect(registrations).toHaveLength(accepted);
    const [{ registered_count }] = await t.db.query<{ registered_count: number }>(
      'SELECT sum(registered_count)::int AS registered_count FROM workshop_sessions WHERE id = ANY($1)',
      [w.sessionIds],
    );
    expect(registered_count).toBe(accepted);
    const numbers = (
      await t.db.query<{ number: string }>('SELECT number FROM invoices ORDER BY number')
    ).map((r) => Number(r.number.slice(5)));
    expect(numbers).toHaveLength(Number(before) + accepted);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });
});
