import { LIMITS } from '@platform/domain';
import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearSessionDrafts } from '../../shared/forms/useSessionDraft';
import { PATHS } from '../../shared/paths';
import {
  logout as logoutRequest,
  onSessionChange,
  onUnauthorized,
  refresh,
  setSession,
} from './api/auth-client';
import type { AuthUser } from './api/auth-user';
import { broadcastLogout } from './api/logout-signal';
import { storeRedirectTarget } from './api/redirect-target';
import {
  AuthContext,
  InitialAuthStatusContext,
  type AuthContextValue,
  type AuthStatus,
} from './auth-context';
import { SessionBanner, type SessionEndReason } from './components/SessionBanner';
import { useCrossWindowSession } from './hooks/useCrossWindowSession';

/**
 * Holds the signed-in user. On start one silent refresh restores a session from the refresh
 * cookie (the access token lives in memory only). A 401 that a refresh cannot fix, or a logout
 * in another tab, ends the session: the current path is kept for after the next sign-in, the
 * banner "Sitzung abgelaufen" shows for 3.5 s, and after 2.5 s the sign-in page opens.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [user, setUserState] = useState<AuthUser | null>(null);
  const initialStatus = useContext(InitialAuthStatusContext);
  const [status, setStatus] = useState<AuthStatus>(initialStatus);
  const [banner, setBanner] = useState<SessionEndReason | null>(null);
  const [redirectPending, setRedirectPending] = useState(false);
  const statusRef = useRef(status);
  const bannerTimer = useRef<number | undefined>(undefined);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    statusRef.current = status;
  }, [status]);

  // The app's own navigation (to the sign-in page or home) has arrived: from now on protected
  // pages decide for themselves again. Route changes render in a transition, so this is keyed
  // to the new location rather than to the moment `navigate` resolves.
  const pendingFrom = useRef<string | null>(null);
  useEffect(() => {
    if (pendingFrom.current !== null && pendingFrom.current !== pathname) {
      pendingFrom.current = null;
      setRedirectPending(false);
    }
  }, [pathname]);
  const holdRedirects = useCallback(() => {
    pendingFrom.current = window.location.pathname;
    setRedirectPending(true);
  }, []);

  useEffect(() => {
    const unsubscribe = onSessionChange((session) => {
      setUserState(session?.user ?? null);
      setStatus(session ? 'authenticated' : 'anonymous');
      if (session) {
        // Signed in again before the redirect: stay where we are.
        window.clearTimeout(redirectTimer.current);
        redirectTimer.current = undefined;
        pendingFrom.current = null;
        setRedirectPending(false);
      }
    });
    void refresh();
    return () => {
      unsubscribe();
      window.clearTimeout(bannerTimer.current);
      window.clearTimeout(redirectTimer.current);
    };
  }, []);

  const endSession = useCallback(
    (reason: SessionEndReason) => {
      setSession(null);
      const { pathname, search, hash } = window.location;
      if (!pathname.startsWith('/auth/')) storeRedirectTarget(pathname + search + hash);
      window.clearTimeout(bannerTimer.current);
      setBanner(reason);
      bannerTimer.current = window.setTimeout(() => setBanner(null), LIMITS.sessionExpiredBannerMs);
      // Several failing requests end one session: the first schedules the redirect.
      if (redirectTimer.current !== undefined) return;
      holdRedirects();
      redirectTimer.current = window.setTimeout(() => {
        redirectTimer.current = undefined;
        void navigate(PATHS.login);
      }, LIMITS.sessionExpiredRedirectMs);
    },
    [navigate, holdRedirects],
  );

  useEffect(
    () => onUnauthorized((hadSession) => endSession(hadSession ? 'expired' : 'required')),
    [endSession],
  );

  useCrossWindowSession(
    useCallback(() => {
      if (statusRef.current === 'authenticated') endSession('required');
    }, [endSession]),
  );

  const logout = useCallback(async () => {
    // The home page is on its way: protected pages must not send the browser to sign-in.
    holdRedirects();
    clearSessionDrafts();
    await logoutRequest();
    broadcastLogout();
    if (window.location.pathname === PATHS.home) {
      pendingFrom.current = null;
      setRedirectPending(false);
    }
    await navigate(PATHS.home);
  }, [navigate, holdRedirects]);

  const setUser = useCallback((next: AuthUser) => {
    setUserState(next);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, redirectPending, logout, setUser }),
    [status, user, redirectPending, logout, setUser],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {banner && <SessionBanner reason={banner} />}
    </AuthContext.Provider>
  );
}
