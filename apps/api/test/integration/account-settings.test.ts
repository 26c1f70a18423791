import { createHmac } from 'node:crypto';
import { REFRESH_REUSE_GRACE_MS } from '../../src/modules/auth/tokens/refresh-tokens.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';
import {
  createMember,
  linkIn,
  refreshCookieOf,
  STRONG_PASSWORD,
  uniqueEmail,
  type Member,
} from '../support/factories.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

const SESSIONS = `{ accountSessions { id signedInAt lastUsedAt userAgent current } }`;
const END = `mutation ($id: ID!) { endAccountSession(input: { id: $id }) }`;
const END_OTHERS = `mutation { endOtherAccountSessions }`;
const UNLINK = `mutation ($provider: String!) {
  unlinkSignInProvider(input: { provider: $provider }) { providers hasPassword }
}`;
const REQUEST_CHANGE = `mutation ($newEmail: String!, $currentPassword: String) {
  requestEmailChange(input: { newEmail: $newEmail, currentPassword: $currentPassword })
}`;

interface SessionRow {
  id: string;
  signedInAt: string;
  lastUsedAt: string;
  userAgent: string | null;
  current: boolean;
}

describe('account settings: sessions, providers, email address, session cookies', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());

  const as = (member: { token: string; cookie?: string }, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${member.token}`,
    ...(member.cookie ? { cookie: member.cookie } : {}),
    ...extra,
  });
  const signIn = async (member: Member, userAgent: string) => {
    const response = await t.http
      .post('/auth/login')
      .set('user-agent', userAgent)
      .send({ email: member.email, password: member.password });
    expect(response.status).toBe(200);
    return {
      token: response.body.token as string,
      cookie: refreshCookieOf(response.headers['set-cookie'])!,
    };
  };
  const sessionsOf = async (member: { token: string; cookie?: string }) => {
    const answer = await t.gql<{ accountSessions: SessionRow[] }>(SESSIONS, {}, as(member));
    expect(answer.errors).toBeUndefined();
    return answer.data!.accountSessions;
  };
  const cookieNames = (setCookie: string[] | string | undefined) =>
    (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c);

  it('sets a readable has_session cookie beside the HttpOnly refresh cookie and clears both when the session ends', async () => {
    const member = await createMember(t);
    const login = await t.http
      .post('/auth/login')
      .send({ email: member.email, password: member.password });
    const set = cookieNames(login.headers['set-cookie']);
    const marker = set.find((c) => c.startsWith('has_session=1'));
    expect(marker).toBeDefined();
    expect(marker).not.toMatch(/HttpOnly/i);
    expect(marker).toMatch(/SameSite=Strict/i);
    expect(marker).toMatch(/Path=\//);
    const refreshCookie = set.find((c) => c.startsWith('oiv_refresh='))!;
    expect(refreshCookie).toMatch(/HttpOnly/i);
    // Same lifetime as the refresh cookie.
    expect(/Max-Age=(\d+)/.exec(marker!)?.[1]).toBe(/Max-Age=(\d+)/.exec(refreshCookie)?.[1]);

    const cookie = refreshCookieOf(login.headers['set-cookie'])!;
    const rotated = await t.http.post('/auth/refresh').set('cookie', cookie);
    expect(
      cookieNames(rotated.headers['set-cookie']).some((c) => c.startsWith('has_session=1')),
    ).toBe(true);
    // A token reused later than a page race could explain revokes the session: both cookies
    // are cleared.
    clock.set(new Date(Date.now() + REFRESH_REUSE_GRACE_MS + 1_000));
    const reuse = await t.http.post('/auth/refresh').set('cookie', cookie);
    clock.set(undefined);
    expect(reuse.status).toBe(401);
    const cleared = cookieNames(reuse.headers['set-cookie']);
    expect(
      cleared.some((c) => /^has_session=;/.test(c) && /Expires=Thu, 01 Jan 1970/.test(c)),
    ).toBe(true);
    expect(cleared.some((c) => /^oiv_refresh=;/.test(c))).toBe(true);

    const logout = await t.http
      .post('/auth/logout')
      .set('cookie', refreshCookieOf(rotated.headers['set-cookie'])!);
    expect(cookieNames(logout.headers['set-cookie']).some((c) => /^has_session=;/.test(c))).toBe(
      true,
    );
  });

  it('lists the member’s sessions with browser, sign-in and last use, marks this one, and ends one or all others', async () => {
    const member = await createMember(t);
    const laptop = await signIn(member, FIREFOX);
    const phone = await signIn(member, IPHONE);

    const listed = await sessionsOf(laptop);
    // Registration, laptop and phone.
    expect(listed).toHaveLength(3);
    const mine = listed.filter((s) => s.current);
    expect(mine).toHaveLength(1);
    expect(mine[0].userAgent).toBe(FIREFOX);
    const phoneSession = listed.find((s) => s.userAgent === IPHONE)!;
    expect(phoneSession.current).toBe(false);
    expect(Date.parse(phoneSession.signedInAt)).toBeLessThanOrEqual(
      Date.parse(phoneSession.lastUsedAt),
    );

    // A refresh keeps the session (same id, same sign-in time) and moves "last used".
    const before = listed.find((s) => s.current)!;
    // A moment later, so that "last used" can be seen to move (timestamps have ms precision).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refreshed = await t.http.post('/auth/refresh').set('cookie', laptop.cookie);
    const laptopNext = {
      token: refreshed.body.token as string,
      cookie: refreshCookieOf(refreshed.headers['set-cookie'])!,
    };
    const after = (await sessionsOf(laptopNext)).find((s) => s.current)!;
    expect(after.id).toBe(before.id);
    expect(after.signedInAt).toBe(before.signedInAt);
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThan(Date.parse(before.lastUsedAt));

    // Ending the phone's session: its refresh cookie stops working.
    const ended = await t.gql(END, { id: phoneSession.id }, as(laptopNext));
    expect(ended.data).toEqual({ endAccountSession: true });
    expect((await t.http.post('/auth/refresh').set('cookie', phone.cookie)).status).toBe(401);
    expect(await sessionsOf(laptopNext)).toHaveLength(2);

    // Ending all others keeps this one only.
    const others = await t.gql<{ endOtherAccountSessions: number }>(END_OTHERS, {}, as(laptopNext));
    expect(others.data?.endOtherAccountSessions).toBe(1);
    expect((await t.http.post('/auth/refresh').set('cookie', member.cookie)).status).toBe(401);
    const left = await sessionsOf(laptopNext);
    expect(left.map((s) => s.current)).toEqual([true]);
    expect((await t.http.post('/auth/refresh').set('cookie', laptopNext.cookie)).status).toBe(200);
  });

  it('"end all others" ends them completely: an access token from a refreshed session stops working', async () => {
    const member = await createMember(t);
    const laptop = await signIn(member, FIREFOX);
    const tablet = await signIn(member, IPHONE);
    // The tablet's session renews once: its first token row is used, the second one live.
    const renewed = await t.http.post('/auth/refresh').set('cookie', tablet.cookie);
    expect(renewed.status).toBe(200);
    const tabletToken = renewed.body.token as string;
    const meAs = (token: string) => t.gql('{ me { id } }', {}, as({ token }));
    expect((await meAs(tabletToken)).data).toBeTruthy();

    const ended = await t.gql<{ endOtherAccountSessions: number }>(END_OTHERS, {}, as(laptop));
    // Registration's session and the tablet's: counted per session, not per token row.
    expect(ended.data?.endOtherAccountSessions).toBe(2);
    expect((await meAs(tabletToken)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await meAs(laptop.token)).data).toBeTruthy();
  });

  it('never lets another member see or end my sessions (and a visitor gets nothing)', async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    const [ownerSession] = await sessionsOf(owner);
    // The other member's list holds only their own session.
    const theirs = await sessionsOf(other);
    expect(theirs.map((s) => s.id)).not.toContain(ownerSession.id);

    const attempt = await t.gql(END, { id: ownerSession.id }, as(other, { 'x-locale': 'en' }));
    expect(attempt.errors?.[0].extensions?.code).toBe('SESSION_NOT_FOUND');
    expect(attempt.errors?.[0].message).toBe('This session does not exist (any more).');
    expect((await t.http.post('/auth/refresh').set('cookie', owner.cookie)).status).toBe(200);

    const notAnId = await t.gql(END, { id: 'not-a-uuid' }, as(other));
    expect(notAnId.errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');

    const visitor = await t.gql(SESSIONS);
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const visitorEnd = await t.gql(END, { id: ownerSession.id });
    expect(visitorEnd.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const count = await t.db.query(
      'SELECT count(*)::int AS n FROM refresh_tokens WHERE family_id = $1 AND revoked_at IS NULL',
      [ownerSession.id],
    );
    expect(count[0].n).toBeGreaterThan(0);
  });

  it('unlinks a provider, but never the last way to sign in, and never another member’s', async () => {
    const member = await createMember(t);
    const addIdentity = (userId: string, provider: string) =>
      t.db.query(
        `INSERT INTO user_identities (user_id, provider, subject, email) VALUES ($1, $2, $3, NULL)`,
        [userId, provider, `${provider}-${userId}`],
      );
    await addIdentity(member.id, 'google');
    await addIdentity(member.id, 'github');

    // Another member cannot touch my identities.
    const other = await createMember(t);
    const foreign = await t.gql(UNLINK, { provider: 'google' }, as(other));
    expect(foreign.errors?.[0].extensions?.code).toBe('IDENTITY_NOT_FOUND');
    const stillThere = await t.db.query(
      'SELECT provider FROM user_identities WHERE user_id = $1 ORDER BY provider',
      [member.id],
    );
    expect(stillThere.map((r) => r.provider)).toEqual(['github', 'google']);

    // With a password, unlinking is fine.
    const first = await t.gql(UNLINK, { provider: 'github' }, as(member));
    expect(first.data).toEqual({
      unlinkSignInProvider: { providers: ['google'], hasPassword: true },
    });

    // Without a password, the last provider stays, with a clear message.
    await t.db.query('UPDATE users SET password_hash = NULL WHERE id = $1', [member.id]);
    const last = await t.gql(UNLINK, { provider: 'google' }, as(member));
    expect(last.errors?.[0].extensions?.code).toBe('LAST_SIGN_IN_METHOD');
    expect(last.errors?.[0].message).toBe(
      'Google ist Ihre einzige Anmeldemöglichkeit. Legen Sie zuerst ein Passwort fest oder verbinden Sie einen anderen Anbieter.',
    );
    const lastEn = await t.gql(UNLINK, { provider: 'google' }, as(member, { 'x-locale': 'en' }));
    expect(lastEn.errors?.[0].message).toBe(
      'Google is your only way to sign in. Set a password or link another provider first.',
    );
    const count = await t.db.query(
      'SELECT count(*)::int AS n FROM user_identities WHERE user_id = $1',
      [member.id],
    );
    expect(count[0].n).toBe(1);

    const unknown = await t.gql(UNLINK, { provider: 'myspace' }, as(member));
    expect(unknown.errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('changes the email address only after the new address confirms it, and tells the old one', async () => {
    const member = await createMember(t, { name: 'Clara Wechsel' });
    const newEmail = uniqueEmail('moved');

    const wrong = await t.gql(
      REQUEST_CHANGE,
      { newEmail, currentPassword: 'not-my-password-at-all' },
      as(member),
    );
    expect(wrong.errors?.[0].extensions?.code).toBe('WRONG_PASSWORD');
    const same = await t.gql(
      REQUEST_CHANGE,
      { newEmail: member.email.toUpperCase(), currentPassword: STRONG_PASSWORD },
      as(member),
    );
    expect(same.errors?.[0].extensions?.code).toBe('EMAIL_UNCHANGED');

    const asked = await t.gql(
      REQUEST_CHANGE,
      { newEmail, currentPassword: STRONG_PASSWORD },
      as(member),
    );
    expect(asked.data).toEqual({ requestEmailChange: true });
    const pending = await t.gql(`{ pendingEmailChange }`, {}, as(member));
    expect(pending.data).toEqual({ pendingEmailChange: newEmail });
    // Nothing has changed yet.
    const before = await t.http.get('/auth/me').set('authorization', `Bearer ${member.token}`);
    expect(before.body.data.email).toBe(member.email);

    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(newEmail) && /Neue E-Mail-Adresse/.test(m.subject ?? ''),
    );
    const link = new URL(linkIn(mail.text, '/api/auth/confirm-email-change?token='));
    const opened = await t.http.get(`${link.pathname}${link.search}`).set('accept', 'text/html');
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('/member-area?tab=account&email=changed');

    const after = await t.http.get('/auth/me').set('authorization', `Bearer ${member.token}`);
    expect(after.body.data).toMatchObject({ email: newEmail, email_verified: true });
    const told = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(member.email) && /wurde geändert/.test(m.subject ?? ''),
    );
    expect(told.text).toContain(newEmail);

    // The link works once; the old address no longer signs in, the new one does.
    const again = await t.http
      .get(`${link.pathname}${link.search}`)
      .set('accept', 'application/json');
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('INVALID_LINK');
    const oldLogin = await t.http
      .post('/auth/login')
      .send({ email: member.email, password: STRONG_PASSWORD });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.http
      .post('/auth/login')
      .send({ email: newEmail, password: STRONG_PASSWORD });
    expect(newLogin.status).toBe(200);
  });

  it('a first verification through an email change removes providers linked before it, as the verification link does', async () => {
    // An account whose address nobody has proven yet, with a provider identity linked to it
    // (whoever linked it may not own the address it is about to prove).
    const member = await createMember(t);
    await t.db.query(
      `INSERT INTO user_identities (user_id, provider, subject, email) VALUES ($1, 'github', $2, NULL)`,
      [member.id, `early-${member.id}`],
    );
    const newEmail = uniqueEmail('first-proof');
    const asked = await t.gql(
      REQUEST_CHANGE,
      { newEmail, currentPassword: STRONG_PASSWORD },
      as(member),
    );
    expect(asked.data).toEqual({ requestEmailChange: true });
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(newEmail) && /Neue E-Mail-Adresse/.test(m.subject ?? ''),
    );
    const link = new URL(linkIn(mail.text, '/api/auth/confirm-email-change?token='));
    await t.http.get(`${link.pathname}${link.search}`).set('accept', 'text/html');
    expect(
      await t.db.query('SELECT provider FROM user_identities WHERE user_id = $1', [member.id]),
    ).toEqual([]);
    await t.mail.waitFor((m) => m.envelopeTo.includes(newEmail) && /GitHub/.test(m.text ?? ''));
  });

  it('a provider-only account changes its address only right after signing in', async () => {
    const member = await createMember(t);
    await t.db.query('UPDATE users SET password_hash = NULL WHERE id = $1', [member.id]);
    // The same account's token, its sign-in 20 minutes ago (still valid for a few minutes).
    const [header, payload] = member.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const now = Math.floor(Date.now() / 1000);
    const body = `${header}.${Buffer.from(
      JSON.stringify({
        ...claims,
        iat: now - 20 * 60,
        auth_time: now - 20 * 60,
        exp: now + 5 * 60,
      }),
    ).toString('base64url')}`;
    const oldToken = `${body}.${createHmac('sha256', t.config.jwtSecret).update(body).digest('base64url')}`;
    const newEmail = uniqueEmail('provider-only');

    const stale = await t.gql(REQUEST_CHANGE, { newEmail }, as({ token: oldToken }));
    expect(stale.errors?.[0].extensions?.code).toBe('RECENT_SIGN_IN_REQUIRED');
    expect(
      await t.db.query('SELECT 1 FROM email_change_requests WHERE user_id = $1', [member.id]),
    ).toHaveLength(0);

    const fresh = await t.gql(REQUEST_CHANGE, { newEmail }, as({ token: member.token }));
    expect(fresh.data).toEqual({ requestEmailChange: true });
    await t.mail.waitFor((m) => m.envelopeTo.includes(newEmail));
  });

  it('answers a taken address exactly like a free one, mails its owner, and changes nothing', async () => {
    const owner = await createMember(t, { name: 'Olga Owner' });
    const member = await createMember(t, { name: 'Max Mover' });
    const taken = await t.gql(
      REQUEST_CHANGE,
      { newEmail: owner.email, currentPassword: STRONG_PASSWORD },
      as(member),
    );
    const free = await t.gql(
      REQUEST_CHANGE,
      { newEmail: uniqueEmail('free'), currentPassword: STRONG_PASSWORD },
      as(member),
    );
    expect(taken).toEqual(free);
    const warned = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(owner.email) && /Jemand wollte/.test(m.subject ?? ''),
    );
    expect(warned.text).not.toContain(member.email);
    expect(
      t.mail.messages.some(
        (m) =>
          m.envelopeTo.includes(owner.email) &&
          /bestätigen/.test(m.subject ?? '') &&
          m.text?.includes('confirm-email-change'),
      ),
    ).toBe(false);
    const rows = await t.db.query('SELECT email FROM users WHERE id = $1', [member.id]);
    expect(rows[0].email).toBe(member.email);
  });

  it('a new verification mail says that earlier links no longer work, and they do not (de + en)', async () => {
    for (const locale of ['de', 'en'] as const) {
      const email = uniqueEmail(`resend-${locale}`);
      await t.http
        .post('/auth/register')
        .set('accept-language', locale)
        .send({ email, password: STRONG_PASSWORD, name: 'Rita Resend', privacyConsent: true });
      const first = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
      const note =
        locale === 'de'
          ? 'Früher gesendete Bestätigungslinks funktionieren nicht mehr'
          : 'Confirmation links sent earlier no longer work';
      expect(first.text).not.toContain(note);
      await t.http.post('/api/auth/resend-verification').send({ email });
      const second = await t.mail.waitFor(
        (m) => m.envelopeTo.includes(email) && m !== first && (m.text ?? '').includes(note),
      );
      expect(second.html).toContain(note);
      const oldLink = new URL(linkIn(first.text, '/api/auth/verify?token='));
      const old = await t.http
        .get(`${oldLink.pathname}${oldLink.search}`)
        .set('accept', 'application/json');
      expect(old.body.error.code).toBe('INVALID_LINK');
      const newLink = new URL(linkIn(second.text, '/api/auth/verify?token='));
      const opened = await t.http
        .get(`${newLink.pathname}${newLink.search}`)
        .set('accept', 'text/html');
      // The browser page decides: member area when signed in there, else the sign-in screen.
      expect(opened.headers.location).toBe('/verify-email?verified=1');
    }
  });
});
