import { APP_READY_EVENT } from '../meta/prerender-markers';

/**
 * Tells the islands' loader (islands.ts) that the app has the page: sent once the route's page
 * has hydrated (Layout.tsx), not at the root's first commit, which leaves the page's Suspense
 * boundary to a later pass. Clicks the loader held go to the page then.
 */
export function signalAppReady(): void {
  window.dispatchEvent(new Event(APP_READY_EVENT));
}
