import {
  createAdmin,
  createMember,
  linkIn,
  type Member,
  refreshCookieOf,
  STRONG_PASSWORD,
} from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 13, item 4: an access token ends with its session. Logout, a password change or reset,
 * deletion, disabling and demotion end old access tokens at once; role and status come from
 * the database, not from the token.
 */
describe('attack: access tokens that outlive their session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (token: string) => t.http.get('/auth/me').set(bearer(token));
  const myTickets = (token: string) => t.gql('{ myTickets { id } }', {}, bearer(token));
  const allTickets = (token: string) => t.gql('{ allTickets { id } }', {}, bearer(token));
  const signIn = async (member: Member) => {
    const response = await t.http
      .post('/auth/login')
      .send({ email: member.email, password: member.password });
    expect(response.status).toBe(200);
    return {
      token: response.body.token as string,
      cookie: refreshCookieOf(response.headers['set-cookie'])!,
    };
  };

  it('logout ends the access token of that session at once, not the other sessions', async () => {
    const member = await createMember(t);
    const other = await signIn(member);
    expect((await me(member.token)).status).toBe(200);
    await t.http.post('/auth/logout').set('cookie', member.cookie).expect(200);
    const after = await me(member.token);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('UNAUTHENTICATED');
    expect((await me(other.token)).status).toBe(200);
  });

  it('a password change ends the access tokens of the other sessions, this one stays', async () => {
    const member = await createMember(t);
    const other = await signIn(member);
    await t.http
      .post('/api/auth/change-password')
      .set(bearer(member.token))
      .set('cookie', member.cookie)
      .send({ currentPassword: STRONG_PASSWORD, newPassword: 'Neues-Passwort-fuer-heute-7' })
      .expect(200);
    expect((await me(other.token)).status).toBe(401);
    expect((await me(member.token)).status).toBe(200);
  });

  it('a password reset ends every access token of the account', async () => {
    const member = await createMember(t);
    await t.http.post('/api/auth/request-reset').send({ email: member.email }).expect(200);
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && /Passwort/.test(m.subject ?? ''),
    );
    const token = new URL(linkIn(mail.text, '/auth/reset')).searchParams.get('token')!;
    await t.http
      .post('/api/auth/reset')
      .send({ token, newPassword: 'Ganz-neues-Passwort-2026' })
      .expect(200);
    expect((await me(member.token)).status).toBe(401);
  });

  it('a deleted account’s token is refused with 401, never a 500', async () => {
    const member = await createMember(t);
    const deleted = await t.gql(
      'mutation($p: String) { deleteMyAccount(password: $p) }',
      { p: member.password },
      bearer(member.token),
    );
    expect(deleted.errors).toBeUndefined();
    const ticket = await t.gql(
      'mutation($i: CreateTicketInput!) { createTicket(input: $i) { id } }',
      { i: { subject: 'Hallo', category: 'general', message: 'Noch da?' } },
      bearer(member.token),
    );
    expect(ticket.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await t.http
      .post('/api/tickets/create')
      .set(bearer(member.token))
      .send({ subject: 'Hallo', category: 'general', message: 'Noch da?' });
    expect(rest.status).toBe(401);
  });

  it('a disabled account’s token stops working at once', async () => {
    const member = await createMember(t);
    expect((await myTickets(member.token)).errors).toBeUndefined();
    await t.db.query("UPDATE users SET status = 'disabled' WHERE id = $1", [member.id]);
    expect((await myTickets(member.token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await me(member.token)).status).toBe(401);
  });

  it('a demoted admin’s token loses the admin rights at once (role from the database)', async () => {
    const admin = await createAdmin(t);
    expect((await allTickets(admin.token)).errors).toBeUndefined();
    await t.db.query("UPDATE users SET role = 'CLIENT' WHERE id = $1", [admin.id]);
    expect((await allTickets(admin.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.http.get('/api/tickets/admin').set(bearer(admin.token))).status).toBe(403);
  });

  it('a promoted member gets the new role without signing in again', async () => {
    const member = await createMember(t);
    expect((await allTickets(member.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await t.db.query("UPDATE users SET role = 'ADMIN' WHERE id = $1", [member.id]);
    expect((await allTickets(member.token)).errors).toBeUndefined();
  });
});
