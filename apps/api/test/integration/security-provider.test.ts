import { jest } from '@jest/globals';
import { BrowserSession } from '../support/browser-session.js';
import { linkIn, uniqueEmail } from '../support/factories.js';
import { enrolTotp, totpCode } from '../support/second-factor.js';
import { OidcTestProvider, type TestAccount } from '../support/oidc-test-provider.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const state = (returnUrl: string) =>
  Buffer.from(
    JSON.stringify({
      returnUrl,
      origin: 'http://127.0.0.1',
      privacy_consent: { accepted: true, timestamp: new Date().toISOString() },
    }),
  ).toString('base64url');

/**
 * Issue 13, items 2 and 5, against the real local OpenID provider: no account is created or
 * linked from an unverified provider e-mail, identities linked before an address is first
 * verified are removed (the owner is told), and a silent refresh is not a recent sign-in.
 */
describe('attack: provider sign-in and re-authentication', () => {
  let t: TestApp & { baseUrl: string };
  const google = new OidcTestProvider('google-client', 'google-secret');

  beforeAll(async () => {
    t = await createTestApp(
      {
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_ISSUER: await google.reserve(),
      },
      { listen: true },
    );
    await google.start([`${t.baseUrl}/api/auth/oauth/google/callback`]);
  });
  afterAll(async () => {
    jest.useRealTimers();
    await t.close();
    await google.stop();
  });

  const account = (overrides: Partial<TestAccount> = {}): TestAccount => ({
    sub: `sub-${Math.random().toString(36).slice(2)}`,
    email: uniqueEmail('provider'),
    email_verified: true,
    name: 'Paula Provider',
    ...overrides,
  });
  const apiHost = () => new URL(t.baseUrl).host;
  const toClient = (url: URL) =>
    url.host === apiHost() && (url.pathname === '/auth/callback' || url.pathname === '/auth/login');
  const signIn = (browser: BrowserSession) =>
    browser.follow(`${t.baseUrl}/api/auth/oauth/google?state=${state('/member-area')}`, toClient);
  const redeem = (token: string) => t.http.post('/api/auth/oauth-callback').send({ token });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** An account with a provider identity linked while its address was not yet verified. */
  async function legacyUnverifiedLink(email: string, sub: string) {
    const [user] = await t.db.query<{ id: string }>(
      `INSERT INTO users (email, name, password_hash, email_verified_at, privacy_consent_at)
       VALUES ($1, 'Angreifer', NULL, NULL, now()) RETURNING id`,
      [email],
    );
    await t.db.query(
      `INSERT INTO user_identities (user_id, provider, subject, email) VALUES ($1, 'google', $2, $3)`,
      [user.id, sub, email],
    );
    return user.id;
  }

  it('creates no account from a provider email the provider has not verified', async () => {
    const victim = uniqueEmail('victim');
    google.nextAccount = account({ email: victim, email_verified: false });
    const landed = await signIn(new BrowserSession());
    expect(`${landed.pathname}${landed.search}`).toBe('/auth/login?error=oauth_email_unverified');
    expect(await t.db.query('SELECT 1 FROM users WHERE email = $1', [victim])).toEqual([]);
  });

  it('a password reset (first verification) removes identities linked before and tells the owner', async () => {
    const victim = uniqueEmail('owner');
    const attacker = account({ email: victim, email_verified: false });
    const userId = await legacyUnverifiedLink(victim, attacker.sub);

    await t.http.post('/api/auth/request-reset').send({ email: victim }).expect(200);
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(victim) && /Passwort zurücksetzen/.test(m.subject ?? ''),
    );
    const token = new URL(linkIn(mail.text, '/auth/reset')).searchParams.get('token')!;
    await t.http
      .post('/api/auth/reset')
      .send({ token, newPassword: 'Mein-eigenes-Passwort-99' })
      .expect(200);

    expect(await t.db.query('SELECT 1 FROM user_identities WHERE user_id = $1', [userId])).toEqual(
      [],
    );
    const notice = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(victim) && /Anmeldung über Google entfernt/.test(m.subject ?? ''),
    );
    expect(notice.text).toContain('Google');

    google.nextAccount = attacker;
    const again = await signIn(new BrowserSession());
    expect(again.pathname).toBe('/auth/login');
  });

  it('the verification link (first verification) removes identities linked before as well', async () => {
    const victim = uniqueEmail('owner');
    const attacker = account({ email: victim, email_verified: false });
    // The attacker registered with a password and linked a provider; the owner gets the mail.
    const registered = await t.http.post('/auth/register').send({
      email: victim,
      password: 'Angreifer-Passwort-123',
      name: 'Angreifer',
      privacyConsent: true,
    });
    expect(registered.status).toBe(201);
    const [{ id: userId }] = await t.db.query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      [victim],
    );
    await t.db.query(
      `INSERT INTO user_identities (user_id, provider, subject, email) VALUES ($1, 'google', $2, $3)`,
      [userId, attacker.sub, victim],
    );
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(victim) && /bestätigen/.test(m.subject ?? ''),
    );
    const link = linkIn(mail.text, '/api/auth/verify');
    await t.http.get(new URL(link).pathname + new URL(link).search).expect(200);
    expect(await t.db.query('SELECT 1 FROM user_identities WHERE user_id = $1', [userId])).toEqual(
      [],
    );
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(victim) && /Anmeldung über Google entfernt/.test(m.subject ?? ''),
    );
  });

  it('asks an account with a second factor for it after the provider too', async () => {
    const person = account();
    google.nextAccount = person;
    const first = await signIn(new BrowserSession());
    const redeemed = await redeem(first.searchParams.get('token')!);
    const { secret } = await enrolTotp(t, redeemed.body.token, Date.now() - 30_000);

    google.nextAccount = person;
    const browser = new BrowserSession();
    const landed = await signIn(browser);
    // No session yet: the sign-in screen asks for the second factor.
    expect(landed.pathname).toBe('/auth/login');
    expect(landed.searchParams.get('token')).toBeNull();
    expect(landed.searchParams.get('next')).toBe('/member-area');
    expect(browser.cookie(apiHost(), 'oiv_refresh')).toBeUndefined();
    const mfaToken = landed.searchParams.get('mfa_token')!;
    const wrong = await t.http
      .post('/auth/mfa/verify')
      .send({ mfa_token: mfaToken, code: '000000' });
    expect(wrong.status).toBe(400);
    const done = await t.http
      .post('/auth/mfa/verify')
      .send({ mfa_token: mfaToken, code: totpCode(secret) });
    expect(done.status).toBe(200);
    expect(done.body.user.email).toBe(person.email);
  });

  describe('re-authentication', () => {
    afterEach(() => jest.useRealTimers());

    async function providerOnlyMember() {
      google.nextAccount = account();
      const browser = new BrowserSession();
      const landed = await signIn(browser);
      const redeemed = await redeem(landed.searchParams.get('token')!);
      expect(redeemed.status).toBe(200);
      return {
        token: redeemed.body.token as string,
        cookie: `oiv_refresh=${browser.cookie(apiHost(), 'oiv_refresh')!}`,
      };
    }

    /** An hour later: the browser refreshes silently and gets a brand-new access token. */
    async function anHourLaterRefreshed(cookie: string): Promise<string> {
      jest.useFakeTimers({
        now: Date.now() + 3600_000,
        doNotFake: [
          'hrtime',
          'nextTick',
          'performance',
          'queueMicrotask',
          'setImmediate',
          'clearImmediate',
          'setInterval',
          'clearInterval',
          'setTimeout',
          'clearTimeout',
        ],
      });
      const refreshed = await t.http.post('/auth/refresh').set('cookie', cookie);
      expect(refreshed.status).toBe(200);
      return refreshed.body.token as string;
    }

    it('refuses deleting a provider-only account with a token from a silent refresh', async () => {
      const member = await providerOnlyMember();
      const token = await anHourLaterRefreshed(member.cookie);
      const refused = await t.gql('mutation { deleteMyAccount }', {}, bearer(token));
      expect(refused.errors?.[0]?.extensions?.code).toBe('RECENT_SIGN_IN_REQUIRED');
      const english = await t.gql(
        'mutation { deleteMyAccount }',
        {},
        {
          ...bearer(token),
          'x-locale': 'en',
        },
      );
      expect(english.errors?.[0]?.message).toBe(
        'Please sign in again to confirm, then try once more.',
      );
    });

    it('refuses set-password with a token from a silent refresh (REST and GraphQL)', async () => {
      const member = await providerOnlyMember();
      const token = await anHourLaterRefreshed(member.cookie);
      const rest = await t.http
        .post('/api/auth/set-password')
        .set(bearer(token))
        .send({ password: 'Ein-neues-Passwort-2026' });
      expect(rest.status).toBe(403);
      expect(rest.body.error.code).toBe('RECENT_SIGN_IN_REQUIRED');
      const gql = await t.gql(
        'mutation($i: SetPasswordInput!) { setPassword(input: $i) }',
        { i: { password: 'Ein-neues-Passwort-2026' } },
        bearer(token),
      );
      expect(gql.errors?.[0]?.extensions?.code).toBe('RECENT_SIGN_IN_REQUIRED');
    });

    it('accepts both right after a real provider sign-in', async () => {
      const member = await providerOnlyMember();
      await t.http
        .post('/api/auth/set-password')
        .set(bearer(member.token))
        .send({ password: 'Ein-neues-Passwort-2026' })
        .expect(200);
      const other = await providerOnlyMember();
      const deleted = await t.gql('mutation { deleteMyAccount }', {}, bearer(other.token));
      expect(deleted.errors).toBeUndefined();
    });
  });
});
