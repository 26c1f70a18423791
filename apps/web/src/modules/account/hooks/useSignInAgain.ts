import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';
import { logout, storeRedirectTarget } from '../../auth';
import { ACCOUNT_TAB_PATH } from '../account-paths';

/**
 * For changes that need a fresh sign-in (`RECENT_SIGN_IN_REQUIRED`): ends this session and
 * opens the sign-in page, which returns to the account settings afterwards.
 */
export function useSignInAgain(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    storeRedirectTarget(ACCOUNT_TAB_PATH);
    await logout();
    await navigate(PATHS.login);
  }, [navigate]);
}
