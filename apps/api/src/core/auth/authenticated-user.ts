import type { Role } from '@platform/domain';

/** Who is calling, as established from a verified access token. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  tenantId: number;
  /** When the access token was issued (seconds since 1970), for "signed in recently" checks. */
  issuedAt?: number;
}
