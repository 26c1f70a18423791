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

export const CookieConsentContext = createContext<CookieConsentValue | null>(null);
