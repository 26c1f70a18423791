import { useContext } from 'react';
import { CookieConsentContext, type CookieConsentValue } from './consent-context';

/** The visitor's cookie choice and the ways to change it. */
export function useCookieConsent(): CookieConsentValue {
  const value = useContext(CookieConsentContext);
  if (!value) {
    throw new Error('useCookieConsent must be used inside <CookieConsentProvider>.');
  }
  return value;
}
