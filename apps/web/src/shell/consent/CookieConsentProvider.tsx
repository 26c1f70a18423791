import { COOKIE_CONSENT } from '@platform/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../../islands/island-names';
import { useHydrated } from '../../shared/hydration/useHydrated';
import { focusMainContent } from '../layout/main-content';
import {
  CookieConsentContext,
  type ConsentChoice,
  type CookieConsentValue,
} from './consent-context';
import {
  ALL_OPTIONAL_COOKIES,
  NO_OPTIONAL_COOKIES,
  clearConsentRecord,
  readConsentRecord,
  writeConsentRecord,
  type ConsentRecord,
  type OptionalCookieChoices,
} from './consent-storage';

/** Holds the cookie decision for the whole app and keeps it in sync with other tabs. */
export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const [stored, setRecord] = useState<ConsentRecord | null>(readConsentRecord);
  // The decision lives on this device; the prerendered HTML knows none. While React takes over
  // that HTML every part sees "not decided", as the server did (else, say, the banner's close
  // button exists only in the browser: hydration error #418); the stored one right after.
  const hydrated = useHydrated();
  const record = hydrated ? stored : null;
  const [settingsOpen, setSettingsOpen] = useState(false);
  /** Where focus was when the settings were opened; it returns there when they close. */
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === COOKIE_CONSENT.storageKey) {
        setRecord(readConsentRecord());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  /** After the banner closes, focus goes back to where the visitor came from. */
  const restoreFocus = useCallback(() => {
    const target = opener.current;
    opener.current = null;
    // After React has removed the banner.
    requestAnimationFrame(() => {
      if (target?.isConnected) target.focus();
      else focusMainContent();
    });
  }, []);

  const save = useCallback(
    (choices: OptionalCookieChoices) => {
      setRecord(writeConsentRecord(choices));
      setSettingsOpen(false);
      restoreFocus();
    },
    [restoreFocus],
  );

  const decide = useCallback(
    (choice: ConsentChoice) => {
      save(
        choice === 'all'
          ? ALL_OPTIONAL_COOKIES
          : choice === 'necessary'
            ? NO_OPTIONAL_COOKIES
            : choice,
      );
    },
    [save],
  );

  const update = useCallback(
    (changes: Partial<OptionalCookieChoices>) => {
      setRecord(writeConsentRecord({ ...NO_OPTIONAL_COOKIES, ...record?.preferences, ...changes }));
    },
    [record],
  );

  const reset = useCallback(() => {
    clearConsentRecord();
    setRecord(null);
  }, []);

  const openSettings = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSettingsOpen(true);
  }, []);

  // On a marketing page the footer's button is no island: it asks by an event (islands.ts).
  useEffect(() => {
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, openSettings);
  }, [openSettings]);

  const closeSettings = useCallback(() => {
    setSettingsOpen(false);
    restoreFocus();
  }, [restoreFocus]);

  const value = useMemo<CookieConsentValue>(
    () => ({
      preferences: record?.preferences ?? null,
      record,
      hasDecided: record !== null,
      decide,
      update,
      reset,
      settingsOpen,
      openSettings,
      closeSettings,
    }),
    [record, decide, update, reset, settingsOpen, openSettings, closeSettings],
  );

  return <CookieConsentContext value={value}>{children}</CookieConsentContext>;
}
