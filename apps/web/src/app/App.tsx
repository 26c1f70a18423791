import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router-dom';
import type { LoadedCatalog } from './i18n/catalogs';
import { LocaleProvider } from './i18n/LocaleProvider';
import type { AppRouter } from './router';

export interface AppProps {
  router: AppRouter;
  apolloClient: ApolloClient;
  initialCatalog: LoadedCatalog;
}

/** The providers every screen relies on: language, GraphQL client, routes. */
export function App({ router, apolloClient, initialCatalog }: AppProps) {
  return (
    <LocaleProvider initialCatalog={initialCatalog}>
      <ApolloProvider client={apolloClient}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </LocaleProvider>
  );
}
