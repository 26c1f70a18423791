import pg from 'pg';

export default async function globalTeardown() {
  const server = process.env.TEST_PG_SERVER;
  const template = process.env.TEST_PG_TEMPLATE;
  if (server && template) {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin
      .query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`)
      .finally(() => admin.end());
  }
  await globalThis.__embeddedPostgres?.stop();
}
