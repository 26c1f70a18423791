import { DataSource } from 'typeorm';
import { createWorkshop } from '../support/academy-fixtures.js';
import { createMember, uniqueEmail } from '../support/factories.js';
import { countStatements, type StatementCounter } from '../support/statement-counter.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * What a guest registration costs the database: every statement the request sends through the
 * data source, transaction control included. Measured before the registration path loaded its
 * session once: 16 statements (the session read four times); after: 13 (read once).
 */
const MAX_STATEMENTS = 13;

const REGISTER = `mutation($s: ID!, $n: String!, $e: String!) {
  registerGuest(sessionId: $s, name: $n, email: $e) { id status } }`;

describe('Academy: the cost of a guest registration', () => {
  let t: TestApp;
  let counter: StatementCounter;

  beforeAll(async () => {
    // No job worker in this app: only the request's own statements reach the data source.
    t = await createTestApp({ PROCESS_ROLE: 'api' });
    counter = countStatements(t.app.get(DataSource), { requestsOnly: true });
  });
  afterAll(async () => {
    counter.stop();
    await t.close();
  });

  it('a paid guest seat with a host to notify costs at most the measured statements', async () => {
    const host = await createMember(t);
    const w = await createWorkshop(t, { creatorId: host.id, basePriceCents: 4900 });
    counter.reset();
    const res = await t.gql<{ registerGuest: { status: string } }>(REGISTER, {
      s: w.sessionIds[0],
      n: 'Greta Gast',
      e: uniqueEmail('gast'),
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.registerGuest.status).toBe('confirmed');
    const sessionReads = counter.statements.filter((s) => /FROM workshop_sessions s JOIN/.test(s));
    // Printed so that a change in the count is easy to see in the test output.
    console.log(`guest registration: ${counter.statements.length} statements`);
    expect(sessionReads).toHaveLength(1);
    expect(counter.statements.length).toBeLessThanOrEqual(MAX_STATEMENTS);
  });
});
