import type { Locale } from '@platform/domain';
import type { ReactNode } from 'react';
import { authGraphqlSession } from '../modules/auth/api/graphql-session';
import { InitialAuthStatusContext, type AuthStatus } from '../modules/auth/auth-context';
import { GraphqlSessionContext } from '../shared/graphql/graphql-session';
import { CookieConsentProvider } from './consent/CookieConsentProvider';
import { LocaleProvider } from '../shared/i18n/LocaleProvider';
import { AppRoutes } from './router';
import { AppBrowserRouter } from './routing/AppBrowserRouter';

export interface AppProps {
  initialLocale: Locale;
  /** 'anonymous' when the server rendered the page for a visitor (see main.tsx). */
  initialAuthStatus?: AuthStatus;
}

/**
 * The providers every screen relies on: language, cookie consent, routes. The GraphQL client
 * is not among them: it loads with the routes that use it (shared/graphql/ApolloRoot.tsx), so
 * the marketing pages stay small; only the session it will use is handed down here.
 */
export function App({ initialLocale, initialAuthStatus }: AppProps) {
  return (
    <AppProviders initialLocale={initialLocale} initialAuthStatus={initialAuthStatus}>
      <AppBrowserRouter>
        <AppRoutes />
      </AppBrowserRouter>
    </AppProviders>
  );
}

/**
 * Shared with the prerender step (entry-server.tsx), which puts a static router inside: the
 * server's tree and the browser's must be the same for the markup to hydrate.
 */
export function AppProviders({
  initialLocale,
  initialAuthStatus = 'checking',
  children,
}: {
  initialLocale: Locale;
  initialAuthStatus?: AuthStatus;
  children: ReactNode;
}) {
  return (
    <LocaleProvider initialLocale={initialLocale}>
      <InitialAuthStatusContext value={initialAuthStatus}>
        <GraphqlSessionContext value={authGraphqlSession}>
          <CookieConsentProvider>{children}</CookieConsentProvider>
        </GraphqlSessionContext>
      </InitialAuthStatusContext>
    </LocaleProvider>
  );
}
