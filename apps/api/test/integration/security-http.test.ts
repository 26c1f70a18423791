import { createMember, STRONG_PASSWORD } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/outbox-helpers.js';

/**
 * Issue 13, item 3: login CSRF. Auth routes accept JSON only, and every unsafe method is
 * refused when the browser says it comes from another site (`Origin` / `Sec-Fetch-Site`).
 */
describe('attack: login CSRF and cross-site writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const EVIL = 'https://evil.example';

  it('refuses a form on another site that signs the victim in as the attacker', async () => {
    const attacker = await createMember(t);
    const response = await t.http
      .post('/auth/login')
      .set('origin', EVIL)
      .set('sec-fetch-site', 'cross-site')
      .type('form')
      .send({ email: attacker.email, password: STRONG_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('CROSS_SITE_REQUEST');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses form-encoded bodies on the auth routes even from this site', async () => {
    const member = await createMember(t);
    for (const path of ['/auth/login', '/auth/register', '/api/auth/request-reset']) {
      const response = await t.http
        .post(path)
        .set('accept-language', 'en')
        .type('form')
        .send({ email: member.email, password: STRONG_PASSWORD });
      expect({ path, status: response.status }).toEqual({ path, status: 415 });
      expect(response.body.error).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Please send the data as JSON.',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses every unsafe method from another site, by Origin or by Sec-Fetch-Site', async () => {
    const member = await createMember(t);
    const cases: Array<[string, Record<string, string>]> = [
      ['origin only', { origin: EVIL }],
      ['opaque origin', { origin: 'null' }],
      ['fetch metadata only', { 'sec-fetch-site': 'cross-site' }],
      ['sibling site', { origin: 'https://shop.localhost:3000', 'sec-fetch-site': 'same-site' }],
    ];
    for (const [name, headers] of cases) {
      const logout = await t.http.post('/auth/logout').set(headers).set('cookie', member.cookie);
      expect({ name, status: logout.status }).toEqual({ name, status: 403 });
      const gql = await t.http
        .post('/graphql')
        .set(headers)
        .set('authorization', `Bearer ${member.token}`)
        .send({ query: 'mutation { exportMyData }' });
      expect({ name, status: gql.status }).toEqual({ name, status: 403 });
      const put = await t.http
        .put('/api/auth/profile')
        .set(headers)
        .set('authorization', `Bearer ${member.token}`)
        .send({ name: 'Übernommen' });
      expect({ name, status: put.status }).toEqual({ name, status: 403 });
    }
    const english = await t.http.post('/auth/logout').set('origin', EVIL).set('x-locale', 'en');
    expect(english.body.error.message).toBe(
      'This request came from another website and was refused.',
    );
    // The session survived every attempt.
    expect((await t.http.post('/auth/refresh').set('cookie', member.cookie)).status).toBe(200);
  });

  it('lets this site, and clients that are not browsers, through', async () => {
    const member = await createMember(t);
    const sameOrigin = await t.http
      .post('/auth/login')
      .set('origin', new URL(t.config.publicUrl).origin)
      .set('sec-fetch-site', 'same-origin')
      .send({ email: member.email, password: STRONG_PASSWORD });
    expect(sameOrigin.status).toBe(200);
    // Through a development proxy the browser still says same-origin.
    const proxied = await t.http
      .post('/auth/login')
      .set('origin', 'http://localhost:4200')
      .set('sec-fetch-site', 'same-origin')
      .send({ email: member.email, password: STRONG_PASSWORD });
    expect(proxied.status).toBe(200);
    const script = await t.http
      .post('/auth/login')
      .send({ email: member.email, password: STRONG_PASSWORD });
    expect(script.status).toBe(200);
    // Safe methods are not affected.
    expect((await t.http.get('/health').set('origin', EVIL)).status).toBe(200);
  });
});

/** Issue 13, item 6: secrets in URLs never reach the access log. */
describe('attack: secrets in the access log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logTo: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(() => t.close());

  const secret = (n: number) => `Zz${n}SecretToken_abcdefghijklmnopqrstuvwxyz-0123456789`;

  it('redacts reset, verification, cancel, hand-off and provider codes from logged URLs', async () => {
    const id = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    const jwtLike = `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.${secret(9)}`;
    const urls = [
      `/api/auth/verify?token=${secret(1)}`,
      `/api/booking/cancel?token=${secret(2)}`,
      `/api/workshops/registrations/${id}/guest-cancel?token=${secret(3)}`,
      `/auth/callback?token=${jwtLike}&next=%2Fmember-area`,
      `/auth/reset?token=${secret(5)}`,
      `/api/auth/oauth/google/callback?code=${secret(6)}&state=${secret(7)}`,
      `/termin/stornieren?token=${secret(8)}&lang=en`,
      `/academy/cancel/${secret(10)}`,
      `/verify-email/${secret(11)}`,
    ];
    for (const url of urls) await t.http.get(url).set('accept', 'application/json');
    await eventually(
      () => Promise.resolve(lines.filter((l) => l.includes('"req":')).length >= urls.length),
      'an access-log line per request',
    );
    const log = lines.join('');
    for (let n = 1; n <= 11; n++) expect(log).not.toContain(`Zz${n}SecretToken`);
    expect(log).not.toContain('eyJhbGciOiJIUzI1NiJ9');
    expect(log).toContain('/api/auth/verify?token=[redacted]');
    expect(log).toContain(`/api/workshops/registrations/${id}/guest-cancel?token=[redacted]`);
    // Harmless parts stay readable.
    expect(log).toContain('next=%2Fmember-area');
    expect(log).toContain('lang=en');
  });
});
