import { performance } from 'node:perf_hooks';
import { createMember, refreshCookieOf, uniqueEmail } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Issue 13, item 8: nobody learns which addresses have accounts. Reset and resend answer the
 * same, in about the same time, for known and unknown addresses (the mail is queued in the
 * transaction, no SMTP work in the request).
 */
describe('attack: finding out which email addresses have accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function timed(path: string, email: string) {
    const started = performance.now();
    const response = await t.http.post(path).send({ email });
    return { ms: performance.now() - started, status: response.status, body: response.body };
  }

  it('registration with a taken address answers exactly as for a new address and tells the owner', async () => {
    const owner = await createMember(t, { verified: true });
    const register = (email: string) =>
      t.http.post('/auth/register').set('accept-language', 'de').send({
        email,
        password: 'Angreifer-Passwort-2026',
        name: 'Jemand Anderes',
        privacyConsent: true,
      });
    const fresh = await register(uniqueEmail('fresh'));
    const taken = await register(owner.email.toUpperCase());
    expect({ status: taken.status, body: taken.body }).toEqual({
      status: fresh.status,
      body: fresh.body,
    });
    expect(taken.status).toBe(201);
    // Neither answer starts a session: the new member signs in (or follows the mail).
    expect(refreshCookieOf(fresh.headers['set-cookie'])).toBeUndefined();
    expect(refreshCookieOf(taken.headers['set-cookie'])).toBeUndefined();
    const notice = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(owner.email) &&
        m.subject === 'Registrierungsversuch mit Ihrer E-Mail-Adresse',
    );
    expect(notice.text).toContain('/auth/login');
    // The owner's account is unchanged: the attacker's password does not work.
    const attackerLogin = await t.http
      .post('/auth/login')
      .send({ email: owner.email, password: 'Angreifer-Passwort-2026' });
    expect(attackerLogin.status).toBe(401);
    // In English for an English owner.
    await t.db.query("UPDATE users SET locale = 'en' WHERE id = $1", [owner.id]);
    await register(owner.email);
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(owner.email) &&
        m.subject === 'Someone tried to register with your email address',
    );
    // GraphQL answers alike as well.
    const gql = (email: string) =>
      t.gql('mutation($i: RegisterInput!) { register(input: $i) }', {
        i: { email, password: 'Angreifer-Passwort-2026', name: 'Jemand', privacyConsent: true },
      });
    expect(await gql(owner.email)).toEqual(await gql(uniqueEmail('fresh')));
  });

  const PATHS = ['/api/auth/request-reset', '/api/auth/resend-verification'];

  it.each(PATHS)('%s answers known and unknown addresses alike', async (path) => {
    const member = await createMember(t);
    const known = await t.http.post(path).set('x-locale', 'en').send({ email: member.email });
    const unknown = await t.http
      .post(path)
      .set('x-locale', 'en')
      .send({ email: uniqueEmail('nobody') });
    expect({ status: known.status, body: known.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
    expect(known.status).toBe(200);
  });

  /**
   * Before the job queue, the known address paid for the SMTP conversation inside the request
   * (about 150 ms here against 20 ms); now the mail is only queued in the transaction.
   */
  it.each(PATHS)('%s takes about as long for known as for unknown addresses', async (path) => {
    const known: number[] = [];
    const unknown: number[] = [];
    const members = await Promise.all(Array.from({ length: 12 }, () => createMember(t)));
    // Warm up both paths once.
    await timed(path, members[0].email);
    await timed(path, uniqueEmail('nobody'));
    for (const member of members.slice(1)) {
      known.push((await timed(path, member.email)).ms);
      unknown.push((await timed(path, uniqueEmail('nobody'))).ms);
    }
    // Not a speed goal: a difference check with a generous margin.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(15);
  });
});
