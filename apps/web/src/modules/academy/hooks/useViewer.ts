import { useAuth } from '../../auth/auth-context';

/**
 * Who is looking: `ready` once the session check is over (before that, a query would be sent
 * without the token and show visitor prices to a member), and whether they count as a member.
 */
export function useViewer() {
  const { status, user } = useAuth();
  return {
    ready: status !== 'checking',
    member: status === 'authenticated' && user !== null,
    user,
    /** Changes when another person signs in, so lists can start afresh. */
    key: user?.id ?? 'visitor',
  };
}
