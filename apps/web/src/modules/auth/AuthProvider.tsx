import { LIMITS } from '@platform/domain';
import { Alert } from '@platform/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import {
  logout as logoutRequest,
  onSessionChange,
  onUnauthorized,
  refresh,
  setSession,
} from './api/auth-client';
import { userFromClaims, type AuthUser } from './api/auth-user';
import { decodeJwtPayload } from './api/jwt';
import { broadcastLogout, LOGOUT_SIGNAL_KEY } from './api/logout-signal';
import { storeRedirectTarget } from './api/redirect-target';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';

const m = defineMessages({
  expiredTitle: { id: 'session.expired.title', defaultMessage: 'Sitzung abgelaufen' },
  expiredText: {
    id: 'session.expired.text',
    defaultMessage: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  },
  otherText: {
    id: 'session.ended.text',
    defaultMessage: 'Bitte melden Sie sich an, um fortzufahren.',
  },
});

type EndReason = 'expired' | 'signedOutElsewhere';

/**
 * Holds the signed-in user. On start one silent refresh restores a session from the refresh
 * cookie. A 401 that a refresh cannot fix, or a logout in another tab, ends the session: the
 * current path is kept for after the next sign-in, a banner explains, and the sign-in page opens.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [user, setUserState] = useState<AuthUser | null>(null);
  const [status, setStatus] = useState<AuthStatus>('checking');
  const [banner, setBanner] = useState<EndReason | null>(null);
  const statusRef = useRef(status);
  useEffect(() => {
    statusRef.current = status;
  }, [status]);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const unsubscribe = onSessionChange((session) => {
      setUserState(session?.user ?? null);
      setStatus(session ? 'authenticated' : 'anonymous');
    });
    void refresh();
    return () => {
      unsubscribe();
    };
  }, []);

  const endSession = useCallback(
    (reason: EndReason) => {
      setSession(null);
      const { pathname, search, hash } = window.location;
      const path = pathname + search + hash;
      if (!path.startsWith('/auth/')) storeRedirectTarget(path);
      for (const timer of timers.current) window.clearTimeout(timer);
      setBanner(reason);
      timers.current = [
        window.setTimeout(() => setBanner(null), LIMITS.sessionExpiredBannerMs),
        window.setTimeout(() => {
          void navigate(PATHS.login);
        }, LIMITS.sessionExpiredRedirectMs),
      ];
    },
    [navigate],
  );

  useEffect(() => onUnauthorized(() => endSession('expired')), [endSession]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOGOUT_SIGNAL_KEY || !event.newValue) return;
      if (statusRef.current === 'authenticated') endSession('signedOutElsewhere');
    };
    // Another window (e.g. a provider pop-up) hands over a token.
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null) return;
      const { type, token } = data as { type?: unknown; token?: unknown };
      if ((type !== 'auth_success' && type !== 'auth_token') || typeof token !== 'string') return;
      const claims = decodeJwtPayload(token);
      const fromToken = claims ? userFromClaims(claims) : null;
      if (fromToken) setSession({ token, user: fromToken });
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('message', onMessage);
    };
  }, [endSession]);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const logout = useCallback(async () => {
    await logoutRequest();
    broadcastLogout();
    void navigate(PATHS.home);
  }, [navigate]);

  const setUser = useCallback((next: AuthUser) => {
    setUserState(next);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, logout, setUser }),
    [status, user, logout, setUser],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {banner && (
        <div className="auth-session-banner">
          <Alert tone="warning" live="assertive" title={intl.formatMessage(m.expiredTitle)}>
            <p>{intl.formatMessage(banner === 'expired' ? m.expiredText : m.otherText)}</p>
          </Alert>
        </div>
      )}
    </AuthContext.Provider>
  );
}
