import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { Locale } from '@platform/domain';
import { authFetch } from '../../modules/auth/api/auth-client';

export interface ApolloClientOptions {
  /** Read on every request, so a language switch applies to the next operation. */
  getLocale: () => Locale;
}

export function createApolloClient({ getLocale }: ApolloClientOptions): ApolloClient {
  const localeLink = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'x-locale': getLocale() },
    }));
    return forward(operation);
  });

  // authFetch sends the signed-in user's bearer token (and refreshes it once on a 401).
  const httpLink = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    fetch: (uri, init) =>
      authFetch(typeof uri === 'string' ? uri : uri instanceof URL ? uri.href : uri.url, init),
  });

  return new ApolloClient({
    link: ApolloLink.from([localeLink, httpLink]),
    cache: new InMemoryCache({
      typePolicies: {
        // One per server: a singleton without id, so fragments on it can be read from the cache.
        AppInfo: { keyFields: [] },
      },
    }),
    dataMasking: true,
  });
}
