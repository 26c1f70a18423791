import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminQuery, databaseUrl } from '../../src/core/database/postgres-server.js';

export interface TestDatabase {
  url: string;
  name: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A statement on the server's maintenance database (for ALTER DATABASE and the like). */
  admin(sql: string): Promise<void>;
  drop(): Promise<void>;
}

/** A fresh database for one test file, copied from the migrated template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const server = process.env.TEST_PG_SERVER;
  const template = process.env.TEST_PG_TEMPLATE;
  if (!server || !template) throw new Error('integration tests need the global setup');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(server, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = databaseUrl(server, name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // `pool.end()` resolves before its idle clients have closed their connections; the DROP
  // ... WITH (FORCE) below then terminates them, and the pool re-emits that as an 'error' that,
  // without a listener, fails whichever test runs next (seen once in a full run).
  pool.on('error', () => undefined);
  return {
    url,
    name,
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    admin(sql: string) {
      return adminQuery(server, sql);
    },
    async drop() {
      await pool.end();
      await adminQuery(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
