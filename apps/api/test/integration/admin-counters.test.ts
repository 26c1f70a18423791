import { createWorkshop } from '../support/academy-fixtures.js';
import { createAdmin, createMember, type Member, uniqueEmail } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Counters {
  pendingApprovals: number;
  openTickets: number;
  failedMails: number;
  openPayments: number;
}

describe('Admin tab counters: one query, the same numbers as the lists', () => {
  let t: TestApp;
  let admin: Member;
  let member: Member;
  const as = (m: Member): Record<string, string> => ({ authorization: `Bearer ${m.token}` });

  const counters = async (): Promise<Counters> => {
    const r = await t.gql<{ adminCounters: Counters }>(
      '{ adminCounters { pendingApprovals openTickets failedMails openPayments } }',
      {},
      as(admin),
    );
    expect(r.errors).toBeUndefined();
    return r.data!.adminCounters;
  };
  /** The lengths of the four lists the admin tab shows. */
  const lists = async (): Promise<Counters> => {
    const r = await t.gql<{
      pendingWorkshops: unknown[];
      allTickets: unknown[];
      failedMails: unknown[];
      adminInvoices: unknown[];
    }>(
      '{ pendingWorkshops { id } allTickets(status: "open") { id } failedMails { id } adminInvoices(state: "open") { id } }',
      {},
      as(admin),
    );
    expect(r.errors).toBeUndefined();
    return {
      pendingApprovals: r.data!.pendingWorkshops.length,
      openTickets: r.data!.allTickets.length,
      failedMails: r.data!.failedMails.length,
      openPayments: r.data!.adminInvoices.length,
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    member = await createMember(t, { verified: true });
  });
  afterAll(() => t.close());

  it('counts what waits in each section and matches every list', async () => {
    const before = await counters();
    expect(before).toEqual(await lists());

    // One of each: an unapproved workshop, an open ticket, a failed mail, an open invoice.
    await createWorkshop(t, { approved: false });
    const ticket = await t.gql(
      'mutation($i: CreateTicketInput!) { createTicket(input: $i) { id } }',
      {
        i: { subject: 'Frage zur Rechnung', category: 'general', message: 'Wann ist sie fällig?' },
      },
      as(member),
    );
    expect(ticket.errors).toBeUndefined();
    await t.db.query(
      `INSERT INTO mail_outbox (key, recipient, subject, message, status, attempts, last_error)
       VALUES ($1, 'weg@example.com', 'Hallo', '{}'::jsonb, 'failed', 8, '550 no such user')`,
      [`counter-test:${Date.now()}`],
    );
    const paid = await createWorkshop(t, { basePriceCents: 3900 });
    const sold = await t.gql(
      'mutation($s: ID!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Olga Offen", email: $e) { id } }',
      { s: paid.sessionIds[0], e: uniqueEmail('offen') },
    );
    expect(sold.errors).toBeUndefined();

    const after = await counters();
    expect(after).toEqual({
      pendingApprovals: before.pendingApprovals + 1,
      openTickets: before.openTickets + 1,
      failedMails: before.failedMails + 1,
      openPayments: before.openPayments + 1,
    });
    expect(after).toEqual(await lists());

    // Paying the invoice takes it off the open count and the open list alike.
    const [invoice] = await t.db.query<{ id: string }>(
      `SELECT id FROM invoices WHERE buyer_name = 'Olga Offen'`,
    );
    const marked = await t.gql(
      'mutation($i: [ID!]!) { setPaymentState(ids: $i, state: "paid") }',
      { i: [invoice.id] },
      as(admin),
    );
    expect(marked.errors).toBeUndefined();
    const settled = await counters();
    expect(settled.openPayments).toBe(before.openPayments);
    expect(settled).toEqual(await lists());
  });

  it('is for admins only', async () => {
    const denied = await t.gql('{ adminCounters { openPayments } }', {}, as(member));
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await t.gql('{ adminCounters { openPayments } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
