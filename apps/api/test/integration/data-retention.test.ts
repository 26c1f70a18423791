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
});
