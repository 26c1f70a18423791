import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Unit tests of the web app: its logic and components in jsdom, without a browser or server. */
export default defineConfig({
  root: fromHere('.'),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@platform\/domain$/, replacement: fromHere('../../libs/domain/src/index.ts') },
      { find: /^@platform\/ui$/, replacement: fromHere('../../libs/ui/src/index.ts') },
      { find: /^@platform\/ui\/(.+)$/, replacement: `${fromHere('../../libs/ui/src')}/$1` },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: [fromHere('src/test/setup.ts')],
    restoreMocks: true,
    // Typing with user-event is slow on a busy machine; the default 5 s is too tight there.
    testTimeout: 20_000,
    // The JSON report is what `npm test` (tools/test-all.mjs) counts.
    reporters: ['default', 'json'],
    outputFile: { json: fromHere('../../tmp/test-results/web-unit.json') },
  },
});
