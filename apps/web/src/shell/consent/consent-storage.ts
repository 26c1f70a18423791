import { COOKIE_CONSENT } from '@platform/domain';

/**
 * The optional categories this site actually uses: only its own page-view statistics. (No
 * marketing or third-party services, nothing "functional" beyond what is necessary.)
 */
export const OPTIONAL_COOKIE_CATEGORIES = ['analytics'] as const;
export type OptionalCookieCategory = (typeof OPTIONAL_COOKIE_CATEGORIES)[number];

/** The visitor's choice per optional category. */
export type OptionalCookieChoices = Record<OptionalCookieCategory, boolean>;

/** `necessary` cannot be turned off. */
export interface CookiePreferences extends OptionalCookieChoices {
  necessary: true;
}

/** What is stored in localStorage under `COOKIE_CONSENT.storageKey`. */
export interface ConsentRecord {
  preferences: CookiePreferences;
  /** When the choice was made (ISO 8601). */
  timestamp: string;
  version: string;
}

export const NO_OPTIONAL_COOKIES: OptionalCookieChoices = {
  analytics: false,
};

export const ALL_OPTIONAL_COOKIES: OptionalCookieChoices = {
  analytics: true,
};

/**
 * The stored decision, or `null` if there is none, it cannot be read, or it was made for
 * another version of the consent text (then the visitor is asked again).
 */
export function readConsentRecord(): ConsentRecord | null {
  let text: string | null;
  try {
    text = window.localStorage.getItem(COOKIE_CONSENT.storageKey);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    return parseConsentRecord(JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function parseConsentRecord(value: unknown): ConsentRecord | null {
  if (!isObject(value) || value.version !== COOKIE_CONSENT.version) return null;
  const { preferences, timestamp } = value;
  if (typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp))) return null;
  if (!isObject(preferences)) return null;
  const choices = { ...NO_OPTIONAL_COOKIES };
  for (const category of OPTIONAL_COOKIE_CATEGORIES) {
    if (typeof preferences[category] !== 'boolean') return null;
    choices[category] = preferences[category];
  }
  return { preferences: { necessary: true, ...choices }, timestamp, version: value.version };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Stores a decision made now and returns the record. */
export function writeConsentRecord(choices: OptionalCookieChoices): ConsentRecord {
  const record: ConsentRecord = {
    preferences: {
      necessary: true,
      analytics: choices.analytics,
    },
    timestamp: new Date().toISOString(),
    version: COOKIE_CONSENT.version,
  };
  try {
    window.localStorage.setItem(COOKIE_CONSENT.storageKey, JSON.stringify(record));
  } catch {
    // Not persisted (storage blocked): the choice still applies to this visit.
  }
  return record;
}

export function clearConsentRecord(): void {
  try {
    window.localStorage.removeItem(COOKIE_CONSENT.storageKey);
  } catch {
    // Nothing stored that we could remove.
  }
}
