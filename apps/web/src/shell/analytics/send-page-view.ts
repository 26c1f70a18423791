import type { Locale } from '@platform/domain';

export const PAGE_VIEW_URL = '/api/analytics/pageview';

export interface PageView {
  /** The path only: no query string or fragment, which could carry personal data. */
  path: string;
  lang: Locale;
}

/**
 * Reports a page view to our own API (first-party, no third-party script). A beacon survives
 * the page being closed and never delays navigation; where it is missing or refused, a
 * `keepalive` fetch does the same job. Failures are ignored: statistics are not worth an error.
 */
export function sendPageView(view: PageView): void {
  const body = JSON.stringify({ path: view.path, lang: view.lang });
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(PAGE_VIEW_URL, body)) {
      return;
    }
  } catch {
    // Fall through to fetch.
  }
  fetch(PAGE_VIEW_URL, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(
    () => undefined,
  );
}
