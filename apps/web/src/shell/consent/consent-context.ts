import { createContext } from 'react';
import type { ConsentRecord, CookiePreferences, OptionalCookieChoices } from './consent-storage';

export type ConsentChoice = 'all' | 'necessary' | OptionalCookieChoices;

export interface CookieConsentValue {
  /** The current choice, or `null` while the visitor has not decided. */
  preferences: CookiePreferences | null;
  /** The stored record with timestamp and version, or `null`. */
  record: ConsentRecord | null;
  hasDecided: boolean;
  /** Records a decision: accept all, necessary only ("decline") or a custom choice. */
  decide: (choice: ConsentChoice) => void;
  /** Changes some categories of the current decision (starting from "necessary only"). */
  update: (changes: Partial<OptionalCookieChoices>) => void;
  /** Forgets the decision; the banner asks again. */
  reset: () => void;
  /** Whether the banner is showing because the visitor asked for the settings. */
  settingsOpen: boolean;
  /** Shows the banner with the category switches (e.g. the footer's "Cookie-Einstellungen"). */
  openSettings: () => void;
  /** Hides the banner again without changing the decision (only once one was made). */
  closeSettings: () => void;
}

/**
 * What the provider hands down: the current value as a store, not as the context's value. A
 * change (the stored decision once the page has hydrated, a new choice) re-renders the parts
 * that read it, and no others: a changed context value would also reach every part of the page
 * still waiting to hydrate (`shared/hydration/on-demand.tsx`), which React then renders afresh,
 * dropping the server's markup (the cookie banner, the Academy's cards).
 */
export interface CookieConsentStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => CookieConsentValue;
  /** The value the server rendered with (nobody has decided), used while markup hydrates. */
  getServerSnapshot: () => CookieConsentValue;
}

export const CookieConsentContext = createContext<CookieConsentStore | null>(null);
