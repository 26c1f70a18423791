import { DataSource } from 'typeorm';
import { createWorkshop } from '../support/academy-fixtures.js';
import { createMember, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { MembershipService } from '../../src/modules/billing/membership.service.js';
import { MembershipsRepository } from '../../src/modules/billing/memberships.repository.js';

const DAY = 86_400_000;

describe('Academy membership: trial, paid membership, lapse', () => {
  let t: TestApp;
  let membership: MembershipService;
  const as = (m: Member): Record<string, string> => ({ authorization: `Bearer ${m.token}` });
  const registeredDaysAgo = (m: Member, days: number) =>
    t.db.query(`UPDATE users SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [
      m.id,
      days,
    ]);
  const register = async (m: Member) => {
    const w = await createWorkshop(t, { basePriceCents: 4900, discountPercent: 50 });
    const r = await t.gql<{ registerForWorkshop: { priceCents: number } }>(
      'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { priceCents } }',
      { s: w.sessionIds[0] },
      as(m),
    );
    expect(r.errors).toBeUndefined();
    return r.data!.registerForWorkshop.priceCents;
  };
  const view = async (m: Member) =>
    (
      await t.gql<{ myMembership: { status: string; trialEndsAt: string; endsAt: string | null } }>(
        '{ myMembership { status trialEndsAt startedAt endsAt monthlyFeeCents } }',
        {},
        as(m),
      )
    ).data!.myMembership;

  beforeAll(async () => {
    t = await createTestApp();
    membership = t.app.get(MembershipService);
  });
  afterAll(() => t.close());

  it('gives the member price in the trial and the base price once the trial has expired', async () => {
    const m = await createMember(t, { verified: true });
    await registeredDaysAgo(m, 59);
    expect((await view(m)).status).toBe('trial');
    expect(await register(m)).toBe(2450);
    await registeredDaysAgo(m, 61);
    expect((await view(m)).status).toBe('lapsed');
    expect(await register(m)).toBe(4900);
  });

  it('starts the paid membership with a monthly invoice, keeps the member price, ends at the month end', async () => {
    const m = await createMember(t, { verified: true, name: 'Paul Paid' });
    await registeredDaysAgo(m, 90);
    const started = await t.gql<{ startMembership: { status: string } }>(
      'mutation { startMembership(acceptTerms: true) { status } }',
      {},
      as(m),
    );
    expect(started.data?.startMembership.status).toBe('active');
    expect(await register(m)).toBe(2450);
    const first = await t.mail.waitFor(
      (mail) =>
        mail.envelopeTo.includes(m.email) &&
        (mail.subject ?? '').startsWith('Rechnung') &&
        (mail.subject ?? '').includes('Mitgliedschaft'),
    );
    expect(first.attachments.some((a) => a.mimeType === 'application/pdf')).toBe(true);
    const invoices = () =>
      t.db.query<{ gross_cents: number; purpose: string }>(
        "SELECT gross_cents, purpose FROM invoices WHERE user_id = $1 AND purpose = 'membership'",
        [m.id],
      );
    expect(await invoices()).toEqual([{ gross_cents: 2000, purpose: 'membership' }]);
    // Starting twice is refused; a month later the next invoice, once.
    const again = await t.gql(
      'mutation { startMembership(acceptTerms: true) { status } }',
      {},
      as(m),
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('MEMBERSHIP_STATE');
    // Paid in time (an unpaid one ends the membership once due; see below).
    await t.db.query(
      "UPDATE invoices SET payment_state = 'paid', paid_at = now() WHERE user_id = $1 AND purpose = 'membership'",
      [m.id],
    );
    const nextMonth = new Date(Date.now() + 32 * DAY);
    expect((await membership.runDue(nextMonth)).invoices).toBeGreaterThanOrEqual(1);
    await membership.runDue(nextMonth);
    expect(await invoices()).toHaveLength(2);

    const ended = await t.gql<{ endMembership: { status: string; endsAt: string } }>(
      'mutation { endMembership { status endsAt } }',
      {},
      as(m),
    );
    expect(ended.data?.endMembership.status).toBe('active');
    const endsAt = new Date(ended.data!.endMembership.endsAt);
    expect(endsAt.getTime()).toBeGreaterThan(Date.now());
    // After the end: no more invoices, lapsed, base price.
    await membership.runDue(new Date(Date.now() + 400 * DAY));
    expect(await invoices()).toHaveLength(2);
    await t.db.query(
      "UPDATE memberships SET ends_at = now() - interval '1 minute' WHERE user_id = $1",
      [m.id],
    );
    expect((await view(m)).status).toBe('lapsed');
    expect(await register(m)).toBe(4900);
  });

  it('mails once 7 days before the trial ends', async () => {
    const m = await createMember(t, { verified: true, name: 'Tina Trial' });
    await registeredDaysAgo(m, 54);
    const now = new Date();
    const first = await membership.runDue(now);
    expect(first.trialNotices).toBeGreaterThanOrEqual(1);
    const notice = (x: { envelopeTo: string[]; subject?: string }) =>
      x.envelopeTo.includes(m.email) && x.subject === 'Ihre Probemitgliedschaft endet in 7 Tagen';
    const mail = await t.mail.waitFor(notice);
    expect(mail.text).toContain('20 € im Monat');
    await membership.runDue(now);
    expect(t.mail.messages.filter(notice)).toHaveLength(1);
  });

  it('keeps promo codes and waitlist priority for trial and active members; a lapsed account has neither', async () => {
    const w = await createWorkshop(t, { basePriceCents: 4900, capacity: 1 });
    const code = `LAPSE${Date.now()}`;
    await t.db.query(
      `INSERT INTO academy_promo_codes (code, tool, description_de, description_en, workshop_id)
       VALUES ($1, 'Miro', 'Rabatt', 'Discount', $2)`,
      [code, w.id],
    );
    const codesOf = async (m: Member) => {
      const r = await t.gql<{
        academyBenefits: { promoCodes: Array<{ code: string }> };
        workshop: { promoCodes: Array<{ code: string }> };
      }>(
        'query($s: String!) { academyBenefits { promoCodes { code } } workshop(slugOrId: $s) { promoCodes { code } } }',
        { s: w.id },
        as(m),
      );
      expect(r.errors).toBeUndefined();
      const rest = await t.http.get(`/api/workshops/${w.id}`).set(as(m));
      return {
        graphql: r.data!.workshop.promoCodes.map((c) => c.code),
        rest: (
          rest.body as { workshop: { promo_codes: Array<{ code: string }> } }
        ).workshop.promo_codes.map((c) => c.code),
      };
    };
    const trial = await createMember(t, { verified: true });
    const lapsed = await createMember(t, { verified: true });
    await registeredDaysAgo(lapsed, 61);
    expect((await codesOf(trial)).graphql).toContain(code);
    expect((await codesOf(trial)).rest).toContain(code);
    expect(await codesOf(lapsed)).toEqual({ graphql: [], rest: [] });

    // The seat is taken; the lapsed account joins the waitlist first, the trial member second.
    const holder = await createMember(t, { verified: true });
    const join = (m: Member) =>
      t.gql<{ registerForWorkshop: { id: string; status: string } }>(
        'mutation($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, joinWaitlist: true) { id status } }',
        { s: w.sessionIds[0] },
        as(m),
      );
    const held = (await join(holder)).data!.registerForWorkshop;
    expect(held.status).toBe('confirmed');
    expect((await join(lapsed)).data!.registerForWorkshop.status).toBe('waitlisted');
    const trialWait = (await join(trial)).data!.registerForWorkshop;
    expect(trialWait.status).toBe('waitlisted');
    const cancelled = await t.gql(
      'mutation($id: ID!) { cancelRegistration(id: $id) { status } }',
      { id: held.id },
      as(holder),
    );
    expect(cancelled.errors).toBeUndefined();
    const [moved] = await t.db.query<{ status: string }>(
      'SELECT status FROM workshop_registrations WHERE id = $1',
      [trialWait.id],
    );
    expect(moved.status).toBe('confirmed');
  });

  it('ends a membership whose invoice is still unpaid after its due date, and says so once', async () => {
    const start = async (name: string) => {
      const m = await createMember(t, { verified: true, name });
      await registeredDaysAgo(m, 90);
      const started = await t.gql(
        'mutation { startMembership(acceptTerms: true) { status } }',
        {},
        as(m),
      );
      expect(started.errors).toBeUndefined();
      return m;
    };
    const unpaid = await start('Ulla Unbezahlt');
    const paid = await start('Pia Pünktlich');
    await t.db.query(
      "UPDATE invoices SET payment_state = 'paid', paid_at = now() WHERE user_id = $1 AND purpose = 'membership'",
      [paid.id],
    );
    // A day after the payment deadline (PAYMENT_DAYS, 7 by default).
    const later = new Date(Date.now() + 8 * DAY);
    expect((await membership.runDue(later)).endedUnpaid).toBeGreaterThanOrEqual(1);
    expect((await membership.view(unpaid.id, later)).status).toBe('lapsed');
    expect((await membership.view(paid.id, later)).status).toBe('active');
    const notice = (x: { envelopeTo: string[]; subject?: string }) =>
      x.envelopeTo.includes(unpaid.email) &&
      x.subject === 'Ihre Academy-Mitgliedschaft wurde beendet';
    const mail = await t.mail.waitFor(notice);
    expect(mail.text).toMatch(/Rechnung \d{4}-\d{5}/);
    await membership.runDue(later);
    expect(t.mail.messages.filter(notice)).toHaveLength(1);
    expect(
      t.mail.messages.some(
        (x) => x.envelopeTo.includes(paid.email) && /beendet/.test(x.subject ?? ''),
      ),
    ).toBe(false);
  });

  it('ending a membership that no longer runs is refused, so a racing second run neither counts nor mails it', async () => {
    const m = await createMember(t, { verified: true, name: 'Rita Rennen' });
    await registeredDaysAgo(m, 90);
    const started = await t.gql(
      'mutation { startMembership(acceptTerms: true) { status } }',
      {},
      as(m),
    );
    expect(started.errors).toBeUndefined();
    const repo = t.app.get(MembershipsRepository);
    const end = () =>
      t.app.get(DataSource).transaction((tx) => repo.endRunning(tx, m.id, new Date()));

    expect(await end()).toBe(true);
    // The second job run had listed the member before the first ended the membership.
    expect(await end()).toBe(false);
  });
});
