import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
} from '@apollo/client';
import type { Locale } from '@platform/domain';
import { createAuthLink } from './auth-link';
import { listingAsGet } from './listing-as-get';
import type { GraphqlSession } from './graphql-session';

export interface ApolloClientOptions {
  /** Read on every request, so a language switch applies to the next operation. */
  getLocale: () => Locale;
  /** The signed-in session whose token goes with every operation. */
  session: GraphqlSession;
  /** The cache the server rendered the page with (server-state.ts). */
  initialState?: NormalizedCacheObject;
}

export function createApolloClient({
  getLocale,
  session,
  initialState,
}: ApolloClientOptions): ApolloClient {
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
    link: ApolloLink.from([localeLink, createAuthLink(session), listingAsGet, httpLink]),
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
      // The registrants screen and the host's feedback box read the same workshop's feedback.
      WorkshopFeedback: { keyFields: ['workshopId'] },
    },
  });
}
