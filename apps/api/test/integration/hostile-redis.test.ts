import { freePort } from '../../src/core/database/embedded-postgres.js';
import { createMember } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('Hostile conditions: Redis unreachable with REDIS_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nobody listens on: every Redis command fails.
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
  });
  afterAll(() => t.close());

  it('keeps sign-in and rate-limited paths working on per-instance limits, never 500', async () => {
    const member = await createMember(t);
    const login = await t.http
      .post('/auth/login')
      .send({ email: member.email, password: member.password });
    expect(login.status).toBe(200);
    const reset = await t.http.post('/api/auth/request-reset').send({ email: member.email });
    expect(reset.status).toBeLessThan(500);
  });

  it('reports Redis in /health', async () => {
    const health = await t.http.get('/health');
    expect(health.status).toBe(200);
    expect(health.body.info.redis).toMatchObject({ status: 'down', limits: 'per-instance' });
  });
});
