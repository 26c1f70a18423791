import { useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';
import { AdminSecondFactorGate } from '../../account';
import { reportUnauthorized, takeSessionLost } from '../api/auth-client';
import { storeRedirectTarget } from '../api/redirect-target';
import { useAuth } from '../auth-context';

export interface RequireAuthProps {
  children: ReactNode;
  /** The one role the page demands; other roles go to the home page. */
  role?: string;
}

/**
 * Shows its children only to signed-in users (of the given role). While the session is being
 * checked it says so; a visitor's intended path is stored and the sign-in page opens; a
 * signed-in user without the demanded role goes to the home page; an admin who still needs a
 * second factor sees the screen to set one up.
 */
export function RequireAuth({ children, role }: RequireAuthProps) {
  const { status, user, redirectPending } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // An expired session goes to the sign-in page on its own, after the banner had its moment.
  const anonymous = status === 'anonymous' && !redirectPending;

  useEffect(() => {
    if (!anonymous) return;
    // The browser had a session that could not be renewed: say so ("Sitzung abgelaufen")
    // before the sign-in page opens; the AuthProvider keeps the path and navigates.
    if (takeSessionLost()) {
      reportUnauthorized(true);
      return;
    }
    storeRedirectTarget(location.pathname + location.search + location.hash);
    void navigate(PATHS.login, { replace: true });
  }, [anonymous, navigate, location.pathname, location.search, location.hash]);

  if (status === 'checking') {
    return (
      <p className="auth-checking" role="status">
        <FormattedMessage
          id="session.checking"
          defaultMessage="Authentifizierung wird geprüft..."
        />
      </p>
    );
  }
  if (!user) return null;
  if (role && user.role !== role) return <Navigate to={PATHS.home} replace />;
  // An admin without a second factor is guided to enrol one first (the API refuses the rest).
  if (user.role === 'ADMIN') return <AdminSecondFactorGate>{children}</AdminSecondFactorGate>;
  return <>{children}</>;
}
