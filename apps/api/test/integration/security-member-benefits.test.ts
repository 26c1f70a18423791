import { createWorkshop } from '../support/academy-fixtures.js';
import { createMember, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { MembershipService } from '../../src/modules/billing/membership.service.js';

const as = (m: Member): Record<string, string> => ({ authorization: `Bearer ${m.token}` });

/** Issue 13: member benefits without a verified address or without paying. */
describe('attack: member benefits without verification or payment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a never-verified account sees no promo codes and no members-only workshop', async () => {
    const w = await createWorkshop(t, { visibility: 'members_only' });
    const code = `UNVERIFIED${Date.now()}`;
    await t.db.query(
      `INSERT INTO academy_promo_codes (code, tool, description_de, description_en, workshop_id)
       VALUES ($1, 'Miro', 'Rabatt', 'Discount', NULL)`,
      [code],
    );
    const unverified = await createMember(t);
    const verified = await createMember(t, { verified: true });

    const benefits = (m: Member) =>
      t.gql<{ academyBenefits: { promoCodes: Array<{ code: string }> } }>(
        '{ academyBenefits { promoCodes { code } } }',
        {},
        as(m),
      );
    expect(
      (await benefits(verified)).data!.academyBenefits.promoCodes.map((c) => c.code),
    ).toContain(code);
    expect((await benefits(unverified)).data!.academyBenefits.promoCodes).toEqual([]);

    const detail = (m: Member) =>
      t.gql<{ workshop: { description: string } }>(
        'query($s: String!) { workshop(slugOrId: $s) { description } }',
        { s: w.slug },
        as(m),
      );
    expect((await detail(verified)).data?.workshop.description).toBeTruthy();
    const hidden = await detail(unverified);
    expect(hidden.data).toBeNull();
    expect(hidden.errors?.[0]?.extensions?.code).toBe('ACADEMY_WORKSHOP_MEMBERS_ONLY');
    const rest = await t.http.get(`/api/workshops/${w.slug}`).set(as(unverified));
    expect(JSON.stringify(rest.body)).not.toContain('Ein Workshop zum Ausprobieren');

    const listed = (m: Member) =>
      t.gql<{ workshops: { workshops: Array<{ id: string }> } }>(
        '{ workshops(limit: 100) { workshops { id } } }',
        {},
        as(m),
      );
    expect((await listed(verified)).data!.workshops.workshops.map((x) => x.id)).toContain(w.id);
    expect((await listed(unverified)).data!.workshops.workshops.map((x) => x.id)).not.toContain(
      w.id,
    );
    expect(await t.app.get(MembershipService).hasBenefits(unverified.id)).toBe(false);
  });

  it('a lapsed member cannot restart the membership while its last invoice is overdue', async () => {
    const m = await createMember(t, { verified: true, name: 'Lars Lapsed' });
    await t.db.query(`UPDATE users SET created_at = now() - interval '90 days' WHERE id = $1`, [
      m.id,
    ]);
    const start = (headers: Record<string, string> = {}) =>
      t.gql<{ startMembership: { status: string } }>(
        'mutation { startMembership(acceptTerms: true) { status } }',
        {},
        { ...as(m), ...headers },
      );
    // Started ten days ago; its first invoice (7 days to pay) is overdue, so the scheduled run
    // ends the membership.
    await t.app
      .get(MembershipService)
      .start(m.id, { acceptTerms: true }, new Date(Date.now() - 10 * 86_400_000));
    await t.app.get(MembershipService).runDue(new Date());
    expect(await t.app.get(MembershipService).hasBenefits(m.id)).toBe(false);

    const refused = await start();
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message:
        'Eine Rechnung Ihrer Mitgliedschaft ist überfällig. Bitte bezahlen Sie sie zuerst; danach können Sie die Mitgliedschaft wieder starten.',
      extensions: { code: 'MEMBERSHIP_INVOICE_OVERDUE' },
    });
    const english = await start({ 'x-locale': 'en' });
    expect(english.errors?.[0]?.message).toBe(
      'An invoice of your membership is overdue. Please pay it first; then you can start the membership again.',
    );
    expect(await t.app.get(MembershipService).hasBenefits(m.id)).toBe(false);
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invoices WHERE user_id = $1 AND purpose = 'membership'`,
      [m.id],
    );
    expect(n).toBe(1);

    // No member price while it waits.
    const w = await createWorkshop(t, { basePriceCents: 4900, discountPercent: 50 });
    const booked = await t.gql<{ registerForWorkshop: { priceCents: number } }>(
      'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { priceCents } }',
      { s: w.sessionIds[0] },
      as(m),
    );
    expect(booked.data?.registerForWorkshop.priceCents).toBe(4900);

    // Paid: the restart works again.
    await t.db.query(
      `UPDATE invoices SET payment_state = 'paid', paid_at = now()
        WHERE user_id = $1 AND purpose = 'membership'`,
      [m.id],
    );
    expect((await start()).data?.startMembership.status).toBe('active');
  });
});
