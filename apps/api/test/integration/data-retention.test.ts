import { createWorkshop } from '../support/academy-fixtures.js';
import { createMember } from '../support/factories.js';
import { runJob } from '../support/outbox-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { DataRetentionJob } from '../../src/modules/retention/data-retention.job.js';

describe('data retention (the daily job)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const exists = async (table: string, id: string) =>
    (await t.db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length === 1;

  it('deletes email change links spent or expired over a week ago, keeps recent ones', async () => {
    const member = await createMember(t);
    const insert = async (hash: string, expires: string, used: string | null) =>
      (
        await t.db.query<{ id: string }>(
          `INSERT INTO email_change_requests (user_id, new_email, token_hash, expires_at, used_at)
           VALUES ($1, 'neu@example.com', $2, now() + $3::interval, now() + $4::interval) RETURNING id`,
          [member.id, hash.padEnd(64, '0'), expires, used],
        )
      )[0].id;
    const oldExpired = await insert('a', '-9 days', null);
    const oldUsed = await insert('b', '-8 days', '-8 days');
    const recentUsed = await insert('c', '-1 day', '-1 day');
    const open = await insert('d', '1 day', null);

    await runJob(t, 'data_retention');

    expect(await exists('email_change_requests', oldExpired)).toBe(false);
    expect(await exists('email_change_requests', oldUsed)).toBe(false);
    expect(await exists('email_change_requests', recentUsed)).toBe(true);
    expect(await exists('email_change_requests', open)).toBe(true);
  });

  it('deletes failed mails (with their bodies) 90 days after they failed, keeps newer ones', async () => {
    const insert = async (age: string) =>
      (
        await t.db.query<{ id: string }>(
          `INSERT INTO mail_outbox (key, recipient, subject, message, status, attempts, updated_at, created_at)
           VALUES (gen_random_uuid()::text, 'x@example.com', 'Betreff', '{"text":"geheim"}', 'failed', 14,
                   now() - $1::interval, now() - $1::interval) RETURNING id`,
          [age],
        )
      )[0].id;
    const old = await insert('91 days');
    const recent = await insert('30 days');

    await runJob(t, 'data_retention');

    expect(await exists('mail_outbox', old)).toBe(false);
    expect(await exists('mail_outbox', recent)).toBe(true);
  });

  it('reports how many page view counts it deleted (old days go, the recent day stays)', async () => {
    for (const [path, age] of [
      ['/alt-a', '40 months'],
      ['/alt-b', '39 months'],
      ['/alt-c', '38 months'],
      ['/neu', '1 day'],
    ])
      await t.db.query(
        `INSERT INTO page_view_counts (day, path, locale, views)
         VALUES ((now() - $2::interval)::date, $1, 'de', 5)`,
        [path, age],
      );

    const removed = await t.app.get(DataRetentionJob).run();

    expect(removed.pageViewCounts).toBe(3);
    const left = await t.db.query<{ path: string }>('SELECT path FROM page_view_counts');
    expect(left.map((r) => r.path)).toEqual(['/neu']);
  });

  it('reports how many kept calendar entries of cancelled dates it deleted (ended over 30 days ago)', async () => {
    const workshop = await createWorkshop(t, { sessionsInDays: [3] });
    for (const endedDaysAgo of [60, 45, 2])
      await t.db.query(
        `INSERT INTO cancelled_calendar_entries
           (entry_id, session_id, workshop_id, starts_at, ends_at, sequence,
            slug, title, format, location, video_call_link, is_public, creator_id)
         SELECT gen_random_uuid(), s.id, w.id, now() - make_interval(days => $2) - interval '2 hours',
                now() - make_interval(days => $2), 1,
                w.slug, w.title, w.format::text, w.location, w.video_call_link, true, w.creator_id
           FROM workshop_sessions s JOIN workshops w ON w.id = s.workshop_id WHERE s.id = $1`,
        [workshop.sessionIds[0], endedDaysAgo],
      );

    const removed = await t.app.get(DataRetentionJob).run();

    expect(removed.cancelledCalendarEntries).toBe(2);
    const [{ left }] = await t.db.query<{ left: number }>(
      'SELECT count(*)::int AS left FROM cancelled_calendar_entries WHERE workshop_id = $1',
      [workshop.id],
    );
    expect(left).toBe(1);
  });
});
