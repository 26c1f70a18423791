import { createMember, STRONG_PASSWORD } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 13, item 7: targeted lockout. Only failures count, keyed by account and address; a
 * guessing address is slowed down (growing waits), the owner's own address is not blocked,
 * and signing in often with the right password is never refused. Production limits.
 */
describe('attack: locking an owner out of their account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const login = (from: string, email: string, password: string) =>
    t.http
      .post('/auth/login')
      .set('x-forwarded-for', from)
      .set('accept-language', 'en')
      .send({ email, password });

  it('failures from other addresses do not keep the owner out', async () => {
    const owner = await createMember(t);
    for (let address = 1; address <= 10; address++)
      for (let i = 0; i < 3; i++)
        await login(`203.0.113.${address}`, owner.email, `wrong-guess-${address}-${i}`);
    const own = await login('198.51.100.7', owner.email, STRONG_PASSWORD);
    expect(own.status).toBe(200);
  });

  it('never refuses someone who signs in often with the right password', async () => {
    const member = await createMember(t);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await login('198.51.100.20', member.email, STRONG_PASSWORD)).status);
    expect(statuses).toEqual(Array(15).fill(200));
  });

  it('slows down one address guessing one account, with a short wait first', async () => {
    const member = await createMember(t);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await login('192.0.2.50', member.email, `guess-${i}`)).status);
    expect(statuses).toEqual(Array(8).fill(401));
    // During the wait even the right password is answered with the wait, not checked.
    const waiting = await login('192.0.2.50', member.email, STRONG_PASSWORD);
    expect(waiting.status).toBe(429);
    const seconds = Number(/wait (\d+) seconds/.exec(waiting.body.error.message)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    // Another address (the owner's) is not affected.
    expect((await login('192.0.2.51', member.email, STRONG_PASSWORD)).status).toBe(200);
  });
});
