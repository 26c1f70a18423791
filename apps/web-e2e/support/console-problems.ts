import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * The one console error a visitor without a session may get: the browser itself reports the
 * 401 of the silent sign-in check (`/auth/refresh`). Nothing else is expected.
 */
function isSessionProbe(message: ConsoleMessage): boolean {
  return (
    /Failed to load resource: the server responded with a status of 401/.test(message.text()) &&
    /\/auth\/refresh$/.test(new URL(message.location().url || 'http://x/').pathname)
  );
}

/** Page errors and console errors or warnings (hydration mismatches among them), as they come. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.type() === 'error' && isSessionProbe(message)) return;
    problems.push(`${page.url()}: ${message.type()}: ${message.text()}`);
  });
  return problems;
}
