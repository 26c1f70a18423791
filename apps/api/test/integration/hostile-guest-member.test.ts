import { createWorkshop } from '../support/academy-fixtures.js';
import { createMember } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { authAs } from '../support/workshop-fixtures.js';

describe('A guest cannot take a member address away from the member', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("the member's own registration wins; the guest one is cancelled and mailed", async () => {
    const member = await createMember(t, { verified: true });
    const workshop = await createWorkshop(t, { guests: true });
    const guest = await t.gql<{ registerGuest: { id: string } }>(
      'mutation($s: ID!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Jemand", email: $e) { id } }',
      { s: workshop.sessionIds[0], e: member.email },
    );
    expect(guest.errors).toBeUndefined();
    const own = await t.gql<{ registerForWorkshop: { status: string } }>(
      'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { status } }',
      { s: workshop.sessionIds[0] },
      authAs(member),
    );
    expect(own.errors).toBeUndefined();
    expect(own.data?.registerForWorkshop.status).toBe('confirmed');
    const [row] = await t.db.query<{ status: string }>(
      'SELECT status FROM workshop_registrations WHERE id = $1',
      [guest.data!.registerGuest.id],
    );
    expect(row.status).toBe('cancelled');
    await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && /storniert|cancelled/i.test(m.subject ?? ''),
    );
  });

  it("hands the guest's seat straight to the member, not to the waitlist", async () => {
    const member = await createMember(t, { verified: true });
    const waiting = await createMember(t, { verified: true });
    const workshop = await createWorkshop(t, { guests: true, capacity: 1 });
    const session = workshop.sessionIds[0];
    const guest = await t.gql<{ registerGuest: { status: string } }>(
      'mutation($s: ID!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Jemand", email: $e) { status } }',
      { s: session, e: member.email },
    );
    expect(guest.data?.registerGuest.status).toBe('confirmed');
    const queued = await t.gql<{ registerForWorkshop: { status: string } }>(
      'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, joinWaitlist: true) { status } }',
      { s: session },
      authAs(waiting),
    );
    expect(queued.data?.registerForWorkshop.status).toBe('waitlisted');

    const own = await t.gql<{ registerForWorkshop: { status: string } }>(
      'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { status } }',
      { s: session },
      authAs(member),
    );
    expect(own.errors).toBeUndefined();
    expect(own.data?.registerForWorkshop.status).toBe('confirmed');
    const rows = await t.db.query<{ user_id: string | null; status: string }>(
      `SELECT user_id, status FROM workshop_registrations WHERE session_id = $1 ORDER BY created_at`,
      [session],
    );
    expect(rows).toEqual([
      { user_id: null, status: 'cancelled' },
      { user_id: waiting.id, status: 'waitlisted' },
      { user_id: member.id, status: 'confirmed' },
    ]);
    const [seats] = await t.db.query<{ registered_count: number }>(
      'SELECT registered_count FROM workshop_sessions WHERE id = $1',
      [session],
    );
    expect(seats.registered_count).toBe(1);
  });
});
