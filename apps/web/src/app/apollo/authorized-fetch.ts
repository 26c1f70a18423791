import { getAccessToken, refresh } from '../../modules/auth/api/auth-client';

function withBearer(init: RequestInit | undefined, token: string | null): RequestInit {
  const headers = new Headers(init?.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers };
}

/** GraphQL answers an expired token with HTTP 200 and an UNAUTHENTICATED error. */
async function isUnauthenticated(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (typeof body !== 'object' || body === null || !('errors' in body)) return false;
  const errors = (body as { errors?: unknown }).errors;
  return (
    Array.isArray(errors) &&
    errors.some(
      (error: { extensions?: { code?: unknown } } | null) =>
        error?.extensions?.code === 'UNAUTHENTICATED',
    )
  );
}

/**
 * The fetch of the GraphQL link: sends the in-memory access token, and when the server says
 * it expired, refreshes once (shared with the REST client) and retries. A failed refresh ends
 * the session, which sends protected screens to the sign-in page.
 */
export async function authorizedFetch(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const token = getAccessToken();
  const response = await fetch(input, withBearer(init, token));
  if (!token || !(await isUnauthenticated(response))) return response;
  const session = await refresh();
  if (!session) return response;
  return fetch(input, withBearer(init, session.token));
}
