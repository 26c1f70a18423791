import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { PATHS } from '../shared/paths';
import { redeemSignInLink } from '../modules/auth/api/auth-client';
import { takeRedirectTarget } from '../modules/auth/api/redirect-target';

const m = defineMessages({
  title: { id: 'auth.signInLink.title', defaultMessage: 'Anmeldung per Link' },
  working: {
    id: 'auth.signInLink.working',
    defaultMessage: 'Einen Moment bitte, Sie werden angemeldet...',
  },
});

/**
 * `/auth/sign-in-link?token=...`: the mailed one-time sign-in link. The token is redeemed once
 * for a session (this device is known from then on); a used or expired link goes back to the
 * sign-in screen with a notice.
 */
export function SignInLinkPage() {
  const intl = useIntl();
  usePageMeta({ title: intl.formatMessage(m.title) });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const token = params.get('token');

  useEffect(() => {
    // The link works only once (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    const toLogin = () => void navigate(`${PATHS.login}?error=sign_in_link`, { replace: true });
    if (!token) return toLogin();
    redeemSignInLink(token).then(
      () => void navigate(takeRedirectTarget() ?? PATHS.memberArea, { replace: true }),
      (error: unknown) => {
        console.error('[auth] Redeeming the sign-in link failed.', error);
        toLogin();
      },
    );
  }, [token, navigate]);

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
