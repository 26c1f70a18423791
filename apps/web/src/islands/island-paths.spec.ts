import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ISLAND_PATHS } from './island-paths';

/**
 * The journeys' list (apps/web-e2e/support/entries.ts), read as text: another project is not
 * imported (module boundaries), and the list there is a plain array of string literals.
 */
function journeysIslandRoutes(): string[] {
  const source = readFileSync(
    // A path, not a URL: jsdom's URL is not the one node:fs takes.
    resolve(dirname(fileURLToPath(import.meta.url)), '../../../web-e2e/support/entries.ts'),
    'utf8',
  );
  const list = /export const ISLAND_ROUTES = \[([^\]]*)\]/.exec(source)?.[1];
  if (list === undefined) throw new Error('entries.ts names no ISLAND_ROUTES list.');
  return [...list.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
}

describe('island pages', () => {
  it('are the pages the browser journeys check for the app bundle', () => {
    expect(journeysIslandRoutes().sort()).toEqual([...ISLAND_PATHS].sort());
  });
});
