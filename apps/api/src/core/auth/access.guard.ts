import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@platform/domain';
import { DomainError } from '../errors/domain-error.js';
import { getRequest } from './get-request.js';
import { IS_PUBLIC } from './public.decorator.js';
import { REQUIRED_ROLES } from './roles.decorator.js';

/**
 * The global guard: deny by default. A handler is open to visitors only with `@Public()`;
 * `@Roles(...)` narrows it to those roles. Who the caller is was established earlier from the
 * access token (see the authentication middleware); this guard only decides.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets);
    if (isPublic && !roles) return true;
    const user = getRequest(context).user;
    if (!user) throw new DomainError('UNAUTHENTICATED');
    if (roles && !roles.includes(user.role)) throw new DomainError('FORBIDDEN');
    return true;
  }
}
