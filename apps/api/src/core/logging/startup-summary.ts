import { join } from 'node:path';
import { PATHS } from '@platform/domain';
import type { AppConfig } from '../config/app-config.js';

/**
 * What a person who just ran `npm start` needs to know, in a few lines: where the site is,
 * which database and mail it uses, and how to sign in as the admin. No passwords.
 */
export function startupSummary(config: AppConfig, embeddedDatabase: boolean): string[] {
  return [
    `site: ${config.publicUrl}`,
    `database: ${embeddedDatabase ? `embedded PostgreSQL, data under ${join(config.dataDir, 'postgres')} (set DATABASE_URL for your own server)` : describeUrl(config.databaseUrl)}`,
    `mail: ${config.smtpUrl ? `SMTP ${describeUrl(config.smtpUrl)}` : `no SMTP_URL: written as .eml files to ${join(config.dataDir, 'mail')}`}`,
    config.admin
      ? `admin: sign in at ${config.publicUrl}${PATHS.login} as ${config.admin.email}`
      : 'admin: none configured; start once with ADMIN_EMAIL and ADMIN_PASSWORD (README, "The first admin")',
  ];
}

/** host, port and path of a connection URL, without user or password. */
function describeUrl(value: string): string {
  try {
    const url = new URL(value);
    return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return '(unreadable URL)';
  }
}
