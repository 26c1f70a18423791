import { DEFAULT_LOCALE, type Locale } from '@platform/domain';
import { StrictMode, type ReactNode } from 'react';
import { authGraphqlSession } from '../modules/auth/api/graphql-session';
import { GraphqlSessionContext } from '../shared/graphql/graphql-session';
import { ReadySignal } from '../shared/hydration/ReadySignal';
import { LocaleProvider } from '../shared/i18n/LocaleProvider';
import { storeLocale } from '../shared/i18n/stored-locale';
import { CookieConsentProvider } from '../shell/consent/CookieConsentProvider';
import { PageLoadRouter } from './PageLoadRouter';

/**
 * Another language is another prerendered file: the choice is stored (as in the app) and the
 * page loads again in that language (the address the sitemap gives it).
 */
function switchByPageLoad(next: Locale) {
  storeLocale(next);
  const url = new URL(window.location.href);
  // German is the address without `?lang`, as in the app.
  if (next === DEFAULT_LOCALE) url.searchParams.delete('lang');
  else url.searchParams.set('lang', next);
  window.location.assign(url.href);
}

/**
 * The providers an island's component relies on, as the app's (shell/App.tsx) give them.
 * `onReady` runs once the island has taken its markup over (its handlers are attached).
 */
export function IslandFrame({
  locale,
  onReady,
  children,
}: {
  locale: Locale;
  onReady?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <LocaleProvider initialLocale={locale} switchLocale={switchByPageLoad}>
        <GraphqlSessionContext value={authGraphqlSession}>
          <CookieConsentProvider>
            <PageLoadRouter>{children}</PageLoadRouter>
          </CookieConsentProvider>
        </GraphqlSessionContext>
      </LocaleProvider>
      {onReady && <ReadySignal onReady={onReady} />}
    </StrictMode>
  );
}
