import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { isUuid } from '@platform/domain';
import type { Response } from 'express';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { requestContext } from '../../../core/context/request-context.js';
import type { Session } from '../accounts.service.js';
import type { User } from '../entities/user.entity.js';
import { cookieName, readCookieFrom, setRefreshCookie } from '../session-cookie.js';
import { AuditLogService } from '../../audit/index.js';

export const DEVICE_COOKIE = 'oiv_device';
const DEVICE_COOKIE_DAYS = 365;

/** How a device got in: the password (with its second factor), a mailed one-time link, a passkey. */
export type SignInMethod = 'password' | 'sign-in-link' | 'passkey';

/**
 * OWASP's device cookies: each successful sign-in leaves a signed, HttpOnly, long-lived cookie
 * bound to the account (`<user id>.<issued, s>.<nonce>.<HMAC>`, the key derived from the server
 * secret). A sign-in that presents a valid one for the account comes from a known device and
 * is never slowed by the account's ceiling for unknown devices (`SignInBackoff`).
 */
@Injectable()
export class KnownDevices {
  private readonly logger = new Logger('KnownDevices');
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly audit: AuditLogService,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('known-device-cookie').digest();
  }

  /** Whether this request carries a device cookie issued to `userId`. */
  isKnown(userId: string | undefined): boolean {
    if (!userId) return false;
    const value = readCookieFrom(requestContext.current()?.cookies, cookieName(DEVICE_COOKIE));
    return value !== undefined && this.accountOf(value) === userId;
  }

  /**
   * After a successful sign-in: the session leaves a (renewed) device cookie, and the sign-in
   * is in the audit log (the owner's "Security events"), from a new device or a known one.
   */
  async remember(session: Session, wasKnown: boolean, method: SignInMethod): Promise<Session> {
    await this.recordSignIn(session.user, wasKnown, method);
    return { ...session, deviceCookie: this.issue(session.user.id) };
  }

  /** THE one place where a completed sign-in is recorded (password, mailed link or passkey). */
  private async recordSignIn(user: User, wasKnown: boolean, method: SignInMethod): Promise<void> {
    if (!wasKnown) this.logger.log({ userId: user.id, method }, 'sign-in from a new device');
    await this.audit.record({
      action: wasKnown ? 'auth.sign_in' : 'auth.new_device_sign_in',
      actor: { id: user.id, email: user.email },
      target: { type: 'user', id: user.id },
      subjectUserId: user.id,
      after: { method },
    });
  }

  issue(userId: string): string {
    const body = `${userId}.${Math.floor(Date.now() / 1000)}.${randomBytes(12).toString('base64url')}`;
    return `${body}.${this.mac(body)}`;
  }

  private accountOf(value: string): string | undefined {
    const parts = value.split('.');
    if (parts.length !== 4 || !isUuid(parts[0])) return undefined;
    const body = parts.slice(0, 3).join('.');
    const given = Buffer.from(parts[3], 'base64url');
    const expected = Buffer.from(this.mac(body), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const ageDays = (Date.now() / 1000 - Number(parts[1])) / 86_400;
    return ageDays >= 0 && ageDays <= DEVICE_COOKIE_DAYS ? parts[0] : undefined;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

/** HttpOnly, SameSite=Strict, a year; `__Host-` and Secure over https (see `cookieName`). */
export function setDeviceCookie(res: Response, value: string, secure: boolean): void {
  res.cookie(cookieName(DEVICE_COOKIE, secure), value, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: '/',
    maxAge: DEVICE_COOKIE_DAYS * 86_400_000,
  });
}

/** The cookies a completed sign-in leaves: the refresh token and, where issued, the device's. */
export function setSignInCookies(res: Response, session: Session, secure: boolean): void {
  setRefreshCookie(res, session.refreshToken, secure);
  if (session.deviceCookie) setDeviceCookie(res, session.deviceCookie, secure);
}
