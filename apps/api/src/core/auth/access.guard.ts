import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@platform/domain';
import { DomainError } from '../errors/domain-error.js';
import { AccessTokens, bearerToken } from './access-tokens.js';
import { getRequest } from './get-request.js';
import { IS_PUBLIC } from './public.decorator.js';
import { REQUIRED_ROLES } from './roles.decorator.js';

/**
 * The global guard: deny by default. It establishes who calls from the bearer token, then
 * decides: a handler is open to visitors only with `@Public()`; `@Roles(...)` narrows it to
 * those roles. A bad or expired token on a public handler counts as a visitor.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokens,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = getRequest(context);
    if (request.user === undefined) {
      const token = bearerToken(request.headers.authorization);
      request.user = (token && this.tokens.verify(token)) || null;
    }
    const targets = [context.getHandler(), context.getClass()];
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets);
    if (isPublic && !roles) return true;
    if (!request.user) throw new DomainError('UNAUTHENTICATED');
    if (roles && !roles.includes(request.user.role)) throw new DomainError('FORBIDDEN');
    return true;
  }
}
