import { adminQuery } from '../../../../dist/apps/api/core/database/postgres-server.js';

export default async function globalTeardown() {
  const server = process.env.TEST_PG_SERVER;
  const template = process.env.TEST_PG_TEMPLATE;
  if (server && template)
    await adminQuery(server, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await globalThis.__embeddedPostgres?.stop();
}
