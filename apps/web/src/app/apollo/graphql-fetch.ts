import { authFetch, getAccessToken, refresh } from '../../modules/auth/api/auth-client';

/**
 * fetch for GraphQL: `authFetch` (bearer token, one refresh on HTTP 401) plus the same single
 * refresh when GraphQL reports UNAUTHENTICATED inside a 200 answer, which is how an access
 * token that expired while the page stayed open shows up there.
 */
export async function graphqlFetch(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const url = input instanceof Request ? input.url : input.toString();
  const sentToken = Boolean(getAccessToken());
  const response = await authFetch(url, init);
  if (!sentToken || !(await saysUnauthenticated(response.clone()))) return response;
  const session = await refresh();
  return session ? authFetch(url, init) : response;
}

async function saysUnauthenticated(response: Response): Promise<boolean> {
  try {
    const body = (await response.json()) as {
      errors?: Array<{ extensions?: { code?: unknown } }>;
    };
    return body.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;
  } catch {
    return false;
  }
}
