import type { GraphqlSession } from '../../../shared/graphql/graphql-session';
import { getAccessToken, onSessionChange, refresh, reportUnauthorized } from './auth-client';
import { decodeJwtPayload } from './jwt';
import { hasSessionCookie } from './session-cookie';

function currentUserId(): string | null {
  const token = getAccessToken();
  const subject = token ? decodeJwtPayload(token)?.sub : null;
  return typeof subject === 'string' ? subject : null;
}

/** The session as the GraphQL client sees it; the shell hands it down (App.tsx). */
export const authGraphqlSession: GraphqlSession = {
  accessToken: getAccessToken,
  refresh,
  reportUnauthorized,
  userId: currentUserId,
  onUserChange: (listener) => onSessionChange((session) => listener(session?.user.id ?? null)),
  mayHaveSession: hasSessionCookie,
};
