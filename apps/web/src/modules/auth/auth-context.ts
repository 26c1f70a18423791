import { createContext, useContext } from 'react';
import type { AuthUser } from './api/auth-user';

export type AuthStatus = 'checking' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  /** The session has just ended and the app itself is about to navigate (sign-in or home). */
  redirectPending: boolean;
  /** Ends the session here, on the server and in other tabs, then goes to the home page. */
  logout: () => Promise<void>;
  /** Replaces the user record (e.g. after a profile change). */
  setUser: (user: AuthUser) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * What the session check starts from. 'checking' unless the page was rendered on the server
 * for a visitor without a session (then the browser's first render must show the same visitor
 * view to take over the markup; the check runs all the same).
 */
export const InitialAuthStatusContext = createContext<AuthStatus>('checking');

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() needs an <AuthProvider> above it.');
  return value;
}
