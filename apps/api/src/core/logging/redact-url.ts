export const REDACTED = '[redacted]';

/** Query parameters that carry secrets by name: link tokens, provider codes and state. */
const SECRET_PARAMS = new Set([
  'token',
  'mfa_token',
  'code',
  'state',
  'key',
  'secret',
  'password',
  'signature',
  'sig',
  'jwt',
  'access_token',
  'id_token',
  'refresh_token',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a URL part looks like a secret rather than an id or a slug: a JWT, a long hex
 * string, or a long random mix of upper- and lower-case letters and digits (our link tokens
 * are 43 characters of base64url). Slugs are lower-case words; ids are UUIDs and stay.
 */
export function looksSecret(value: string): boolean {
  if (value.length < 20 || UUID.test(value)) return false;
  if (/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(value)) return true;
  if (/^[0-9a-f]{32,}$/i.test(value)) return true;
  return (
    /^[A-Za-z0-9_~.=+-]+$/.test(value) &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value)
  );
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A request URL fit for the access log: values of secret query parameters, and path segments
 * or query values that look like tokens, become `[redacted]`; everything else stays as sent.
 */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const query = queryAt >= 0 ? withoutHash.slice(queryAt + 1) : undefined;
  const safePath = path
    .split('/')
    .map((segment) => (looksSecret(decoded(segment)) ? REDACTED : segment))
    .join('/');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return looksSecret(decoded(pair)) ? REDACTED : pair;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const secret = SECRET_PARAMS.has(decoded(name).toLowerCase()) || looksSecret(decoded(value));
      return secret ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}
