import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
} from '@apollo/client';
import type { Locale } from '@platform/domain';
import { createAuthLink } from '../../modules/auth/api/auth-link';

export interface ApolloClientOptions {
  /** Read on every request, so a language switch applies to the next operation. */
  getLocale: () => Locale;
  /** The cache the server rendered the page with (server-state.ts). */
  initialState?: NormalizedCacheObject;
}

export function createApolloClient({ getLocale, initialState }: ApolloClientOptions): ApolloClient {
  const localeLink = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'x-locale': getLocale() },
    }));
    return forward(operation);
  });

  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });

  const cache = createCache();
  if (initialState) cache.restore(initialState);
  return new ApolloClient({
    link: ApolloLink.from([localeLink, createAuthLink(), httpLink]),
    cache,
    dataMasking: true,
  });
}

/** Shared with the server's rendering (entry-server.tsx): the same cache, the same reads. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // One per server: a singleton without id, so fragments on it can be read from the cache.
      AppInfo: { keyFields: [] },
    },
  });
}
