import { DEFAULT_LOCALE, type Locale } from '@platform/domain';
import {
  useCallback,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { getMessages, loadLocale, setTargetLocale, subscribeToCatalogs } from './catalog-store';
import { LocaleContext, type LocaleContextValue } from './locale-context';
import { setActiveLocale, storeLocale } from './stored-locale';

const handleIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
    // react-intl then shows the German defaultMessage.
    console.warn(`[i18n] ${error.message}`);
    return;
  }
  console.error(error);
};

export interface LocaleProviderProps {
  /** The language whose texts are already loaded (main.tsx waits for them). */
  initialLocale: Locale;
  /** Switches the language some other way (an island loads the page in that language). */
  switchLocale?: (next: Locale) => void;
  children: ReactNode;
}

export function LocaleProvider({ initialLocale, switchLocale, children }: LocaleProviderProps) {
  const [locale, setLocaleState] = useState(initialLocale);
  const shownLocale = useRef(initialLocale);
  const latestRequest = useRef<Locale>(initialLocale);
  const readMessages = () => getMessages(locale);
  // The same on the server: prerendered pages get their texts from the store as well.
  const messages = useSyncExternalStore(subscribeToCatalogs, readMessages, readMessages);

  const setLocale = useCallback(
    (next: Locale) => {
      if (switchLocale) {
        switchLocale(next);
        return;
      }
      latestRequest.current = next;
      storeLocale(next);
      setTargetLocale(next);
      loadLocale(next).then(
        () => {
          // A quicker, later choice wins over a slow earlier one.
          if (latestRequest.current !== next) return;
          shownLocale.current = next;
          setActiveLocale(next);
          setLocaleState(next);
        },
        (error: unknown) => {
          console.error(`[i18n] Could not load the "${next}" messages.`, error);
          if (latestRequest.current === next) setTargetLocale(shownLocale.current);
        },
      );
    },
    [switchLocale],
  );

  const value = useMemo<LocaleContextValue>(() => ({ locale, setLocale }), [locale, setLocale]);

  return (
    <LocaleContext value={value}>
      <IntlProvider
        locale={locale}
        defaultLocale={DEFAULT_LOCALE}
        // Parsed messages at run time, strings in unit tests; react-intl takes either.
        messages={messages as IntlConfig['messages']}
        onError={handleIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
