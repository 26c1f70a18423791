import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  authAs,
  berlinMonday,
  createWorkshopAuthor,
  pngDataUrl,
} from '../support/workshop-fixtures.js';

/** Spec §7: `POST /api/workshops` (bearer; create), same rules as the member create path. */
describe('POST /api/workshops', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const body = async (overrides: Record<string, unknown> = {}) => ({
    title: 'Prototypen bauen',
    description: 'Vom Papier zum klickbaren Prototyp.',
    start_time: berlinMonday(21).toISOString(),
    timezone: 'Europe/Berlin',
    duration_minutes: 120,
    format: 'onsite',
    location: 'Musterstraße 1, Berlin',
    max_participants: 15,
    is_public: true,
    visibility: 'public',
    guest_registration_enabled: false,
    poster_base64: await pngDataUrl(800, 1200),
    poster_filename: 'poster.png',
    base_price: '49,90',
    ...overrides,
  });

  it('needs a bearer token', async () => {
    const response = await t.http.post('/api/workshops').send(await body());
    expect(response.status).toBe(401);
  });

  it('creates with the member create rules, and refuses a line break in the title', async () => {
    const author = await createWorkshopAuthor(t);
    const created = await t.http
      .post('/api/workshops')
      .set(authAs(author))
      .send(await body());
    expect(created.status).toBe(201);
    expect(created.body.workshop.title).toBe('Prototypen bauen');
    const refused = await t.http
      .post('/api/workshops')
      .set({ ...authAs(author), 'x-locale': 'en' })
      .send(await body({ title: 'Prototypen\nbauen' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a member without a visible profile, like the member path', async () => {
    const member = await createWorkshopAuthor(t, { visibility: null });
    const response = await t.http
      .post('/api/workshops')
      .set(authAs(member))
      .send(await body());
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('WORKSHOP_PROFILE_REQUIRED');
  });
});
