import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  isOneOf,
  type Locale,
} from '@platform/domain';

/** The language chosen earlier on this device, or German. */
export function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isOneOf(LOCALES, stored) ? stored : DEFAULT_LOCALE;
  } catch {
    // Storage can be unavailable (privacy modes, blocked cookies); the default is fine then.
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not persisted; the choice still applies to this visit.
  }
}

/**
 * The language currently shown, readable outside React (the GraphQL link sends it as
 * `x-locale` so that the API answers in the same language).
 */
let activeLocale: Locale = DEFAULT_LOCALE;

export function getActiveLocale(): Locale {
  return activeLocale;
}

export function setActiveLocale(locale: Locale): void {
  activeLocale = locale;
  document.documentElement.lang = locale;
}
