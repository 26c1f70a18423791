import { BrowserSession } from '../support/browser-session.js';
import { createMember, uniqueEmail } from '../support/factories.js';
import { GitHubTestServer } from '../support/github-test-server.js';
import { OidcTestProvider, type TestAccount } from '../support/oidc-test-provider.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const state = (returnUrl: string, accepted = true) =>
  Buffer.from(
    JSON.stringify({
      returnUrl,
      origin: 'http://127.0.0.1',
      privacy_consent: { accepted, timestamp: new Date().toISOString() },
    }),
  ).toString('base64url');

describe('provider sign-in (Google and Microsoft via OpenID Connect, GitHub via OAuth 2)', () => {
  let t: TestApp & { baseUrl: string };
  const google = new OidcTestProvider('google-client', 'google-secret');
  const microsoft = new OidcTestProvider('microsoft-client', 'microsoft-secret');
  const github = new GitHubTestServer('github-client', 'github-secret');

  beforeAll(async () => {
    await github.start();
    t = await createTestApp(
      {
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_ISSUER: await google.reserve(),
        MICROSOFT_CLIENT_ID: microsoft.clientId,
        MICROSOFT_CLIENT_SECRET: microsoft.clientSecret,
        MICROSOFT_ISSUER: await microsoft.reserve(),
        GITHUB_CLIENT_ID: github.clientId,
        GITHUB_CLIENT_SECRET: github.clientSecret,
        GITHUB_URL: github.url,
        GITHUB_API_URL: github.url,
      },
      { listen: true },
    );
    await google.start([`${t.baseUrl}/api/auth/oauth/google/callback`]);
    await microsoft.start([`${t.baseUrl}/api/auth/oauth/microsoft/callback`]);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([google.stop(), microsoft.stop(), github.stop()]);
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
  const signIn = (
    browser: BrowserSession,
    provider: string,
    returnUrl = '/member-area?tab=profile',
    accepted = true,
  ) =>
    browser.follow(
      `${t.baseUrl}/api/auth/oauth/${provider}?state=${state(returnUrl, accepted)}`,
      toClient,
    );
  const redeem = (token: string) => t.http.post('/api/auth/oauth-callback').send({ token });

  it('signs in a new person with Google: one-time token, refresh cookie, recorded consent', async () => {
    const person = account();
    google.nextAccount = person;
    const browser = new BrowserSession();
    const landed = await signIn(browser, 'google');
    expect(landed.pathname).toBe('/auth/callback');
    expect(landed.searchParams.get('next')).toBe('/member-area?tab=profile');
    const token = landed.searchParams.get('token')!;
    expect(token.split('.')).toHaveLength(3);
    expect(browser.cookie(apiHost(), 'oiv_refresh')).toBeDefined();

    const first = await redeem(token);
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({
      email: person.email,
      name: 'Paula Provider',
      email_verified: true,
      has_password: false,
    });
    expect(
      (await t.http.get('/auth/me').set('authorization', `Bearer ${first.body.token}`)).status,
    ).toBe(200);
    expect((await redeem(token)).body.error.code).toBe('INVALID_LINK');

    const [row] = await t.db.query<{ privacy_consent_at: Date; provider: string; subject: string }>(
      `SELECT u.privacy_consent_at, i.provider, i.subject FROM users u JOIN user_identities i ON i.user_id = u.id WHERE u.email = $1`,
      [person.email],
    );
    expect(row).toMatchObject({ provider: 'google', subject: person.sub });
    expect(row.privacy_consent_at).toBeInstanceOf(Date);
  });

  it('finds the same account by (provider, subject) even when the email changed', async () => {
    const person = account();
    google.nextAccount = person;
    const first = await redeem(
      (await signIn(new BrowserSession(), 'google')).searchParams.get('token')!,
    );
    google.nextAccount = { ...person, email: uniqueEmail('changed') };
    const second = await redeem(
      (await signIn(new BrowserSession(), 'google')).searchParams.get('token')!,
    );
    expect(second.body.user.id).toBe(first.body.user.id);
  });

  it('signs in with Microsoft and with GitHub', async () => {
    microsoft.nextAccount = account({ name: 'Mika Microsoft' });
    const viaMicrosoft = await redeem(
      (await signIn(new BrowserSession(), 'microsoft')).searchParams.get('token')!,
    );
    expect(viaMicrosoft.body.user.name).toBe('Mika Microsoft');

    github.nextUser = {
      id: 4242,
      login: 'octo',
      name: 'Octo Cat',
      email: uniqueEmail('octo'),
      verified: true,
    };
    const landed = await signIn(new BrowserSession(), 'github');
    const viaGitHub = await redeem(landed.searchParams.get('token')!);
    expect(viaGitHub.body.user).toMatchObject({
      email: github.nextUser.email,
      name: 'Octo Cat',
      email_verified: true,
    });
    const [identity] = await t.db.query<{ subject: string }>(
      `SELECT subject FROM user_identities WHERE provider = 'github'`,
    );
    expect(identity.subject).toBe('4242');
  });

  it('refuses without the privacy consent, before talking to the provider', async () => {
    const landed = await signIn(new BrowserSession(), 'google', '/member-area', false);
    expect(`${landed.pathname}${landed.search}`).toBe('/auth/login?error=consent_required');
  });

  it('refuses a callback whose state does not match the browser (or a browser without the flow)', async () => {
    google.nextAccount = account();
    const browser = new BrowserSession();
    const callback = await browser.follow(
      `${t.baseUrl}/api/auth/oauth/google?state=${state('/member-area')}`,
      (url) => url.pathname === '/api/auth/oauth/google/callback',
    );
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    const refused = await browser.follow(forged.toString(), toClient);
    expect(refused.search).toBe('?error=oauth_state_mismatch');
    const otherBrowser = await new BrowserSession().follow(callback.toString(), toClient);
    expect(otherBrowser.search).toBe('?error=oauth_state_mismatch');
  });

  it('refuses a replayed authorization code', async () => {
    google.nextAccount = account();
    const browser = new BrowserSession();
    const callback = await browser.follow(
      `${t.baseUrl}/api/auth/oauth/google?state=${state('/member-area')}`,
      (url) => url.pathname === '/api/auth/oauth/google/callback',
    );
    const flowCookie = browser.cookie(apiHost(), 'oiv_oauth_flow')!;
    const used = await browser.follow(callback.toString(), toClient);
    expect(used.pathname).toBe('/auth/callback');
    const replay = await fetch(callback, {
      redirect: 'manual',
      headers: { cookie: `oiv_oauth_flow=${flowCookie}` },
    });
    expect(replay.headers.get('location')).toBe('/auth/login?error=oauth_failed');
  });

  it('never joins an account through an unverified email', async () => {
    const local = await createMember(t, { verified: true });
    google.nextAccount = account({ email: local.email, email_verified: false });
    const unverifiedAtProvider = await signIn(new BrowserSession(), 'google');
    expect(unverifiedAtProvider.search).toBe('?error=account_exists_unverified');

    const unconfirmedLocal = await createMember(t);
    google.nextAccount = account({ email: unconfirmedLocal.email, email_verified: true });
    const unverifiedHere = await signIn(new BrowserSession(), 'google');
    expect(unverifiedHere.search).toBe('?error=account_exists_unverified');
    expect(
      await t.db.query('SELECT 1 FROM user_identities WHERE user_id IN ($1, $2)', [
        local.id,
        unconfirmedLocal.id,
      ]),
    ).toEqual([]);
  });

  it('joins an existing account when both sides verified the email', async () => {
    const local = await createMember(t, { verified: true });
    google.nextAccount = account({ email: local.email });
    const joined = await redeem(
      (await signIn(new BrowserSession(), 'google')).searchParams.get('token')!,
    );
    expect(joined.body.user.id).toBe(local.id);
    expect(joined.body.user.has_password).toBe(true);
  });

  it.each([
    '//evil.example/steal',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('sends an open-redirect attempt (%s) to the member area instead', async (returnUrl) => {
    google.nextAccount = account();
    const landed = await signIn(new BrowserSession(), 'google', returnUrl);
    expect(landed.searchParams.get('next')).toBe('/member-area');
  });

  it('lists the providers that are set up, and the home modal asks for consent first', async () => {
    expect((await t.http.get('/api/auth/providers')).body).toEqual({
      providers: ['google', 'github', 'microsoft'],
    });
    const modal = await t.http.get('/api/auth/github');
    expect(modal.status).toBe(302);
    expect(modal.headers.location).toBe('/auth/login?provider=github');
  });
});

describe('provider sign-in without configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unconfigured provider with a clear error, never a 500', async () => {
    const response = await t.http.get(`/api/auth/oauth/google?state=${state('/member-area')}`);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/auth/login?error=provider_unavailable');
    expect((await t.gql('{ oauthProviders }')).data).toEqual({ oauthProviders: [] });
    expect((await t.http.get('/api/auth/oauth/facebook')).headers.location).toBe(
      '/auth/login?error=not_found',
    );
  });
});
