import { SeedService } from '../../src/modules/seed/seed.service.js';
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

  it('promotes and verifies an existing member with that e-mail', async () => {
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
