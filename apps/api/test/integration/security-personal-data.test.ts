import { createWorkshop } from '../support/academy-fixtures.js';
import {
  BOOK,
  bookingInput,
  createConsultant,
  fullHourAhead,
} from '../support/booking-fixtures.js';
import { createAdmin, createMember, type Member, uniqueEmail } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 13, item 1: personal data belongs to an account by user id, or by e-mail only once the
 * account has verified that address. Someone who registers with another person's address and
 * never confirms it must not see or erase that person's guest data.
 */
describe('attack: other people’s data through an unverified address', () => {
  let t: TestApp;
  let admin: Member;
  let consultantId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    consultantId = (await createConsultant(t, admin)).id;
  });
  afterAll(() => t.close());

  const as = (member: Member) => ({ authorization: `Bearer ${member.token}` });

  /** The victim uses the site as a guest: a workshop sign-up, a booking, a contact message. */
  async function guestTraces(email: string, hoursAhead: number) {
    const workshop = await createWorkshop(t, { guests: true });
    const guest = await t.gql(
      'mutation($s: ID!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Vera Opfer", email: $e) { id } }',
      { s: workshop.sessionIds[0], e: email },
    );
    expect(guest.errors).toBeUndefined();
    const booked = await t.gql(BOOK, {
      i: bookingInput(consultantId, fullHourAhead(hoursAhead), email),
    });
    expect(booked.errors).toBeUndefined();
    const contact = await t.gql(
      'mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) }',
      {
        i: { name: 'Vera Opfer', email, message: 'Meine vertrauliche Nachricht an Sie.' },
      },
    );
    expect(contact.errors).toBeUndefined();
    const signUp = await t.gql(
      'mutation($i: MarketingWorkshopRegistrationInput!) { registerForMarketingWorkshop(input: $i) }',
      { i: { name: 'Vera Opfer', email, goals: 'Vertrauliche Ziele' } },
    );
    expect(signUp.errors).toBeUndefined();
  }

  const counts = async (email: string) =>
    (
      await t.db.query<{ r: number; b: number; c: number; m: number }>(
        `SELECT (SELECT count(*)::int FROM workshop_registrations WHERE email = $1) AS r,
                (SELECT count(*)::int FROM bookings WHERE lower(email) = $1) AS b,
                (SELECT count(*)::int FROM contact_messages WHERE email = $1) AS c,
                (SELECT count(*)::int FROM marketing_workshop_registrations WHERE email = $1) AS m`,
        [email],
      )
    )[0];

  it('exportMyData of an unverified account holds none of the guest data under its address', async () => {
    const victim = uniqueEmail('victim');
    await guestTraces(victim, 30);
    const attacker = await createMember(t, { email: victim, verified: false });
    const result = await t.gql<{ exportMyData: string }>(
      'mutation { exportMyData }',
      {},
      as(attacker),
    );
    expect(result.errors).toBeUndefined();
    const data = JSON.parse(result.data!.exportMyData) as Record<string, unknown[]>;
    expect(data.workshop_registrations).toEqual([]);
    expect(data.consultation_bookings).toEqual([]);
    expect(data.contact_messages).toEqual([]);
    expect(data.workshop_sign_ups).toEqual([]);
    expect(result.data!.exportMyData).not.toContain('vertrauliche');
  });

  it('deleteMyAccount of an unverified account leaves the guest data under its address alone', async () => {
    const victim = uniqueEmail('victim');
    await guestTraces(victim, 40);
    const before = await counts(victim);
    expect(before).toEqual({ r: 1, b: 1, c: 1, m: 1 });
    const attacker = await createMember(t, { email: victim, verified: false });
    const deleted = await t.gql(
      'mutation($p: String) { deleteMyAccount(password: $p) }',
      { p: attacker.password },
      as(attacker),
    );
    expect(deleted.errors).toBeUndefined();
    expect(await counts(victim)).toEqual(before);
    const status = await t.db.query<{ status: string }>(
      'SELECT status FROM workshop_registrations WHERE email = $1',
      [victim],
    );
    expect(status[0].status).not.toBe('cancelled');
  });

  it('once the account has verified the address, the guest data is theirs to download and erase', async () => {
    const owner = uniqueEmail('owner');
    await guestTraces(owner, 50);
    const member = await createMember(t, { email: owner, verified: true });
    const result = await t.gql<{ exportMyData: string }>(
      'mutation { exportMyData }',
      {},
      as(member),
    );
    const data = JSON.parse(result.data!.exportMyData) as Record<string, unknown[]>;
    expect(data.workshop_registrations).toHaveLength(1);
    expect(data.consultation_bookings).toHaveLength(1);
    expect(data.contact_messages).toHaveLength(1);
    expect(data.workshop_sign_ups).toHaveLength(1);
    const deleted = await t.gql(
      'mutation($p: String) { deleteMyAccount(password: $p) }',
      { p: member.password },
      as(member),
    );
    expect(deleted.errors).toBeUndefined();
    expect(await counts(owner)).toEqual({ r: 0, b: 0, c: 0, m: 0 });
  });
});
