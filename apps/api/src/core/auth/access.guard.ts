import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { Role } from '@platform/domain';
import { requestContext } from '../context/request-context.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { DomainError } from '../errors/domain-error.js';
import { AccessTokens, bearerToken } from './access-tokens.js';
import { ACCEPTS_DEVICE_TOKEN, DEVICE_TOKEN_CHECK, type DeviceTokenCheck } from './device-token.js';
import type { AuthenticatedUser } from './authenticated-user.js';
import { type AppRequest, getRequest } from './get-request.js';
import { IS_PUBLIC } from './public.decorator.js';
import { REQUIRED_ROLES } from './roles.decorator.js';
import { SECOND_FACTOR_SETUP } from './second-factor-setup.decorator.js';
import { SESSION_CHECK, type SessionCheck } from './session-check.js';

/**
 * The global guard: deny by default. It establishes who calls from the bearer token and the
 * database (the token's session must still be open, the account active; role, name and e-mail
 * are read fresh), then decides: a handler is open to visitors only with `@Public()`;
 * `@Roles(...)` narrows it to those roles. A bad, expired or ended token on a public handler
 * counts as a visitor. A handler marked `@AcceptsDeviceToken()` also takes a check-in device
 * key (its owner then calls, with a member's rights). An admin without a second factor (while `ADMIN_MFA=required`) counts as a
 * member on public handlers and may call only `@SecondFactorSetup()` handlers besides: every
 * other one, and every admin one, answers `MFA_REQUIRED`.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private sessions?: SessionCheck;
  private devices?: DeviceTokenCheck;

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokens,
    private readonly moduleRef: ModuleRef,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = getRequest(context);
    // Once per request: GraphQL runs the guard for every top-level field.
    if (request.user === undefined) {
      request.user = await this.callerOf(request);
      const store = requestContext.current();
      if (store && request.user) store.actor = { id: request.user.id, email: request.user.email };
    }
    const targets = [context.getHandler(), context.getClass()];
    // A scanner app's device key, only where the handler takes one (and no sign-in token came).
    if (!request.user && this.reflector.getAllAndOverride<boolean>(ACCEPTS_DEVICE_TOKEN, targets))
      request.user = await this.deviceTokens().caller(bearerToken(request.headers.authorization));
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets);
    if (isPublic && !roles) return true;
    if (!request.user) throw new DomainError('UNAUTHENTICATED');
    if (request.user.secondFactorMissing) {
      if (this.reflector.getAllAndOverride<boolean>(SECOND_FACTOR_SETUP, targets)) return true;
      throw new DomainError('MFA_REQUIRED');
    }
    if (roles && !roles.includes(request.user.role)) throw new DomainError('FORBIDDEN');
    return true;
  }

  private async callerOf(request: AppRequest): Promise<AuthenticatedUser | null> {
    const token = bearerToken(request.headers.authorization);
    const claimed = token ? this.tokens.verify(token) : undefined;
    if (!claimed?.sessionId) return null;
    const live = await this.sessionCheck().liveSession(claimed.id, claimed.sessionId);
    if (!live) return null;
    const { secondFactor, ...current } = live;
    const user: AuthenticatedUser = { ...claimed, ...current };
    if (user.role === 'ADMIN' && !secondFactor && this.config.adminMfa === 'required')
      return { ...user, role: 'CLIENT', secondFactorMissing: true };
    return user;
  }

  private deviceTokens(): DeviceTokenCheck {
    // Provided by the check-in module, which core must not import.
    this.devices ??= this.moduleRef.get<DeviceTokenCheck>(DEVICE_TOKEN_CHECK, { strict: false });
    return this.devices;
  }

  private sessionCheck(): SessionCheck {
    // Provided by the accounts module, which core must not import.
    this.sessions ??= this.moduleRef.get<SessionCheck>(SESSION_CHECK, { strict: false });
    return this.sessions;
  }
}
