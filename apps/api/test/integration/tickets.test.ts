import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { TicketsService } from '../../src/modules/tickets/tickets.service.js';
import { createAdmin, createMember, linkIn, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const TICKET_FIELDS =
  'id subject category status owner { id name email } messages { body fromTeam authorName }';

interface TicketData {
  id: string;
  subject: string;
  category: string;
  status: string;
  owner: { id: string; name: string; email: string };
  messages: Array<{ body: string; fromTeam: boolean; authorName: string | null }>;
}

describe('support tickets', () => {
  let t: TestApp;
  let admin: Member;
  let member: Member;
  let other: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    member = await createMember(t, { name: 'Mia Mitglied' });
    other = await createMember(t, { name: 'Otto Anders' });
  });
  afterAll(() => t.close());

  const as = (who: Member | null, locale = 'de'): Record<string, string> => ({
    'x-locale': locale,
    ...(who ? { authorization: `Bearer ${who.token}` } : {}),
  });
  const create = (who: Member | null, input: Record<string, unknown>, locale = 'de') =>
    t.gql<{ createTicket: TicketData }>(
      `mutation($i: CreateTicketInput!) { createTicket(input: $i) { ${TICKET_FIELDS} } }`,
      { i: input },
      as(who, locale),
    );
  const getTicket = (who: Member | null, id: string) =>
    t.gql<{ ticket: TicketData }>(
      `query($id: ID!) { ticket(id: $id) { ${TICKET_FIELDS} } }`,
      { id },
      as(who),
    );
  const followUp = (who: Member | null, ticketId: string, message: string) =>
    t.gql<{ addTicketMessage: TicketData }>(
      `mutation($i: TicketMessageInput!) { addTicketMessage(input: $i) { ${TICKET_FIELDS} } }`,
      { i: { ticketId, message } },
      as(who),
    );
  const reply = (who: Member | null, ticketId: string, message: string) =>
    t.gql<{ replyToTicket: TicketData }>(
      `mutation($i: TicketMessageInput!) { replyToTicket(input: $i) { ${TICKET_FIELDS} } }`,
      { i: { ticketId, message } },
      as(who),
    );
  const close = (who: Member | null, id: string) =>
    t.gql<{ closeTicket: TicketData }>(
      `mutation($id: ID!) { closeTicket(id: $id) { ${TICKET_FIELDS} } }`,
      { id },
      as(who),
    );
  const queue = (who: Member | null, status?: string) =>
    t.gql<{ allTickets: TicketData[] }>(
      `query($s: String) { allTickets(status: $s) { id status subject owner { email } } }`,
      { s: status },
      as(who),
    );
  const myTickets = async (who: Member) =>
    (
      await t.gql<{ myTickets: TicketData[] }>(
        `{ myTickets { ${TICKET_FIELDS} } }`,
        undefined,
        as(who),
      )
    ).data!.myTickets;
  const codeOf = (result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
    result.errors?.[0]?.extensions?.code;
  const idsIn = (body: unknown) =>
    (body as { tickets: Array<{ id: string }> }).tickets.map((x) => x.id);
  const ticketCount = async () =>
    Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM tickets'))[0].n);

  it('lets a member open a ticket over REST; the admins are emailed with a link to it', async () => {
    const response = await t.http.post('/api/tickets/create').set(as(member)).send({
      subject: '  Rechnung fehlt ',
      category: 'billing',
      message: 'Wo ist meine Rechnung?',
    });
    expect(response.status).toBe(201);
    expect(response.body.ticket).toMatchObject({
      subject: 'Rechnung fehlt',
      category: 'billing',
      status: 'open',
      owner: { id: member.id, email: member.email, name: 'Mia Mitglied' },
      messages: [{ body: 'Wo ist meine Rechnung?', from_team: false, author_name: 'Mia Mitglied' }],
    });
    const id = response.body.ticket.id as string;
    const mail = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(admin.email) && m.subject === 'Neues Support-Ticket: Rechnung fehlt',
    );
    expect(mail.text).toContain('Wo ist meine Rechnung?');
    expect(mail.text).toContain(member.email);
    expect(linkIn(mail.text, '/member-area/tickets/admin')).toContain(id);

    const listed = await t.http.get('/api/tickets/meine-tickets').set(as(member));
    expect(listed.status).toBe(200);
    expect(idsIn(listed.body)).toContain(id);
    const mine = (
      listed.body as { tickets: Array<{ id: string; status: string; messages: unknown[] }> }
    ).tickets.find((x) => x.id === id);
    expect(mine).toMatchObject({
      status: 'open',
      messages: [{ body: 'Wo ist meine Rechnung?', from_team: false }],
    });
  });

  it('runs the whole conversation: reply (member emailed in their language), follow-up, close', async () => {
    await t.db.query("UPDATE users SET locale = 'en' WHERE id = $1", [member.id]);
    const created = await create(member, {
      subject: 'Login problem',
      category: 'account',
      message: 'I cannot sign in with GitHub.',
    });
    const ticket = created.data!.createTicket;
    expect(ticket.status).toBe('open');

    const answered = await reply(admin, ticket.id, 'Please try again now, we fixed it.');
    expect(answered.data!.replyToTicket.status).toBe('answered');
    const replyMail = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(member.email) && m.subject === 'Reply to your ticket: Login problem',
    );
    expect(replyMail.text).toContain('Please try again now, we fixed it.');
    expect(linkIn(replyMail.text, '/member-area/tickets/')).toMatch(
      new RegExp(`/member-area/tickets/${ticket.id}$`),
    );

    const seen = (await getTicket(member, ticket.id)).data!.ticket;
    expect(seen.messages).toEqual([
      { body: 'I cannot sign in with GitHub.', fromTeam: false, authorName: 'Mia Mitglied' },
      expect.objectContaining({ body: 'Please try again now, we fixed it.', fromTeam: true }),
    ]);

    const again = await followUp(member, ticket.id, 'Still broken, sorry.');
    expect(again.data!.addTicketMessage.status).toBe('open');
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(admin.email) &&
        m.subject === 'Neue Nachricht zum Ticket: Login problem' &&
        Boolean(m.text?.includes('Still broken, sorry.')),
    );

    const closed = await close(admin, ticket.id);
    expect(closed.data!.closeTicket.status).toBe('closed');
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(member.email) &&
        m.subject === 'Your ticket has been closed: Login problem',
    );

    // Nothing more lands on a closed ticket, from either side.
    const late = await followUp(member, ticket.id, 'One more thing');
    expect(codeOf(late)).toBe('TICKET_CLOSED');
    expect(codeOf(await reply(admin, ticket.id, 'Late reply'))).toBe('TICKET_CLOSED');
    expect(codeOf(await close(admin, ticket.id))).toBe('TICKET_CLOSED');
    expect((await getTicket(member, ticket.id)).data!.ticket.messages).toHaveLength(3);
    await t.db.query("UPDATE users SET locale = 'de' WHERE id = $1", [member.id]);
  });

  it('never shows or lets anyone touch another member’s ticket, not even whether it exists', async () => {
    const mine = (
      await create(member, { subject: 'Privat', category: 'general', message: 'Nur für mich' })
    ).data!.createTicket;
    const missing = randomUUID();

    for (const id of [mine.id, missing, 'not-a-uuid']) {
      const read = await getTicket(other, id);
      expect(codeOf(read)).toBe('TICKET_NOT_FOUND');
      expect(read.errors?.[0]?.message).toBe('Ticket nicht gefunden.');
      expect(codeOf(await followUp(other, id, 'Hallo?'))).toBe('TICKET_NOT_FOUND');
      const rest = await t.http.get(`/api/tickets/${id}`).set(as(other));
      expect(rest.status).toBe(404);
      expect(rest.body.error.code).toBe('TICKET_NOT_FOUND');
      const restMessage = await t.http
        .post(`/api/tickets/${id}/messages`)
        .set(as(other))
        .send({ message: 'Hallo?' });
      expect(restMessage.status).toBe(404);
    }
    expect((await myTickets(other)).map((x) => x.id)).not.toContain(mine.id);
    const otherList = await t.http.get('/api/tickets/meine-tickets').set(as(other));
    expect(idsIn(otherList.body)).not.toContain(mine.id);

    // Admin operations are refused to members, whoever owns the ticket.
    for (const who of [member, other]) {
      expect(codeOf(await queue(who))).toBe('FORBIDDEN');
      expect(codeOf(await reply(who, mine.id, 'Selbst beantwortet'))).toBe('FORBIDDEN');
      expect(codeOf(await close(who, mine.id))).toBe('FORBIDDEN');
      expect((await t.http.get('/api/tickets/admin').set(as(who))).status).toBe(403);
      expect(
        (
          await t.http
            .post(`/api/tickets/admin/${mine.id}/reply`)
            .set(as(who))
            .send({ message: 'x' })
        ).status,
      ).toBe(403);
      expect(
        (await t.http.post(`/api/tickets/admin/${mine.id}/close`).set(as(who)).send({})).status,
      ).toBe(403);
    }
    const untouched = (await getTicket(member, mine.id)).data!.ticket;
    expect(untouched.status).toBe('open');
    expect(untouched.messages).toHaveLength(1);
  });

  it('lands no message on a ticket once it is closed, even when both happen at once', async () => {
    const ticket = (
      await create(member, { subject: 'Gleichzeitig', category: 'general', message: 'Start' })
    ).data!.createTicket;
    const [closed, ...followUps] = await Promise.all([
      close(admin, ticket.id),
      ...Array.from({ length: 8 }, (_, n) => followUp(member, ticket.id, `Nachtrag ${n}`)),
    ]);
    expect(closed.data?.closeTicket.status).toBe('closed');
    const accepted = followUps.filter((result) => result.data?.addTicketMessage);
    const refused = followUps.filter((result) => codeOf(result) === 'TICKET_CLOSED');
    expect(accepted.length + refused.length).toBe(8);
    // Each follow-up either came before the close (and the close then won) or was refused.
    const final = (await getTicket(member, ticket.id)).data!.ticket;
    expect(final.status).toBe('closed');
    expect(final.messages).toHaveLength(1 + accepted.length);
  });

  it('refuses visitors everywhere', async () => {
    const id = randomUUID();
    const results = [
      await t.gql('{ myTickets { id } }', undefined, as(null)),
      await getTicket(null, id),
      await create(null, { subject: 'x', category: 'general', message: 'y' }),
      await followUp(null, id, 'y'),
      await queue(null),
      await reply(null, id, 'y'),
      await close(null, id),
    ];
    for (const result of results) expect(codeOf(result)).toBe('UNAUTHENTICATED');
    const rest = [
      await t.http.get('/api/tickets/meine-tickets'),
      await t.http
        .post('/api/tickets/create')
        .send({ subject: 'x', category: 'general', message: 'y' }),
      await t.http.get(`/api/tickets/${id}`),
      await t.http.post(`/api/tickets/${id}/messages`).send({ message: 'y' }),
      await t.http.get('/api/tickets/admin'),
      await t.http.post(`/api/tickets/admin/${id}/reply`).send({ message: 'y' }),
      await t.http.post(`/api/tickets/admin/${id}/close`).send({}),
    ];
    for (const response of rest) expect(response.status).toBe(401);
  });

  it('gives admins the whole queue, filtered by status, and REST twins for reply and close', async () => {
    const a = (
      await create(other, { subject: 'Queue A', category: 'workshops', message: 'Frage A' })
    ).data!.createTicket;
    const b = (
      await create(member, { subject: 'Queue B', category: 'technical', message: 'Frage B' })
    ).data!.createTicket;

    const replied = await t.http
      .post(`/api/tickets/admin/${b.id}/reply`)
      .set(as(admin))
      .send({ message: 'Antwort B' });
    expect(replied.status).toBe(200);
    expect(replied.body.ticket.status).toBe('answered');
    expect(replied.body.ticket.messages[1]).toMatchObject({ body: 'Antwort B', from_team: true });
    await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && m.subject === 'Antwort auf Ihr Ticket: Queue B',
    );

    const all = (await queue(admin)).data!.allTickets;
    expect(all.map((x) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    // Open tickets come first.
    const firstNotOpen = all.findIndex((x) => x.status !== 'open');
    expect(all.slice(firstNotOpen).every((x) => x.status !== 'open')).toBe(true);
    const open = (await queue(admin, 'open')).data!.allTickets;
    expect(open.map((x) => x.id)).toContain(a.id);
    expect(open.map((x) => x.id)).not.toContain(b.id);
    expect(open.every((x) => x.status === 'open')).toBe(true);
    const restAnswered = await t.http.get('/api/tickets/admin?status=answered').set(as(admin));
    expect(idsIn(restAnswered.body)).toContain(b.id);
    expect(codeOf(await queue(admin, 'pending'))).toBe('VALIDATION_FAILED');
    expect((await t.http.get('/api/tickets/admin?status=pending').set(as(admin))).status).toBe(400);

    // Admins read any ticket, but answer as the team rather than writing as the member.
    expect((await getTicket(admin, a.id)).data!.ticket.owner.email).toBe(other.email);
    expect(codeOf(await followUp(admin, a.id, 'Als Mitglied?'))).toBe('FORBIDDEN');

    const closed = await t.http.post(`/api/tickets/admin/${a.id}/close`).set(as(admin)).send({});
    expect(closed.body.ticket.status).toBe('closed');
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(other.email) && m.subject === 'Ihr Ticket wurde geschlossen: Queue A',
    );
    expect(
      (await t.http.post(`/api/tickets/admin/${a.id}/reply`).set(as(admin)).send({ message: 'x' }))
        .status,
    ).toBe(409);
  });

  it.each([
    ['an empty subject', { subject: '   ' }, 'subject', 'Dieses Feld ist erforderlich.'],
    ['a subject with a line break', { subject: 'Hallo\nBcc: x@y.z' }, 'subject', undefined],
    ['an oversized subject', { subject: 'x'.repeat(161) }, 'subject', 'Der Text ist zu lang.'],
    ['an empty message', { message: '' }, 'message', 'Dieses Feld ist erforderlich.'],
    ['an oversized message', { message: 'x'.repeat(5001) }, 'message', 'Der Text ist zu lang.'],
    ['an unknown category', { category: 'gossip' }, 'category', 'Dieser Wert ist nicht erlaubt.'],
  ])('refuses %s with a field message and stores nothing', async (_case, override, field, text) => {
    const before = await ticketCount();
    const body = { subject: 'Gültig', category: 'general', message: 'Gültig', ...override };
    const rest = await t.http.post('/api/tickets/create').set(as(member)).send(body);
    expect(rest.status).toBe(400);
    expect(rest.body.error.code).toBe('VALIDATION_FAILED');
    expect(rest.body.error.message).toBe('Bitte prüfen Sie Ihre Eingaben.');
    expect(rest.body.error.fields[field]).toBeTruthy();
    if (text) expect(rest.body.error.fields[field]).toBe(text);
    const gql = await create(member, body);
    expect(codeOf(gql)).toBe('VALIDATION_FAILED');
    expect(await ticketCount()).toBe(before);
  });

  it('loads the conversations of a whole queue in one query', async () => {
    for (const subject of ['Batch 1', 'Batch 2', 'Batch 3']) {
      await create(member, { subject, category: 'general', message: `Text ${subject}` });
    }
    const load = jest.spyOn(t.app.get(TicketsService), 'messagesByTicket');
    const queue = await t.gql<{ allTickets: Array<{ subject: string; messages: unknown[] }> }>(
      '{ allTickets { subject messages { body } } }',
      {},
      as(admin),
    );
    const batch = queue.data?.allTickets.filter((ticket) => ticket.subject.startsWith('Batch'));
    expect(batch).toHaveLength(3);
    expect(batch?.every((ticket) => ticket.messages.length === 1)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    load.mockRestore();
  });

  it('answers bad input in English for English callers, and refuses oversized follow-ups', async () => {
    const rest = await t.http
      .post('/api/tickets/create')
      .set(as(member, 'en'))
      .send({ subject: '', category: 'general', message: 'x' });
    expect(rest.body.error).toMatchObject({
      message: 'Please check your input.',
      fields: { subject: 'This field is required.' },
    });
    const ticket = (
      await create(member, { subject: 'Lang', category: 'general', message: 'Start' })
    ).data!.createTicket;
    const tooLong = await followUp(member, ticket.id, 'x'.repeat(5001));
    expect(codeOf(tooLong)).toBe('VALIDATION_FAILED');
    const unknownField = await t.http
      .post('/api/tickets/create')
      .set(as(member))
      .send({ subject: 'x', category: 'general', message: 'y', status: 'closed' });
    expect(unknownField.status).toBe(400);
    expect((await getTicket(member, ticket.id)).data!.ticket.messages).toHaveLength(1);
  });
});

describe('ticket creation limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => t.close());

  it('allows 10 new tickets per account and hour, then answers 429 and stores nothing more', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const open = (who: Member, n: number) =>
      t.http
        .post('/api/tickets/create')
        .set({ authorization: `Bearer ${who.token}` })
        .send({ subject: `Ticket ${n}`, category: 'general', message: 'Text' });
    for (let n = 1; n <= 10; n++) expect((await open(member, n)).status).toBe(201);
    const refused = await open(member, 11);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    const count = await t.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM tickets WHERE owner_id = $1',
      [member.id],
    );
    expect(Number(count[0].n)).toBe(10);
    // The limit is per account: someone else still gets through.
    expect((await open(other, 1)).status).toBe(201);
  });
});
