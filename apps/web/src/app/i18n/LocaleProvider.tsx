import { DEFAULT_LOCALE, type Locale } from '@platform/domain';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { loadMessages, type LoadedCatalog } from './catalogs';
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
  initialCatalog: LoadedCatalog;
  children: ReactNode;
}

export function LocaleProvider({ initialCatalog, children }: LocaleProviderProps) {
  const [catalog, setCatalog] = useState(initialCatalog);
  const latestRequest = useRef<Locale>(initialCatalog.locale);

  const setLocale = useCallback((next: Locale) => {
    latestRequest.current = next;
    storeLocale(next);
    loadMessages(next).then(
      (messages) => {
        // A quicker, later choice wins over a slow earlier one.
        if (latestRequest.current !== next) return;
        setActiveLocale(next);
        setCatalog({ locale: next, messages });
      },
      (error: unknown) => {
        console.error(`[i18n] Could not load the "${next}" messages.`, error);
      },
    );
  }, []);

  const value = useMemo<LocaleContextValue>(
    () => ({ locale: catalog.locale, setLocale }),
    [catalog.locale, setLocale],
  );

  return (
    <LocaleContext value={value}>
      <IntlProvider
        locale={catalog.locale}
        defaultLocale={DEFAULT_LOCALE}
        messages={catalog.messages}
        onError={handleIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
