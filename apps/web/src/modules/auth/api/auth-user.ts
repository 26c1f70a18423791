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
    role: typeof value.role === 'string' ? value.role : 'user',
    status: typeof value.status === 'string' ? value.status : undefined,
    tenant_id: typeof value.tenant_id === 'string' ? value.tenant_id : null,
    email_verified: value.email_verified === true,
  };
}

/** A user record from the claims of a JWT (used when another window hands us a token). */
export function userFromClaims(claims: JwtPayload): AuthUser | null {
  return readUser(claims);
}

/** Reads `{ token, user }` from an answer of the sign-in endpoints. */
export function readSession(value: unknown): { token: string; user: AuthUser } | null {
  if (!isRecord(value) || typeof value.token !== 'string') return null;
  const user = readUser(value.user);
  return user ? { token: value.token, user } : null;
}
