import { createMember, STRONG_PASSWORD } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Security issue (sign-in and sessions), item 4: a host beside ours (a sibling subdomain) can set
 * a cookie for our name, unless the name carries the `__Host-` prefix, which the browser accepts
 * only from this very host, with Secure, Path=/ and no Domain. On https the session cookies carry
 * it and a cookie without it is ignored; on plain http (development) the plain names stay.
 */
function cookiesOf(setCookie: string[] | string | undefined): string[] {
  return Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
}

function expectHostPrefixed(setCookie: string[]): void {
  const names = setCookie.map((cookie) => cookie.split('=')[0]);
  expect(names).toEqual(expect.arrayContaining(['__Host-oiv_refresh', '__Host-has_session']));
  for (const cookie of setCookie.filter((c) => c.startsWith('__Host-'))) {
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/; Domain=/i);
  }
  expect(names).not.toContain('oiv_refresh');
}

describe('attack: planting a session cookie from a sibling host (https)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://platform.example.org' });
  });
  afterAll(() => t.close());

  it('names the session cookies __Host-… and ignores a cookie without the prefix', async () => {
    const member = await createMember(t);
    const login = await t.http
      .post('/auth/login')
      .send({ email: member.email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    const set = cookiesOf(login.headers['set-cookie']);
    expectHostPrefixed(set);
    const value = set
      .find((c) => c.startsWith('__Host-oiv_refresh='))!
      .split(';')[0]
      .split('=')[1];

    // The same token under the plain name (as a sibling host could plant it) is not read.
    const planted = await t.http.post('/auth/refresh').set('cookie', `oiv_refresh=${value}`);
    expect(planted.status).toBe(401);
    const genuine = await t.http.post('/auth/refresh').set('cookie', `__Host-oiv_refresh=${value}`);
    expect(genuine.status).toBe(200);
    expectHostPrefixed(cookiesOf(genuine.headers['set-cookie']));

    const out = await t.http.post('/auth/logout').set('cookie', `__Host-oiv_refresh=${value}`);
    const cleared = cookiesOf(out.headers['set-cookie']).map((c) => c.split('=')[0]);
    expect(cleared).toEqual(expect.arrayContaining(['__Host-oiv_refresh', '__Host-has_session']));
  });
});

describe('session cookie names behind a proxy and on plain http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('https through a trusted proxy gets the prefix; plain http (development) keeps the plain names', async () => {
    const member = await createMember(t);
    const viaProxy = await t.http
      .post('/auth/login')
      .set('x-forwarded-proto', 'https')
      .send({ email: member.email, password: STRONG_PASSWORD });
    expect(viaProxy.status).toBe(200);
    expectHostPrefixed(cookiesOf(viaProxy.headers['set-cookie']));

    const plain = await t.http
      .post('/auth/login')
      .send({ email: member.email, password: STRONG_PASSWORD });
    const names = cookiesOf(plain.headers['set-cookie']).map((c) => c.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['oiv_refresh', 'has_session']));
    expect(names.some((name) => name.startsWith('__Host-'))).toBe(false);
  });
});
