import { useEffect, useRef } from 'react';
import { fetchMe, getAccessToken, setSession } from '../api/auth-client';
import { userFromClaims } from '../api/auth-user';
import { decodeJwtPayload } from '../api/jwt';
import { LOGOUT_SIGNAL_KEY } from '../api/logout-signal';

const TOKEN_MESSAGE_TYPES = new Set(['auth_success', 'auth_token']);

/** The token of a `{ type: 'auth_success' | 'auth_token', token }` message, if it is one. */
function tokenOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, token } = data as { type?: unknown; token?: unknown };
  return typeof type === 'string' && TOKEN_MESSAGE_TYPES.has(type) && typeof token === 'string'
    ? token
    : null;
}

/**
 * What other windows tell this one: a logout in another tab (a `storage` signal) ends the
 * session here; a window message `auth_success` / `auth_token` with a JWT (from a sign-in
 * pop-up of this site) signs in with the user decoded from the token, then the profile is
 * fetched, which also proves the token to the server.
 */
export function useCrossWindowSession(onSignedOutElsewhere: () => void): void {
  const latest = useRef(onSignedOutElsewhere);
  useEffect(() => {
    latest.current = onSignedOutElsewhere;
  }, [onSignedOutElsewhere]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOGOUT_SIGNAL_KEY && event.newValue) latest.current();
    };
    const onMessage = (event: MessageEvent) => {
      // Only this site's own windows may hand over a session.
      if (event.origin !== window.location.origin) return;
      const token = tokenOf(event.data);
      if (!token) return;
      const claims = decodeJwtPayload(token);
      const user = claims ? userFromClaims(claims) : null;
      if (!user) return;
      setSession({ token, user });
      fetchMe().then(
        (fresh) => {
          // The token may have been refreshed on the way; keep whichever is current.
          const current = getAccessToken();
          if (current) setSession({ token: current, user: fresh });
        },
        (error: unknown) => console.warn('[auth] The handed-over session was refused.', error),
      );
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('message', onMessage);
    };
  }, []);
}
