import { createDataSource } from './data-source.js';

// An arbitrary constant that names "schema migrations" among PostgreSQL advisory locks.
const MIGRATION_LOCK_ID = 7_281_946_001;

/**
 * Applies pending migrations. Several instances may start at once: an advisory lock lets one
 * migrate while the others wait, then find nothing left to do.
 */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((m) => m.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}
