import type { Locale } from '@platform/domain';
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
    <LocaleProvider initialLocale={initialLocale}>
      <CookieConsentProvider>
        <RouterProvider router={router} />
      </CookieConsentProvider>
    </LocaleProvider>
  );
}
