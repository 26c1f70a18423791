import { AdminBootstrapService } from '../../src/modules/auth/admin-bootstrap.service.js';
import { outboxRows } from '../support/outbox-helpers.js';
import { enrolTotp, totpCode } from '../support/second-factor.js';
import { refreshCookieOf, STRONG_PASSWORD, uniqueEmail } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';

/**
 * Issue 13: second factors. Production limits (`RATE_LIMIT_SCALE=1`) and `ADMIN_MFA=required`;
 * every test signs in from its own address (`X-Forwarded-For`), so back-offs stay apart.
 */
describe('attack: signing in without the second factor', () => {
  let t: TestApp;
  const clock = new TestClock();
  let address = 10;
  let ip = '';
  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true', ADMIN_MFA: 'required' },
      { clock },
    );
  });
  beforeEach(() => {
    ip = `198.51.100.${address++}`;
    clock.set(undefined);
  });
  afterAll(() => t.close());

  const post = (path: string, body?: object, token?: string) => {
    const req = t.http.post(path).set('x-forwarded-for', ip).set('accept-language', 'en');
    if (token) req.set('authorization', `Bearer ${token}`);
    return req.send(body ?? {});
  };
  const login = (email: string, password = STRONG_PASSWORD) =>
    post('/auth/login', { email, password });
  const verify = (mfaToken: string, code: string) =>
    post('/auth/mfa/verify', { mfa_token: mfaToken, code });

  async function member(): Promise<{ email: string; token: string; id: string }> {
    const email = uniqueEmail('mfa');
    const registered = await post('/auth/register', {
      email,
      password: STRONG_PASSWORD,
      name: 'Mia Faktor',
      privacyConsent: true,
    });
    expect(registered.status).toBe(201);
    const signedIn = await login(email);
    return { email, token: signedIn.body.token, id: signedIn.body.user.id };
  }

  /** Enrolled with the code of `at` (the server's clock set there meanwhile). */
  async function memberWithTotp(at = Date.now() - 60_000) {
    const m = await member();
    clock.set(new Date(at));
    try {
      return { ...m, ...(await enrolTotp(t, m.token, at)) };
    } finally {
      clock.set(undefined);
    }
  }

  it('answers mfa_required with a token instead of a session, and the code makes the session', async () => {
    const m = await memberWithTotp();
    const first = await login(m.email);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
    expect(refreshCookieOf(first.headers['set-cookie'])).toBeUndefined();
    // The mfa_token is no access token.
    const me = await t.http.get('/auth/me').set('authorization', `Bearer ${first.body.mfa_token}`);
    expect(me.status).toBe(401);

    clock.set(new Date(Date.now() + 31_000));
    const done = await verify(first.body.mfa_token, totpCode(m.secret, clock.now()));
    expect(done.status).toBe(200);
    expect(done.body.token).toEqual(expect.any(String));
    expect(done.body.user.email).toBe(m.email);
    expect(refreshCookieOf(done.headers['set-cookie'])).toBeDefined();
    // Single use: the same token does not make a second session.
    clock.set(new Date(Date.now() + 61_000));
    const again = await verify(first.body.mfa_token, totpCode(m.secret, clock.now()));
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('MFA_TOKEN_INVALID');
  });

  it('accepts codes of the previous and next 30 s once, refuses older ones and replays', async () => {
    const t0 = Date.now();
    const m = await memberWithTotp(t0 - 90_000);
    const now = new Date(t0);
    clock.set(now);
    const token = async () => (await login(m.email)).body.mfa_token as string;

    const tooOld = await verify(await token(), totpCode(m.secret, t0 - 60_000));
    expect(tooOld.status).toBe(400);
    expect(tooOld.body.error.code).toBe('INVALID_MFA_CODE');
    expect(tooOld.body.error.message).toBe('The code is wrong, expired or was already used.');

    const previous = totpCode(m.secret, t0 - 30_000);
    expect((await verify(await token(), previous)).status).toBe(200);
    // Replay of the very same code: refused.
    expect((await verify(await token(), previous)).status).toBe(400);
    expect((await verify(await token(), totpCode(m.secret, t0))).status).toBe(200);
    expect((await verify(await token(), totpCode(m.secret, t0 + 30_000))).status).toBe(200);
    // Once a later step was used, an earlier window's code is no longer accepted.
    expect((await verify(await token(), totpCode(m.secret, t0))).status).toBe(400);
    expect((await verify(await token(), totpCode(m.secret, t0 + 60_000))).status).toBe(400);
  });

  it('lets one of two requests with the same code at the same moment through', async () => {
    const m = await memberWithTotp();
    const [a, b] = [(await login(m.email)).body.mfa_token, (await login(m.email)).body.mfa_token];
    const code = totpCode(m.secret);
    const answers = await Promise.all([verify(a, code), verify(b, code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('takes each recovery code once', async () => {
    const m = await memberWithTotp();
    expect(m.recoveryCodes).toHaveLength(10);
    expect(new Set(m.recoveryCodes).size).toBe(10);
    const [code] = m.recoveryCodes;
    expect((await verify((await login(m.email)).body.mfa_token, code)).status).toBe(200);
    const reused = await verify((await login(m.email)).body.mfa_token, code);
    expect(reused.status).toBe(400);
    // Stored hashed only.
    const stored = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM recovery_codes WHERE user_id = $1',
      [m.id],
    );
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.code_hash)).not.toContain(code);
    const [secretRow] = await t.db.query<{ secret_encrypted: string }>(
      'SELECT secret_encrypted FROM totp_factors WHERE user_id = $1',
      [m.id],
    );
    expect(secretRow.secret_encrypted).not.toContain(m.secret);
  });

  it('lets an mfa_token expire after five minutes', async () => {
    const m = await memberWithTotp();
    const mfaToken = (await login(m.email)).body.mfa_token;
    clock.set(new Date(Date.now() + 5 * 60_000 + 1_000));
    const late = await verify(mfaToken, totpCode(m.secret, clock.now()));
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe('MFA_TOKEN_INVALID');
  });

  it('limits guessing codes: five per token, and wrong codes count in the sign-in back-off', async () => {
    const m = await memberWithTotp();
    const mfaToken = (await login(m.email)).body.mfa_token;
    for (let i = 0; i < 5; i++) expect((await verify(mfaToken, '000000')).status).toBe(400);
    // The token is spent, even for the right code.
    const spent = await verify(mfaToken, totpCode(m.secret));
    expect(spent.body.error.code).toBe('MFA_TOKEN_INVALID');
    // Three more wrong codes on a new token: eight failures, the address now waits.
    const next = (await login(m.email)).body.mfa_token;
    for (let i = 0; i < 3; i++) expect((await verify(next, '111111')).status).toBe(400);
    const waiting = await verify(next, totpCode(m.secret));
    expect(waiting.status).toBe(429);
    expect((await login(m.email)).status).toBe(429);
  });

  it('refuses an admin without a second factor everything but enrolling (MFA_REQUIRED), then lets them work', async () => {
    const email = uniqueEmail('admin');
    await t.app.get(AdminBootstrapService).ensureAdmin(email, STRONG_PASSWORD);
    const signedIn = await login(email);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token as string;
    const bearer = { authorization: `Bearer ${token}` };

    const adminQuery = await t.gql(
      '{ allTickets { id } }',
      {},
      { ...bearer, 'accept-language': 'de' },
    );
    expect(adminQuery.errors?.[0]?.extensions?.code).toBe('MFA_REQUIRED');
    expect(adminQuery.errors?.[0]?.message).toContain('zweiten Faktor');
    const memberQuery = await t.gql('{ accountSessions { id } }', {}, bearer);
    expect(memberQuery.errors?.[0]?.extensions?.code).toBe('MFA_REQUIRED');
    const rest = await post('/api/email/welcome', { email }, token);
    expect(rest.status).toBe(403);
    expect(rest.body.error.code).toBe('MFA_REQUIRED');
    expect(rest.body.error.message).toContain('second factor');

    const me = await t.gql(
      '{ me { role secondFactorRequired } secondFactors { required } }',
      {},
      bearer,
    );
    expect(me.data).toEqual({
      me: { role: 'ADMIN', secondFactorRequired: true },
      secondFactors: { required: true },
    });

    const { secret } = await enrolTotp(t, token, Date.now() - 30_000);
    const works = await t.gql('{ allTickets { id } }', {}, bearer);
    expect(works.errors).toBeUndefined();
    expect((await post('/api/email/welcome', { email }, token)).status).toBe(200);

    // From now on the admin signs in with the code.
    const next = await login(email);
    expect(next.body.mfa_required).toBe(true);
    expect((await verify(next.body.mfa_token, totpCode(secret))).status).toBe(200);
  });

  it('removes the app only after a recent sign-in and a code, and mails every change', async () => {
    const m = await memberWithTotp();
    const signedIn = await verify((await login(m.email)).body.mfa_token, totpCode(m.secret));
    const bearer = { authorization: `Bearer ${signedIn.body.token}` };
    const remove = 'mutation($p: SecondFactorProofInput!) { removeTotp(proof: $p) }';
    const noProof = await t.gql(remove, { p: {} }, bearer);
    expect(noProof.errors?.[0]?.extensions?.code).toBe('SECOND_FACTOR_PROOF_REQUIRED');
    const wrong = await t.gql(remove, { p: { code: '123456' } }, bearer);
    expect(wrong.errors?.[0]?.extensions?.code).toBe('INVALID_MFA_CODE');
    // Eleven minutes later the sign-in no longer counts as recent.
    clock.set(new Date(Date.now() + 11 * 60_000));
    const stale = await t.gql(remove, { p: { code: totpCode(m.secret, clock.now()) } }, bearer);
    expect(stale.errors?.[0]?.extensions?.code).toBe('RECENT_SIGN_IN_REQUIRED');
    clock.set(new Date(Date.now() + 30_000));
    const done = await t.gql(remove, { p: { code: totpCode(m.secret, clock.now()) } }, bearer);
    expect(done.data).toEqual({ removeTotp: true });
    const secondLogin = await login(m.email);
    expect(secondLogin.body.token).toEqual(expect.any(String));
    const keys = (await outboxRows(t, m.email)).map((r) => r.key);
    expect(keys.filter((k) => k.startsWith(`second-factor:${m.id}:totp_added`))).toHaveLength(1);
    expect(keys.filter((k) => k.startsWith(`second-factor:${m.id}:totp_removed`))).toHaveLength(1);
  });
});
