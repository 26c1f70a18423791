import { createWorkshop } from '../support/academy-fixtures.js';
import { createMember, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * "Your data" across modules: the download holds what every module keeps about the person,
 * and erasing the account ends what they had running (seats freed and passed on, their own
 * workshops deleted with notice to those registered).
 */
describe('your data across modules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const as = (member: Member): Record<string, string> => ({
    authorization: `Bearer ${member.token}`,
  });
  const register = (member: Member, sessionId: string) =>
    t.gql<{ registerForWorkshop: { id: string; status: string } }>(
      'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { id status } }',
      { s: sessionId },
      as(member),
    );
  const registerGuest = (sessionId: string, email: string, joinWaitlist = false) =>
    t.gql<{ registerGuest: { id: string; status: string } }>(
      'mutation($s: ID!, $e: String!, $w: Boolean) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Gast", email: $e, joinWaitlist: $w) { id status } }',
      { s: sessionId, e: email, w: joinWaitlist },
    );
  const seatsTaken = async (sessionId: string) =>
    (
      await t.db.query<{ n: number }>(
        'SELECT registered_count AS n FROM workshop_sessions WHERE id = $1',
        [sessionId],
      )
    )[0].n;

  it('exports registrations, own workshops and tickets', async () => {
    const member = await createMember(t, { verified: true });
    const workshop = await createWorkshop(t, { title: 'Export-Workshop' });
    await createWorkshop(t, { title: 'Eigener Workshop', creatorId: member.id });
    expect((await register(member, workshop.sessionIds[0])).errors).toBeUndefined();
    const ticket = await t.gql(
      'mutation($i: CreateTicketInput!) { createTicket(input: $i) { id } }',
      { i: { subject: 'Rechnung', category: 'billing', message: 'Bitte prüfen' } },
      as(member),
    );
    expect(ticket.errors).toBeUndefined();

    const result = await t.gql<{ exportMyData: string }>(
      'mutation { exportMyData }',
      {},
      as(member),
    );
    const data = JSON.parse(result.data!.exportMyData) as Record<string, unknown[]>;
    expect(data.workshop_registrations).toEqual([expect.objectContaining({ status: 'confirmed' })]);
    expect(data.workshops).toEqual([expect.objectContaining({ title: 'Eigener Workshop' })]);
    expect(data.support_tickets).toEqual([
      expect.objectContaining({
        subject: 'Rechnung',
        messages: [expect.objectContaining({ body: 'Bitte prüfen' })],
      }),
    ]);
    expect(data.consultation_bookings).toEqual([]);
  });

  it('erasing the account frees the seat for the first on the waitlist and deletes own workshops', async () => {
    const member = await createMember(t, { verified: true });
    const full = await createWorkshop(t, { title: 'Voller Workshop', capacity: 1 });
    const session = full.sessionIds[0];
    expect((await register(member, session)).data?.registerForWorkshop.status).toBe('confirmed');
    const waiting = `warteliste-${Date.now()}@example.test`;
    expect((await registerGuest(session, waiting, true)).data?.registerGuest.status).toBe(
      'waitlisted',
    );
    const own = await createWorkshop(t, { title: 'Mein Workshop', creatorId: member.id });
    const guestOfOwn = `gast-${Date.now()}@example.test`;
    expect((await registerGuest(own.sessionIds[0], guestOfOwn)).errors).toBeUndefined();

    const done = await t.gql(
      'mutation($p: String) { deleteMyAccount(password: $p) }',
      { p: member.password },
      as(member),
    );
    expect(done.data).toEqual({ deleteMyAccount: true });

    expect(
      await t.db.query('SELECT 1 FROM workshop_registrations WHERE email = $1', [member.email]),
    ).toEqual([]);
    const [promoted] = await t.db.query<{ status: string }>(
      'SELECT status FROM workshop_registrations WHERE email = $1',
      [waiting],
    );
    expect(promoted.status).toBe('confirmed');
    expect(await seatsTaken(session)).toBe(1);
    await t.mail.waitFor((m) => m.envelopeTo.includes(waiting));
    expect(await t.db.query('SELECT 1 FROM workshops WHERE id = $1', [own.id])).toEqual([]);
    await t.mail.waitFor((m) => m.envelopeTo.includes(guestOfOwn));
  });

  it('erasing the account gives a confirmed seat back when nobody waits', async () => {
    const member = await createMember(t, { verified: true });
    const workshop = await createWorkshop(t, { capacity: 5 });
    const session = workshop.sessionIds[0];
    await register(member, session);
    expect(await seatsTaken(session)).toBe(1);
    await t.gql(
      'mutation($p: String) { deleteMyAccount(password: $p) }',
      { p: member.password },
      as(member),
    );
    expect(await seatsTaken(session)).toBe(0);
  });
});
