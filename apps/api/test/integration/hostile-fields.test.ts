import { createWorkshop as createAcademyWorkshop } from '../support/academy-fixtures.js';
import { createMember, uniqueEmail } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  authAs,
  CREATE_WORKSHOP,
  createWorkshopAuthor,
  workshopInput,
} from '../support/workshop-fixtures.js';

const LONE_SURROGATE = 'a\ud800b@example.com';
const NOT_A_UUID = '------------------------------------';
const REGISTER_GUEST = `mutation($s: ID!, $n: String!, $e: String!) {
  registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: $n, email: $e) { id } }`;

describe('Hostile input: one rule per field, 4xx instead of server errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function registrations(): Promise<number> {
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM workshop_registrations',
    );
    return row.n;
  }

  it('refuses an email with a lone surrogate on REST and GraphQL with 400', async () => {
    for (const path of [
      '/auth/login',
      '/api/auth/request-reset',
      '/api/auth/resend-verification',
    ]) {
      const response = await t.http
        .post(path)
        .set('x-locale', 'en')
        .send({ email: LONE_SURROGATE, password: 'whatever-long-enough' });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
    }
    const gql = await t.gql(
      'mutation($e: String!) { requestPasswordReset(input: { email: $e }) }',
      { e: LONE_SURROGATE },
    );
    expect(gql.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('gives registerGuest the same email rule as REST: no "..", no lone surrogate, no NUL', async () => {
    const workshop = await createAcademyWorkshop(t, { guests: true });
    const before = await registrations();
    for (const email of ['x@example..test', LONE_SURROGATE, 'a\u0000b@example.com']) {
      const gql = await t.gql(REGISTER_GUEST, { s: workshop.sessionIds[0], n: 'Gast', e: email });
      expect(gql.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      const rest = await t.http
        .post(`/api/workshops/${workshop.id}/register-guest`)
        .send({ guest_name: 'Gast', guest_email: email });
      expect(rest.status).toBe(400);
    }
    expect(await registrations()).toBe(before);
    expect(t.mail.messages).toHaveLength(0);
  });

  it('answers a NUL byte in a slug with 400/404, not a database error', async () => {
    const rest = await t.http.get('/api/workshops/%00');
    expect([400, 404]).toContain(rest.status);
    const gql = await t.gql('query($s: String!) { workshop(slugOrId: $s) { id } }', {
      s: 'a\u0000b',
    });
    expect(gql.errors?.[0]?.extensions?.code).not.toBe('INTERNAL');
    expect([400, 404]).toContain(gql.errors?.[0]?.extensions?.status);
  });

  it('parses ids as UUIDs before SQL: media, public profiles, refresh and logout cookies', async () => {
    expect((await t.http.get(`/media/${NOT_A_UUID}`)).status).toBe(404);
    expect((await t.http.get(`/api/profiles/${NOT_A_UUID}/public`)).status).toBe(404);
    const gql = await t.gql('query($id: ID!) { publicProfile(id: $id) { id } }', {
      id: NOT_A_UUID,
    });
    expect(gql.errors?.[0]?.extensions?.code).not.toBe('INTERNAL');
    const cookie = `oiv_refresh=${NOT_A_UUID}.${'a'.repeat(40)}`;
    const refresh = await t.http.post('/auth/refresh').set('cookie', cookie);
    expect(refresh.status).toBe(401);
    const logout = await t.http.post('/auth/logout').set('cookie', cookie);
    expect(logout.status).toBeLessThan(500);
  });

  it('refuses a line break in a workshop title with a field error, in REST and GraphQL', async () => {
    const author = await createWorkshopAuthor(t);
    const gql = await t.gql(
      CREATE_WORKSHOP,
      { i: await workshopInput({ title: 'Design\nThinking' }) },
      { ...authAs(author), 'x-locale': 'en' },
    );
    expect(gql.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect((gql.errors?.[0]?.extensions?.fields as Record<string, string>).title).toMatch(
      /line break|control/i,
    );
    const member = await createMember(t, { email: uniqueEmail('ctl'), verified: true });
    const rest = await t.http
      .post('/api/tickets/create')
      .set(authAs(member))
      .send({ subject: 'Hallo\r\nBcc: x@example.com', category: 'other', message: 'Text' });
    expect(rest.status).toBe(400);
  });
});
