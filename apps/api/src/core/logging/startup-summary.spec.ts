import type { AppConfig } from '../config/app-config.js';
import { startupSummary } from './startup-summary.js';

const base = {
  publicUrl: 'http://localhost:3000',
  databaseUrl: 'postgres://app:secret@db.internal:5433/platform',
  dataDir: '/srv/data',
} as AppConfig;

describe('startupSummary', () => {
  it('names the site, database and mail without passwords', () => {
    const lines = startupSummary({ ...base, smtpUrl: 'smtp://u:pw@mail.local:2525' }, false);
    expect(lines[0]).toBe('site: http://localhost:3000');
    expect(lines[1]).toBe('database: postgres://db.internal:5433/platform');
    expect(lines[2]).toBe('mail: SMTP smtp://mail.local:2525');
    expect(lines.join('\n')).not.toMatch(/secret|pw/);
  });

  it('tells where mail and data go without servers, and how to get an admin', () => {
    const lines = startupSummary(base, true);
    expect(lines[1]).toContain('embedded PostgreSQL');
    expect(lines[2]).toContain('.eml files to /srv/data/mail');
    expect(lines[3]).toContain('ADMIN_EMAIL');
  });

  it('names the admin account to sign in with', () => {
    const lines = startupSummary(
      { ...base, admin: { email: 'a@example.com', password: 'x' } },
      true,
    );
    expect(lines[3]).toBe('admin: sign in at http://localhost:3000/auth/login as a@example.com');
  });
});
