import { COOKIE_CONSENT } from '@platform/domain';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../../islands/island-names';
import { focusMainContent } from '../layout/main-content';
import {
  CookieConsentContext,
  type ConsentChoice,
  type CookieConsentStore,
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
  // The decision lives on this device; the prerendered HTML knows none: while markup hydrates,
  // the parts read "not decided" (useCookieConsent, the store's server snapshot).
  const [record, setRecord] = useState<ConsentRecord | null>(readConsentRecord);
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

  // The value's callbacks read the opener ref only when called (events), never while rendering.
  // eslint-disable-next-line react-hooks/refs
  const [store] = useState(() => createConsentStore(value));
  // A new value reaches the parts that read it before the browser paints.
  useLayoutEffect(() => store.publish(value), [store, value]);

  return <CookieConsentContext value={store}>{children}</CookieConsentContext>;
}

function createConsentStore(initial: CookieConsentValue): CookieConsentStore & {
  publish: (value: CookieConsentValue) => void;
} {
  const listeners = new Set<() => void>();
  let current = initial;
  let asServerRendered: CookieConsentValue | undefined;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
    getServerSnapshot: () =>
      (asServerRendered ??= {
        ...current,
        preferences: null,
        record: null,
        hasDecided: false,
        settingsOpen: false,
      }),
    publish(value) {
      if (value === current) return;
      current = value;
      asServerRendered = undefined;
      for (const listener of listeners) listener();
    },
  };
}
