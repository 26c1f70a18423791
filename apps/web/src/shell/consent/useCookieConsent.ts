import { useContext, useSyncExternalStore } from 'react';
import { CookieConsentContext, type CookieConsentValue } from './consent-context';

/**
 * The visitor's cookie choice and the ways to change it. While markup from the server hydrates
 * it is "not decided", as the server rendered it (else, say, the banner's close button exists
 * only in the browser: hydration error #418); the stored decision right after.
 */
export function useCookieConsent(): CookieConsentValue {
  const store = useContext(CookieConsentContext);
  if (!store) {
    throw new Error('useCookieConsent must be used inside <CookieConsentProvider>.');
  }
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
