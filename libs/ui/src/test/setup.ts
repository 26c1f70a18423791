// Shared by the unit tests of libs/ui and apps/web (vitest.config.ts `setupFiles`).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no canvas; axe-core asks for one and would log "Not implemented" on every run.
// (Pure logic tests run in plain Node, `@vitest-environment node`, without any DOM.)
if (typeof HTMLCanvasElement !== 'undefined') HTMLCanvasElement.prototype.getContext = () => null;

afterEach(() => {
  cleanup();
});
