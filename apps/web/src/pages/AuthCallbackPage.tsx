import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { PATHS } from '../shared/paths';
import { redeemOAuthToken } from '../modules/auth/api/auth-client';
import { decodeJwtPayload } from '../modules/auth/api/jwt';
import { isSafePath, takeRedirectTarget } from '../modules/auth/api/redirect-target';

const m = defineMessages({
  title: { id: 'auth.callback.title', defaultMessage: 'Anmeldung wird abgeschlossen' },
  working: {
    id: 'auth.callback.working',
    defaultMessage: 'Einen Moment bitte, Sie werden angemeldet...',
  },
});

/**
 * `/auth/callback?token=...&next=...`: the end of a provider sign-in. The one-time token is
 * redeemed for a session, then the browser goes on to the saved target, `next` or the member area.
 */
export function AuthCallbackPage() {
  const intl = useIntl();
  usePageMeta({ title: intl.formatMessage(m.title) });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const token = params.get('token');
  const next = params.get('next');

  useEffect(() => {
    // The token can be redeemed only once (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    const toLogin = (code: string) =>
      void navigate(`${PATHS.login}?error=${code}`, { replace: true });
    if (!token) return toLogin('no_token');
    if (!decodeJwtPayload(token)) return toLogin('invalid_token');
    redeemOAuthToken(token).then(
      () => {
        const target = takeRedirectTarget() ?? (isSafePath(next) ? next : PATHS.memberArea);
        void navigate(target, { replace: true });
      },
      (error: unknown) => {
        console.error('[auth] Redeeming the sign-in token failed.', error);
        toLogin('invalid_token');
      },
    );
  }, [token, next, navigate]);

  return (
    <div className="mk-section">
      <div className="app-container auth-page">
        <p className="auth-checking" role="status">
          {intl.formatMessage(m.working)}
        </p>
      </div>
    </div>
  );
}
