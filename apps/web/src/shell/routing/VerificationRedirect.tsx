import { Navigate, useSearchParams } from 'react-router-dom';
import { hasSessionCookie } from '../../modules/auth/api/session-cookie';
import { PATHS } from '../../shared/paths';

/**
 * Where the verification link ends (`?verified=1|0`): the member area when this browser is
 * signed in, else the sign-in page with the same notice.
 */
export function VerificationRedirect() {
  const verified = useSearchParams()[0].get('verified');
  if (verified !== '1' && verified !== '0') return <Navigate to={PATHS.login} replace />;
  const target = hasSessionCookie() ? PATHS.memberArea : PATHS.login;
  return <Navigate to={`${target}?verified=${verified}`} replace />;
}
