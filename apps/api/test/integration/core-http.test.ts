import { createTestApp, type TestApp } from '../support/test-app.js';

describe('HTTP core: health, errors, security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /health with 200 while the database is up', async () => {
    const response = await t.http.get('/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, jobWorker: { status: 'up', running: true } },
    });
  });

  it('answers unknown API paths with the documented error shape, in the caller language', async () => {
    const de = await t.http.get('/api/does-not-exist');
    expect(de.status).toBe(404);
    expect(de.body).toEqual({ error: { message: 'Nicht gefunden.', code: 'NOT_FOUND' } });
    const en = await t.http.get('/api/does-not-exist').set('accept-language', 'en-GB,en;q=0.8');
    expect(en.body).toEqual({ error: { message: 'Not found.', code: 'NOT_FOUND' } });
  });

  it('refuses malformed and oversized JSON with a clear error', async () => {
    const malformed = await t.http
      .post('/api/anything')
      .set('content-type', 'application/json')
      .send('{nope');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('BAD_REQUEST');
    const big = await t.http
      .post('/api/anything')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(1_100_000) }));
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends the security headers and a strict CSP', async () => {
    const response = await t.http.get('/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = response.headers['content-security-policy'];
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "script-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a sane request id given by the caller and replaces a bad one', async () => {
    const kept = await t.http.get('/health').set('x-request-id', 'abc12345-trace');
    expect(kept.headers['x-request-id']).toBe('abc12345-trace');
    const replaced = await t.http.get('/health').set('x-request-id', 'bad id\twith spaces');
    expect(replaced.headers['x-request-id']).not.toBe('bad id\twith spaces');
  });

  it('allows CORS only for the public origin', async () => {
    const ours = await t.http.get('/health').set('origin', 'http://localhost:3000');
    expect(ours.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const theirs = await t.http.get('/health').set('origin', 'https://evil.example');
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 503 on /health when the database is gone', async () => {
    await t.db.admin(`ALTER DATABASE "${t.db.name}" WITH ALLOW_CONNECTIONS false`);
    await t.db.admin(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${t.db.name}'`,
    );
    const response = await t.http.get('/health');
    expect(response.status).toBe(503);
    expect(JSON.stringify(response.body)).not.toMatch(/stack|SELECT/i);
    await t.db.admin(`ALTER DATABASE "${t.db.name}" WITH ALLOW_CONNECTIONS true`);
  });
});
