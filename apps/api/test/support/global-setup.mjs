// Runs once before the integration tests, outside jest's module system, so it uses the
// compiled API (the `integration` target builds it first).
import {
  makeTempDataDir,
  startEmbeddedPostgres,
} from '../../../../dist/apps/api/core/database/embedded-postgres.js';
import { runMigrations } from '../../../../dist/apps/api/core/database/migrate.js';
import {
  adminQuery,
  databaseUrl,
} from '../../../../dist/apps/api/core/database/postgres-server.js';
import { suiteMembershipProblems } from './suite-membership.mjs';

/**
 * One PostgreSQL for the whole run: `TEST_DATABASE_URL` when set, else an embedded server in
 * a throwaway folder. A template database gets every migration once; each test file then
 * copies it (`CREATE DATABASE ... TEMPLATE`), which takes milliseconds.
 */
export default async function globalSetup() {
  const problems = suiteMembershipProblems();
  if (problems.length > 0) throw new Error(`Integration suites:\n${problems.join('\n')}`);
  let server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const embedded = await startEmbeddedPostgres({
      dir: makeTempDataDir('api-test-pg-'),
      persistent: false,
      // Thrown away after the run: no need to survive a crash.
      durable: false,
      database: 'postgres',
    });
    globalThis.__embeddedPostgres = embedded;
    server = embedded.url;
  }
  const template = `test_template_${process.pid}`;
  await adminQuery(server, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await adminQuery(server, `CREATE DATABASE "${template}"`);
  await runMigrations(databaseUrl(server, template));
  process.env.TEST_PG_SERVER = server;
  process.env.TEST_PG_TEMPLATE = template;
}
