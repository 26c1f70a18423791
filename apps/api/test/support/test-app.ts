import type { NestExpressApplication } from '@nestjs/platform-express';
import { pino } from 'pino';
import request from 'supertest';
import { type AppConfig, loadConfig } from '../../src/core/config/app-config.js';
import type { Clock } from '../../src/core/clock/clock.js';
import { createApp } from '../../src/create-app.js';
import { freePort } from '../../src/core/database/embedded-postgres.js';
import { MailCatcher } from './mail-catcher.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  db: TestDatabase;
  mail: MailCatcher;
  http: ReturnType<typeof request>;
  /** POST /graphql; returns the parsed body and the status. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{
    status: number;
    data?: T;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  }>;
  close(): Promise<void>;
}

/**
 * The real application on its own fresh database, with mail going to a local SMTP server.
 * `env` overrides configuration for one test file.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    listen?: boolean;
    /** A database shared with another test app (two instances); the first app owns it. */
    db?: TestDatabase;
    /** A settable clock (scheduled jobs, refresh-token reuse); production reads the real time. */
    clock?: Clock;
    /** Receives every log line (JSON) instead of standard output; set LOG_LEVEL in `env`. */
    logTo?: { write(line: string): void };
  } = {},
): Promise<TestApp & { baseUrl: string }> {
  const db = options.db ?? (await createTestDatabase());
  const mail = await new MailCatcher().start();
  // Flows that leave and come back (provider sign-in) need the app on a real port.
  const port = options.listen ? await freePort() : 0;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    SMTP_URL: mail.url,
    JWT_SECRET: 'integration-test-secret-that-is-long-enough-000',
    CALENDAR_SECRET_KEY: 'integration-test-calendar-key-long-enough-0000',
    PUBLIC_URL: port ? `http://127.0.0.1:${port}` : 'http://localhost:3000',
    SEED_DEMO: 'false',
    // Many registrations and sign-ins come from one address here; the throttling test sets 1.
    RATE_LIMIT_SCALE: '100',
    // Hundreds of accounts: cheap hashes (the production cost is pinned by the hasher's unit
    // test), except where a test runs the app as production, which refuses them.
    PASSWORD_HASH_COST: env.NODE_ENV === 'production' ? 'standard' : 'low',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Most suites sign admins in by password alone; the second-factor tests set `required`.
    ADMIN_MFA: env.NODE_ENV === 'production' ? 'required' : 'optional',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  const logger = options.logTo
    ? pino({ level: config.logLevel }, options.logTo)
    : pino({ level: config.logLevel });
  const app = await createApp(config, logger, options.clock);
  if (port) await app.listen(port, '127.0.0.1');
  const http = request(app.getHttpServer());
  return {
    app,
    baseUrl: config.publicUrl,
    config,
    db,
    mail,
    http,
    async gql(query, variables, headers = {}) {
      const response = await http
        .post('/graphql')
        .set({ 'content-type': 'application/json', ...headers })
        .send({ query, variables });
      return { status: response.status, ...(response.body as object) };
    },
    async close() {
      await app.close();
      await mail.stop();
      if (!options.db) await db.drop();
    },
  };
}
