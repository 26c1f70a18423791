import { createHmac } from 'node:crypto';
import { REFRESH_REUSE_GRACE_MS } from '../../src/modules/auth/tokens/refresh-tokens.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';
import {
  createAdmin,
  createMember,
  linkIn,
  refreshCookieOf,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../support/factories.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('sessions: tokens, refresh rotation, passwords', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterEach(() => clock.set(undefined));
  afterAll(() => t.close());

  const me = (token: string) => t.http.get('/auth/me').set('authorization', `Bearer ${token}`);
  const refresh = (cookie: string) => t.http.post('/auth/refresh').set('cookie', cookie);

  it('refuses visitors, and tampered, foreign, unsigned and expired tokens, with 401', async () => {
    const member = await createMember(t);
    const [header, payload, signature] = member.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const sign = (h: object, p: object, secret: string) => {
      const body = `${b64(h)}.${b64(p)}`;
      return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    };
    const now = Math.floor(Date.now() / 1000);
    const cases = {
      none: '',
      tampered: `${header}.${b64({ ...claims, roles: ['ADMIN'] })}.${signature}`,
      algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, roles: ['ADMIN'] })}.`,
      foreignSecret: sign(
        { alg: 'HS256', typ: 'JWT' },
        claims,
        'someone-elses-secret-someone-elses',
      ),
      expired: sign(
        { alg: 'HS256', typ: 'JWT' },
        { ...claims, iat: now - 3600, exp: now - 60 },
        t.config.jwtSecret,
      ),
    };
    for (const [name, token] of Object.entries(cases)) {
      const response = name === 'none' ? await t.http.get('/auth/me') : await me(token);
      expect({ name, status: response.status }).toEqual({ name, status: 401 });
      expect(response.body.error.code).toBe('UNAUTHENTICATED');
    }
    const english = await t.http.get('/auth/me').set('accept-language', 'en');
    expect(english.body.error.message).toBe('Authentication required');
    expect((await me(member.token)).status).toBe(200);
  });

  it('rotates the refresh token on every use and revokes the family when a used one comes back', async () => {
    const member = await createMember(t);
    const first = await refresh(member.cookie);
    expect(first.status).toBe(200);
    expect(first.body.user.id).toBe(member.id);
    expect((await me(first.body.token)).status).toBe(200);
    const second = refreshCookieOf(first.headers['set-cookie'])!;
    expect(second).not.toBe(member.cookie);

    // Later than a race between two pages of the same browser could explain (see
    // auth-refresh-race.test.ts): a copy.
    clock.set(new Date(Date.now() + REFRESH_REUSE_GRACE_MS + 1_000));
    const replay = await refresh(member.cookie);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('SESSION_EXPIRED');
    // The thief's replay ended the whole session: the newest token no longer works either.
    expect((await refresh(second)).status).toBe(401);
  });

  it('refreshes through GraphQL as well', async () => {
    const member = await createMember(t);
    const response = await t.http
      .post('/graphql')
      .set('cookie', member.cookie)
      .send({ query: 'mutation { refreshSession { token user { id } } }' });
    expect(response.body.data.refreshSession.user.id).toBe(member.id);
    expect(refreshCookieOf(response.headers['set-cookie'])).toBeDefined();
    const without = await t.gql('mutation { refreshSession { token } }');
    expect(without.errors?.[0]?.extensions?.code).toBe('SESSION_EXPIRED');
  });

  it('ends the session on logout', async () => {
    const member = await createMember(t);
    const out = await t.http.post('/auth/logout').set('cookie', member.cookie);
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/oiv_refresh=;/);
    expect((await refresh(member.cookie)).status).toBe(401);
  });

  it('resets a forgotten password with a single-use link and ends every session', async () => {
    const member = await createMember(t);
    const unknown = await t.http
      .post('/api/auth/request-reset')
      .send({ email: uniqueEmail('nobody') });
    const known = await t.http.post('/api/auth/request-reset').send({ email: member.email });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && m.subject === 'Passwort zurücksetzen',
    );
    const token = new URL(linkIn(mail.text, '/auth/reset?token=')).searchParams.get('token')!;

    const weak = await t.http.post('/api/auth/reset').send({ token, newPassword: '1234567890' });
    expect(weak.body.error.code).toBe('WEAK_PASSWORD');
    const done = await t.http
      .post('/api/auth/reset')
      .send({ token, newPassword: 'Neues-Passwort-2026' });
    expect(done.status).toBe(200);
    const reused = await t.http
      .post('/api/auth/reset')
      .send({ token, newPassword: 'Noch-ein-Passwort-1' });
    expect(reused.body.error.code).toBe('INVALID_LINK');

    expect((await refresh(member.cookie)).status).toBe(401);
    expect(
      (await t.http.post('/auth/login').send({ email: member.email, password: STRONG_PASSWORD }))
        .status,
    ).toBe(401);
    expect(
      (
        await t.http
          .post('/auth/login')
          .send({ email: member.email, password: 'Neues-Passwort-2026' })
      ).status,
    ).toBe(200);
  });

  it('changes the password: wrong current refused; other sessions end, this one stays', async () => {
    const member = await createMember(t);
    const other = refreshCookieOf(
      (await t.http.post('/auth/login').send({ email: member.email, password: STRONG_PASSWORD }))
        .headers['set-cookie'],
    )!;
    const auth = { authorization: `Bearer ${member.token}`, cookie: member.cookie };
    const wrong = await t.http
      .post('/api/auth/change-password')
      .set(auth)
      .send({ currentPassword: 'falsch-falsch', newPassword: 'Anderes-Passwort-9' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: 'WRONG_PASSWORD',
      fields: { currentPassword: 'Das aktuelle Passwort ist falsch.' },
    });
    const ok = await t.http
      .post('/api/auth/change-password')
      .set(auth)
      .send({ currentPassword: STRONG_PASSWORD, newPassword: 'Anderes-Passwort-9' });
    expect(ok.status).toBe(200);
    expect((await refresh(other)).status).toBe(401);
    expect((await refresh(member.cookie)).status).toBe(200);
  });

  it('sets a first password only for accounts without one', async () => {
    const member = await createMember(t);
    const already = await t.http
      .post('/api/auth/set-password')
      .set('authorization', `Bearer ${member.token}`)
      .send({ password: 'Erstes-Passwort-77' });
    expect(already.status).toBe(409);
    await t.db.query('UPDATE users SET password_hash = NULL WHERE id = $1', [member.id]);
    const result = await t.gql(
      'mutation { setPassword(input: { password: "Erstes-Passwort-77" }) }',
      {},
      { authorization: `Bearer ${member.token}` },
    );
    expect(result.data).toEqual({ setPassword: true });
    expect(
      (
        await t.http
          .post('/auth/login')
          .send({ email: member.email, password: 'Erstes-Passwort-77' })
      ).status,
    ).toBe(200);
  });

  it('lets only admins trigger the welcome mail', async () => {
    const member = await createMember(t);
    const admin = await createAdmin(t);
    const body = { email: member.email };
    expect((await t.http.post('/api/email/welcome').send(body)).status).toBe(401);
    expect(
      (
        await t.http
          .post('/api/email/welcome')
          .set('authorization', `Bearer ${member.token}`)
          .send(body)
      ).status,
    ).toBe(403);
    const ok = await t.http
      .post('/api/email/welcome')
      .set('authorization', `Bearer ${admin.token}`)
      .send(body);
    expect(ok.status).toBe(200);
    await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && /Willkommen/.test(m.subject ?? ''),
    );
  });
});

describe('rate limits (production values)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => t.close());

  it('stops guessing one account after 8 attempts with a clear 429, in the caller language', async () => {
    const email = uniqueEmail('target');
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      statuses.push(
        (await t.http.post('/auth/login').send({ email, password: `guess-number-${i}` })).status,
      );
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    const blocked = await t.http
      .post('/auth/login')
      .set('accept-language', 'en')
      .send({ email, password: 'guess' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(
      /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
    );
  });

  it('stops one address spraying many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      statuses.push(
        (
          await t.http
            .post('/auth/login')
            .send({ email: uniqueEmail('spray'), password: 'guess-guess' })
        ).status,
      );
    }
    // 9 attempts were made above from the same address; the limit per address is 20.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });

  it('limits password-reset mails per account', async () => {
    const email = uniqueEmail('reset');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.http.post('/api/auth/request-reset').send({ email })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('rate limits shared through Redis (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  beforeAll(async () => {
    a = await createTestApp({ RATE_LIMIT_SCALE: '1', REDIS_URL: redisUrl });
    b = await createTestApp({ RATE_LIMIT_SCALE: '1', REDIS_URL: redisUrl });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts attempts across two instances', async () => {
    const email = uniqueEmail('shared');
    for (let i = 0; i < 4; i++)
      await a.http.post('/auth/login').send({ email, password: 'wrong-password' });
    for (let i = 0; i < 4; i++)
      await b.http.post('/auth/login').send({ email, password: 'wrong-password' });
    expect(
      (await a.http.post('/auth/login').send({ email, password: 'wrong-password' })).status,
    ).toBe(429);
    expect(
      (await b.http.post('/auth/login').send({ email, password: 'wrong-password' })).status,
    ).toBe(429);
  });
});
