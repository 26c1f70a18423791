import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { isOneOf, ROLES } from '@platform/domain';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AuthenticatedUser } from './authenticated-user.js';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const AUDIENCE = 'platform';

interface AccessClaims {
  sub: string;
  email: string;
  name: string;
  roles: string[];
  tenants: number[];
  typ: string;
  /** The session (refresh-token family). */
  sid?: string;
  /** When the person really signed in (seconds), kept across silent refreshes. */
  auth_time?: number;
}

export interface SignOptions {
  type?: 'access' | 'handoff';
  seconds?: number;
  jwtId?: string;
  /** Required for access tokens: the guard checks that this session is still open. */
  sessionId?: string;
  /** When the person really signed in, as a Date. */
  authenticatedAt?: Date;
}

/**
 * Short-lived access tokens (JWT, HS256 pinned, issuer and audience checked). The signature
 * proves who and which session; whether that session is still open, and the account's role
 * and status, the guard reads from the database on every request.
 */
@Injectable()
export class AccessTokens {
  private readonly jwt: JwtService;
  private readonly issuer: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.issuer = config.publicUrl;
    this.jwt = new JwtService({
      secret: config.jwtSecret,
      signOptions: { algorithm: 'HS256', issuer: this.issuer, audience: AUDIENCE },
      verifyOptions: { algorithms: ['HS256'], issuer: this.issuer, audience: AUDIENCE },
    });
  }

  sign(user: AuthenticatedUser, options: SignOptions = {}): string {
    const { type = 'access', seconds = ACCESS_TOKEN_SECONDS, jwtId } = options;
    const claims: AccessClaims = {
      sub: user.id,
      email: user.email,
      name: user.name,
      roles: [user.role],
      tenants: [user.tenantId],
      typ: type,
      ...(options.sessionId ? { sid: options.sessionId } : {}),
      ...(options.authenticatedAt
        ? { auth_time: Math.floor(options.authenticatedAt.getTime() / 1000) }
        : {}),
    };
    return this.jwt.sign(claims, { expiresIn: seconds, ...(jwtId ? { jwtid: jwtId } : {}) });
  }

  /** The user a token names, or undefined when it is missing, forged, expired or of another type. */
  verify(token: string, type: 'access' | 'handoff' = 'access'): AuthenticatedUser | undefined {
    try {
      const claims = this.jwt.verify<AccessClaims & { exp: number; iat: number }>(token);
      const role = claims.roles?.[0];
      if (claims.typ !== type || !isOneOf(ROLES, role) || typeof claims.sub !== 'string')
        return undefined;
      return {
        id: claims.sub,
        email: claims.email,
        name: claims.name,
        role,
        tenantId: claims.tenants?.[0] ?? 1,
        issuedAt: claims.iat,
        ...(typeof claims.sid === 'string' ? { sessionId: claims.sid } : {}),
        ...(typeof claims.auth_time === 'number' ? { authenticatedAt: claims.auth_time } : {}),
      };
    } catch {
      return undefined;
    }
  }
}

/** The bearer token of a request, if any. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(authorization ?? '');
  return match?.[1];
}
