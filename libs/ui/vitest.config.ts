import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Unit tests of the UI primitives: keyboard behaviour and accessibility checks in jsdom. */
export default defineConfig({
  root: fromHere('.'),
  plugins: [react()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: [fromHere('src/test/setup.ts')],
    restoreMocks: true,
    // Typing with user-event is slow on a busy machine; the default 5 s is too tight there.
    testTimeout: 20_000,
    // The JSON report is what `npm test` (tools/test-all.mjs) counts.
    reporters: ['default', 'json'],
    outputFile: { json: fromHere('../../tmp/test-results/ui-unit.json') },
  },
});
