import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * `false` while the server prerenders a page and while the browser hydrates that markup, `true`
 * afterwards (and at once when the page is rendered in the browser from scratch). Parts that
 * depend on this device (stored choices, today's date) wait for it, so the first client render
 * matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
