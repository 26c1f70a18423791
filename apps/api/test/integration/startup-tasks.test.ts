import {
  berlinDayOf,
  expandRecurrence,
  FLAGSHIP_WORKSHOP_SLUG,
  fromWallClock,
  holidayOn,
  toWallClock,
} from '@platform/domain';
import { SeedService } from '../../src/modules/seed/seed.service.js';
import { SessionHorizonJob } from '../../src/modules/workshops/sessions/session-horizon.job.js';
import { StartupService } from '../../src/startup.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type UserRow = {
  email: string;
  role: string;
  email_verified_at: Date | null;
  password_hash: string | null;
};

describe('first admin from ADMIN_EMAIL + ADMIN_PASSWORD', () => {
  const env = { ADMIN_EMAIL: ' Admin@Example.COM ', ADMIN_PASSWORD: 'a-long-admin-password' };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('creates a verified admin with an argon2id password', async () => {
    const rows = await t.db.query<UserRow>(
      'SELECT email, role, email_verified_at, password_hash FROM users',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'admin@example.com', role: 'ADMIN' });
    expect(rows[0].email_verified_at).toBeInstanceOf(Date);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('is idempotent and keeps a password changed later', async () => {
    await t.db.query(`UPDATE users SET password_hash = 'changed-by-admin'`);
    await t.app.get(StartupService).onApplicationBootstrap();
    await t.app.get(StartupService).onApplicationBootstrap();
    const rows = await t.db.query<UserRow>('SELECT email, role, password_hash FROM users');
    expect(rows).toEqual([
      { email: 'admin@example.com', role: 'ADMIN', password_hash: 'changed-by-admin' },
    ]);
  });

  it('promotes and verifies an existing member with that email', async () => {
    await t.db.query(
      `UPDATE users SET role = 'CLIENT', email_verified_at = NULL, status = 'disabled'`,
    );
    await t.app.get(StartupService).onApplicationBootstrap();
    const [row] = await t.db.query<UserRow & { status: string }>(
      'SELECT role, status, email_verified_at FROM users',
    );
    expect(row).toMatchObject({ role: 'ADMIN', status: 'active' });
    expect(row.email_verified_at).toBeInstanceOf(Date);
  });
});

describe('demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('is seeded once on an empty database and marked', async () => {
    const marker = await t.db.query(`SELECT key FROM app_meta WHERE key = 'demo_seeded_at'`);
    expect(marker).toHaveLength(1);
  });

  it('has two approved public team profiles with square photos', async () => {
    const profiles = await t.db.query<{
      display_name: string;
      width: number;
      content_type: string;
    }>(
      `SELECT p.display_name, m.width, m.height, m.content_type FROM profiles p
         JOIN media m ON m.id = p.photo_media_id
        WHERE p.visibility = 'public' AND p.approval_status = 'approved' AND p.approved_face IS NOT NULL`,
    );
    expect(profiles).toHaveLength(2);
    for (const profile of profiles) {
      expect(profile).toMatchObject({ width: 512, height: 512, content_type: 'image/webp' });
    }
  });

  it('has approved workshops with posters and future sessions, recurring ones at 18:00 Berlin time', async () => {
    const workshops = await t.db.query<{
      slug: string;
      poster: string;
      sessions: number;
      first: Date;
    }>(
      `SELECT w.slug, w.poster_media_id AS poster, count(s.id)::int AS sessions, min(s.starts_at) AS first
         FROM workshops w JOIN workshop_sessions s ON s.workshop_id = w.id
        WHERE w.is_approved GROUP BY w.id ORDER BY w.slug`,
    );
    expect(workshops.map((w) => w.slug)).toEqual([
      'ki-im-mittelstand-chancen-erkennen',
      'von-der-idee-zum-prototyp',
      'websites-mit-ki-tools-bauen',
    ]);
    for (const workshop of workshops) {
      expect(workshop.poster).toMatch(/^[0-9a-f-]{36}$/);
      expect(workshop.first.getTime()).toBeGreaterThan(Date.now());
    }
    const recurring = await t.db.query<{ local: string }>(
      `SELECT to_char(s.starts_at AT TIME ZONE 'Europe/Berlin', 'Dy HH24:MI') AS local
         FROM workshop_sessions s JOIN workshops w ON w.id = s.workshop_id
        WHERE w.recurrence_rule IS NOT NULL`,
    );
    expect(recurring.length).toBeGreaterThanOrEqual(4);
    expect(new Set(recurring.map((r) => r.local))).toEqual(new Set(['Fri 18:00']));
  });

  it('offers no public holiday in Berlin as a date of the recurring flagship, now or later', async () => {
    const [flagship] = await t.db.query<{ id: string; rule: string; skipped: string[] }>(
      `SELECT id, recurrence_rule AS rule, skipped_dates AS skipped FROM workshops WHERE slug = $1`,
      [FLAGSHIP_WORKSHOP_SLUG],
    );
    // Every holiday the rule would hit in the next two years is skipped for good.
    const start = fromWallClock({ ...toWallClock(new Date()), day: 1, hour: 18, minute: 0 });
    const until = new Date(Date.now() + 2 * 365 * 86_400_000);
    const holidays = expandRecurrence(flagship.rule, start, { until, after: new Date() })
      .map((d) => berlinDayOf(d))
      .filter((day) => holidayOn(day) !== null);
    expect(holidays.length).toBeGreaterThan(0);
    expect(flagship.skipped).toEqual(expect.arrayContaining(holidays));
    // Neither the seeded dates nor those the daily horizon job adds fall on one.
    await t.app.get(SessionHorizonJob).run();
    const sessions = await t.db.query<{ day: string }>(
      `SELECT to_char(starts_at AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD') AS day
         FROM workshop_sessions WHERE workshop_id = $1`,
      [flagship.id],
    );
    expect(sessions.length).toBeGreaterThan(20);
    expect(sessions.map((s) => s.day).filter((day) => holidayOn(day) !== null)).toEqual([]);
  });

  it('serves a poster from /media with long caching and nosniff', async () => {
    const [{ id }] = await t.db.query<{ id: string }>(
      `SELECT poster_media_id AS id FROM workshops LIMIT 1`,
    );
    const response = await t.http.get(`/media/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((response.body as Buffer).subarray(8, 12).toString()).toBe('WEBP');
    expect((await t.http.get('/media/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await t.http.get('/media/not-a-uuid')).status).toBe(404);
  });

  it('never runs twice', async () => {
    expect(await t.app.get(SeedService).seedIfEmpty()).toBe(false);
  });

  it('never touches a database that has data', async () => {
    await t.db.query(`DELETE FROM app_meta`);
    await t.db.query(`INSERT INTO users (email, name) VALUES ('someone@example.com', 'Someone')`);
    expect(await t.app.get(SeedService).seedIfEmpty()).toBe(false);
    expect(await t.db.query(`SELECT key FROM app_meta`)).toEqual([]);
  });
});
