import { Logger as WorkerLogger, runMigrations as runJobQueueMigrations } from 'graphile-worker';
import { createDataSource } from './data-source.js';

// An arbitrary constant that names "schema migrations" among PostgreSQL advisory locks.
const MIGRATION_LOCK_ID = 7_281_946_001;

/**
 * Applies pending migrations (ours, then the job queue's). Several instances may start at once: an advisory lock lets one
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
      // The job queue's own schema (graphile_worker), under the same lock: two instances that
      // start at once never race on it, and the test template database carries it too.
      await runJobQueueMigrations({
        connectionString: url,
        logger: new WorkerLogger(() => () => undefined),
      });
      return applied.map((m) => m.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}
