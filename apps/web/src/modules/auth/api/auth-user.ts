import type { JwtPayload } from './jwt';

/** The signed-in account as the API describes it. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: string;
  status?: string;
  tenant_id?: string | null;
  email_verified: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a user record from an answer (`{ user }`, `{ data }` or the record itself). */
export function readUser(value: unknown): AuthUser | null {
  if (!isRecord(value)) return null;
  if (isRecord(value.user)) return readUser(value.user);
  if (isRecord(value.data)) return readUser(value.data);
  const id = value.id ?? value.sub;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof value.email !== 'string') {
    return null;
  }
  return {
    id: String(id),
    email: value.email,
    name: typeof value.name === 'string' ? value.name : '',
    role: typeof value.role === 'string' ? value.role : 'CLIENT',
    status: typeof value.status === 'string' ? value.status : undefined,
    tenant_id:
      typeof value.tenant_id === 'string' || typeof value.tenant_id === 'number'
        ? String(value.tenant_id)
        : null,
    email_verified: value.email_verified === true,
  };
}

/**
 * A provisional user record from the claims of an access token (`sub`, `email`, `name`,
 * `roles`, `tenants`), used when another window hands us a token. Fields the token does not
 * carry (verification) are filled in once the profile has been fetched.
 */
export function userFromClaims(claims: JwtPayload): AuthUser | null {
  const roles: unknown[] = Array.isArray(claims.roles) ? claims.roles : [];
  const tenants: unknown[] = Array.isArray(claims.tenants) ? claims.tenants : [];
  return readUser({
    id: claims.sub,
    email: claims.email,
    name: claims.name,
    role: typeof roles[0] === 'string' ? roles[0] : claims.role,
    tenant_id: tenants[0],
    email_verified: claims.email_verified,
  });
}

/** Reads `{ token, user }` from an answer of the sign-in endpoints. */
export function readSession(value: unknown): { token: string; user: AuthUser } | null {
  if (!isRecord(value) || typeof value.token !== 'string') return null;
  const user = readUser(value.user);
  return user ? { token: value.token, user } : null;
}
