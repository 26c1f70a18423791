import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations/index.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

/**
 * One definition of the database, used by Nest, the migration CLI and the tests. It names no
 * entity: each module registers its own (`TypeOrmModule.forFeature`, loaded by
 * `autoLoadEntities`), and the migration CLI finds them by file name (`src/cli/`).
 * Running migrations needs no entity at all.
 */
export function dataSourceOptions(
  url: string,
  entities: NonNullable<DataSourceOptions['entities']> = [],
  pool: { waitMs?: number } = {},
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    uuidExtension: 'pgcrypto',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    namingStrategy: new SnakeNamingStrategy(),
    // A request waits at most `waitMs` for a free connection; then pg-pool throws
    // (`isDatabaseBusy`), answered as 503 SERVICE_BUSY.
    extra: {
      max: 10,
      connectionTimeoutMillis: pool.waitMs ?? 30_000,
      application_name: 'platform-api',
    },
  };
}

export function createDataSource(
  url: string,
  entities?: NonNullable<DataSourceOptions['entities']>,
): DataSource {
  return new DataSource(dataSourceOptions(url, entities));
}
