import type { Role } from '@platform/domain';

/** Who is calling, as established from a verified access token. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  tenantId: number;
}
