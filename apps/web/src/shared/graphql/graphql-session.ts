import { createContext } from 'react';

/**
 * What the GraphQL client needs to know about the signed-in session. The client lives here at
 * the bottom and knows nothing of the auth module; the shell fills this with the auth module's
 * session (modules/auth/api/graphql-session.ts). Plain functions, no GraphQL code: providing it
 * does not pull Apollo Client into the marketing pages.
 */
export interface GraphqlSession {
  /** The bearer token to send, or null without a session. */
  accessToken(): string | null;
  /** Renews the access token once; null when no session could be restored. */
  refresh(): Promise<{ token: string } | null>;
  /** The server refused the token and the refresh failed (`hadSession`: one was sent). */
  reportUnauthorized(hadSession: boolean): void;
  /** The signed-in user's id, or null. */
  userId(): string | null;
  /** Calls back with the user's id (or null) on every session change; returns the unsubscribe. */
  onUserChange(listener: (userId: string | null) => void): () => void;
  /** Whether this browser may hold a session (the server's readable session hint). */
  mayHaveSession(): boolean;
}

/** Provided by the shell (App.tsx); null only in a tree the shell did not build. */
export const GraphqlSessionContext = createContext<GraphqlSession | null>(null);
