import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { registeredErrorCodes } from '../../src/core/errors/error-catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SRC = join(import.meta.dirname, '../../src');

/** Entity files under `src/`, as the migration CLI finds them (`src/cli/entities.ts`). */
function entityFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /^(core|modules)\/.*\.entity\.ts$/.test(file))
    .sort();
}

/** The codes written in the modules' `<module>.errors.ts` files. */
function moduleErrorCodes(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /^modules\/[^/]+\/[^/]+\.errors\.ts$/.test(file))
    .flatMap((file) =>
      [...readFileSync(join(SRC, file), 'utf8').matchAll(/^ {2}([A-Z_]+): \{$/gm)].map((m) => m[1]),
    );
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

  it('registers the error codes of every module once the application has started', () => {
    const codes = moduleErrorCodes();
    expect(codes.length).toBeGreaterThan(0);
    expect(registeredErrorCodes()).toEqual(expect.arrayContaining(codes));
  });
});
