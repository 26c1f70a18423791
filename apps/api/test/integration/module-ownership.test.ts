import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SRC = join(import.meta.dirname, '../../src');

/** Entity files under `src/`, as the migration CLI finds them (`src/cli/entities.ts`). */
function entityFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /^(core|modules)\/.*\.entity\.ts$/.test(file))
    .sort();
}

describe('module ownership', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads every entity file through the module that owns it (forFeature + autoLoadEntities)', () => {
    const loaded = t.app.get(DataSource).entityMetadatas;
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded).toHaveLength(entityFiles().length);
  });
});
