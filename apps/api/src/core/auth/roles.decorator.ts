import { SetMetadata } from '@nestjs/common';
import type { Role } from '@platform/domain';

export const REQUIRED_ROLES = 'access:roles';

/** Only signed-in users with one of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(REQUIRED_ROLES, roles);
