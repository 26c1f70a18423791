import type { ApolloClient } from '@apollo/client';

/**
 * Whether Apollo Client is in this page yet, without importing it: the page-data hooks
 * (`usePageQuery`, `usePageMutation`) render from the server's data until something needs the
 * client, then load it (`load-apollo.ts`) and subscribe here to hear when it is there.
 */
let loaded: ApolloClient | null = null;
const listeners = new Set<() => void>();

export function loadedApolloClient(): ApolloClient | null {
  return loaded;
}

export function subscribeToApolloClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once by `client-singleton.ts` when it creates the page's client. */
export function announceApolloClient(client: ApolloClient): void {
  loaded = client;
  for (const listener of listeners) listener();
}
