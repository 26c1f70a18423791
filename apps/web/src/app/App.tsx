import type { Locale } from '@platform/domain';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { CookieConsentProvider } from './consent/CookieConsentProvider';
import { LocaleProvider } from './i18n/LocaleProvider';
import type { AppRouter } from './router';

export interface AppProps {
  router: AppRouter;
  initialLocale: Locale;
}

/**
 * The providers every screen relies on: language, cookie consent, routes. The GraphQL client
 * is not among them: it loads with the routes that use it (apollo/ApolloRoot.tsx), so the
 * marketing pages stay small.
 */
export function App({ router, initialLocale }: AppProps) {
  return (
    <AppProviders initialLocale={initialLocale}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * Shared with the prerender step (entry-server.tsx), which puts a static router inside: the
 * server's tree and the browser's must be the same for the markup to hydrate.
 */
export function AppProviders({
  initialLocale,
  children,
}: {
  initialLocale: Locale;
  children: ReactNode;
}) {
  return (
    <LocaleProvider initialLocale={initialLocale}>
      <CookieConsentProvider>{children}</CookieConsentProvider>
    </LocaleProvider>
  );
}
