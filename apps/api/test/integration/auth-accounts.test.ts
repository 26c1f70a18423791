import { AccountsService } from '../../src/modules/auth/accounts.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  createMember,
  linkIn,
  refreshCookieOf,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../support/factories.js';

describe('accounts: registration, verification, sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers, records consent and sends the verification mail in German; sign-in works before verifying', async () => {
    const email = uniqueEmail('Neu');
    const response = await t.http.post('/auth/register').send({
      email,
      password: STRONG_PASSWORD,
      name: 'Nina Neu',
      company: 'Neu GmbH',
      privacyConsent: true,
      newsletterConsent: true,
    });
    expect(response.status).toBe(201);
    // Registration starts no session (it answers taken addresses alike); signing in does.
    expect(response.body).toEqual({ success: true });
    const login = await t.http.post('/auth/login').send({ email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    expect(String(login.body.token).split('.')).toHaveLength(3);
    expect(login.body.user).toMatchObject({
      email: email.toLowerCase(),
      name: 'Nina Neu',
      role: 'CLIENT',
      tenant_id: 1,
      email_verified: false,
    });
    const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('oiv_refresh='),
    );
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const [row] = await t.db.query<{
      privacy_consent_at: Date;
      newsletter_consent: boolean;
      password_hash: string;
    }>('SELECT privacy_consent_at, newsletter_consent, password_hash FROM users WHERE email = $1', [
      email.toLowerCase(),
    ]);
    expect(row.privacy_consent_at).toBeInstanceOf(Date);
    expect(row.newsletter_consent).toBe(true);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email.toLowerCase()));
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain('24 Stunden');
  });

  it('writes the verification mail in English for an English visitor', async () => {
    const email = uniqueEmail();
    await t.http
      .post('/auth/register')
      .set('accept-language', 'en')
      .send({ email, password: STRONG_PASSWORD, name: 'Ann', privacyConsent: true });
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.subject).toBe('Please confirm your email address');
  });

  it.each([
    ['missing consent', { privacyConsent: false }, 400, 'CONSENT_REQUIRED'],
    ['a weak password', { password: 'password123' }, 400, 'WEAK_PASSWORD'],
    ['a short password', { password: 'short1' }, 400, 'WEAK_PASSWORD'],
    ['a malformed email', { email: 'not-an-email' }, 400, 'VALIDATION_FAILED'],
    ['an oversized name', { name: 'x'.repeat(201) }, 400, 'VALIDATION_FAILED'],
    ['a role smuggled in', { role: 'ADMIN' }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s and creates nothing', async (_case, override, status, code) => {
    const email = uniqueEmail();
    const response = await t.http.post('/auth/register').send({
      email,
      password: STRONG_PASSWORD,
      name: 'Bad Input',
      privacyConsent: true,
      ...override,
    });
    expect(response.status).toBe(status);
    expect(response.body.error.code).toBe(code);
    expect(response.body.error.message).toEqual(expect.any(String));
    expect(await t.db.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
  });

  it('creates no second account for a taken email, whatever its case (same answer as new)', async () => {
    const member = await createMember(t);
    const response = await t.http.post('/auth/register').send({
      email: member.email.toUpperCase(),
      password: STRONG_PASSWORD,
      name: 'Twin',
      privacyConsent: true,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true });
    const rows = await t.db.query<{ name: string }>('SELECT name FROM users WHERE email = $1', [
      member.email.toLowerCase(),
    ]);
    expect(rows).toEqual([{ name: 'Erika Muster' }]);
  });

  it('verifies the email through the mailed link once, then sends the welcome mail', async () => {
    const member = await createMember(t);
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && /bestätigen/.test(m.subject ?? ''),
    );
    const link = new URL(linkIn(mail.text, '/api/auth/verify?token='));
    const first = await t.http.get(`${link.pathname}${link.search}`).set('accept', 'text/html');
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/verify-email?verified=1');
    const me = await t.http.get('/auth/me').set('authorization', `Bearer ${member.token}`);
    expect(me.body.data.email_verified).toBe(true);
    await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && /Willkommen/.test(m.subject ?? ''),
    );
    const again = await t.http
      .get(`${link.pathname}${link.search}`)
      .set('accept', 'application/json');
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('INVALID_LINK');
  });

  it('refuses an expired verification link', async () => {
    const member = await createMember(t);
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(member.email));
    await t.db.query(
      `UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [member.id],
    );
    const token = new URL(linkIn(mail.text, '/api/auth/verify?token=')).searchParams.get('token');
    const result = await t.gql(
      'mutation($t: String!) { verifyEmail(input: { token: $t }) { id } }',
      { t: token },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_LINK');
  });

  it('resends verification with the same answer for known and unknown addresses', async () => {
    const member = await createMember(t);
    const known = await t.http.post('/api/auth/resend-verification').send({ email: member.email });
    const unknown = await t.http
      .post('/api/auth/resend-verification')
      .send({ email: uniqueEmail('nobody') });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(member.email) &&
        t.mail.messages.filter((x) => x.envelopeTo.includes(member.email)).length >= 2,
    );
  });

  it('signs in with email and password, and refuses wrong ones with one message', async () => {
    const member = await createMember(t);
    const ok = await t.http
      .post('/auth/login')
      .send({ email: member.email.toUpperCase(), password: STRONG_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(member.id);
    const wrong = await t.http
      .post('/auth/login')
      .send({ email: member.email, password: 'not-the-password' });
    const unknown = await t.http
      .post('/auth/login')
      .send({ email: uniqueEmail('ghost'), password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('refuses a disabled account', async () => {
    const member = await createMember(t);
    await t.db.query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [member.id]);
    const response = await t.http
      .post('/auth/login')
      .send({ email: member.email, password: STRONG_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('ACCOUNT_DISABLED');
  });

  it('answers me over REST (wrapped in data) and GraphQL', async () => {
    const member = await createMember(t, { name: 'Mia Me' });
    const rest = await t.http.get('/auth/me').set('authorization', `Bearer ${member.token}`);
    expect(rest.body.data).toMatchObject({
      id: member.id,
      name: 'Mia Me',
      role: 'CLIENT',
      status: 'active',
    });
    const gql = await t.gql<{ me: { name: string; hasPassword: boolean } }>(
      '{ me { name hasPassword } }',
      {},
      { authorization: `Bearer ${member.token}` },
    );
    expect(gql.data?.me).toEqual({ name: 'Mia Me', hasPassword: true });
  });

  it('registers and signs in through GraphQL too, the sign-in setting the refresh cookie', async () => {
    const email = uniqueEmail();
    const register = await t.http.post('/graphql').send({
      query: 'mutation($i: RegisterInput!) { register(input: $i) }',
      variables: { i: { email, password: STRONG_PASSWORD, name: 'Gina', privacyConsent: true } },
    });
    expect(register.body.data).toEqual({ register: true });
    expect(refreshCookieOf(register.headers['set-cookie'])).toBeUndefined();
    const login = await t.http.post('/graphql').send({
      query: 'mutation($i: LoginInput!) { login(input: $i) { user { email role } } }',
      variables: { i: { email, password: STRONG_PASSWORD } },
    });
    expect(login.body.data).toEqual({ login: { user: { email, role: 'CLIENT' } } });
    expect(refreshCookieOf(login.headers['set-cookie'])).toBeDefined();
  });

  it('updates the account (name, company, newsletter, language) and refuses unknown fields', async () => {
    const member = await createMember(t);
    const rest = await t.http
      .put('/api/auth/profile')
      .set('authorization', `Bearer ${member.token}`)
      .send({ name: 'Neuer Name', company: '', newsletterConsent: true, locale: 'en' });
    expect(rest.body.data).toMatchObject({
      name: 'Neuer Name',
      company: null,
      newsletter_consent: true,
      locale: 'en',
    });
    const bad = await t.http
      .put('/api/auth/profile')
      .set('authorization', `Bearer ${member.token}`)
      .send({ role: 'ADMIN' });
    expect(bad.status).toBe(400);
    const gql = await t.gql<{ updateAccount: { name: string } }>(
      'mutation { updateAccount(input: { name: "Per GraphQL" }) { name role } }',
      {},
      { authorization: `Bearer ${member.token}` },
    );
    expect(gql.data?.updateAccount).toEqual({ name: 'Per GraphQL', role: 'CLIENT' });
  });

  it('tells a member how they can sign in', async () => {
    const member = await createMember(t);
    const response = await t.http
      .get('/api/auth/oauth-status?provider=github')
      .set('authorization', `Bearer ${member.token}`);
    expect(response.body).toEqual({
      providers: [],
      linked: false,
      has_password: true,
      email_verified: false,
    });
  });

  it('knows who has confirmed the email (for publishing and registering)', async () => {
    const unverified = await createMember(t);
    const verified = await createMember(t, { verified: true });
    await expect(t.app.get(AccountsService).assertVerified(unverified.id)).rejects.toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
    });
    await expect(t.app.get(AccountsService).assertVerified(verified.id)).resolves.toBeUndefined();
  });
});
