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
      'mutation($s: ID!, $e: String!) { registerGuest(sessionId: $s, name: "Jemand", email: $e) { id } }',
      { s: workshop.sessionIds[0], e: member.email },
    );
    expect(guest.errors).toBeUndefined();
    const own = await t.gql<{ registerForWorkshop: { status: string } }>(
      'mutation($s: ID!) { registerForWorkshop(sessionId: $s) { status } }',
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
});
