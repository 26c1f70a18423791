import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../core/database/data-source.js';

/**
 * Every entity of the compiled API, found by file name: the application loads them from the
 * modules that own them (`TypeOrmModule.forFeature` with `autoLoadEntities`); the migration
 * CLI, which starts no application, compares the database with the same files.
 */
export const ENTITY_FILES = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '{core,modules}/**/*.entity.js',
);

/** A data source that knows every entity (for generating and checking migrations). */
export function createEntityDataSource(url: string): DataSource {
  return createDataSource(url, [ENTITY_FILES]);
}
