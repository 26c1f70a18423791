import type { Request, Response } from 'express';
import { SESSION_HINT_COOKIE } from '@platform/domain';
import { requestContext } from '../../core/context/request-context.js';
import { REFRESH_TOKEN_DAYS } from './tokens/refresh-tokens.service.js';

export const REFRESH_COOKIE = 'oiv_refresh';
/** Says that a refresh cookie was set (see `SESSION_HINT_COOKIE` in libs/domain). */
export const HAS_SESSION_COOKIE = SESSION_HINT_COOKIE;

/**
 * The name a session cookie has on this request. Over https (PUBLIC_URL https, or https at a
 * trusted proxy) it carries the `__Host-` prefix: the browser takes such a cookie only from
 * this very host, Secure, with Path=/ and no Domain, so a sibling host cannot plant one. Plain
 * http (development) keeps the plain name, which browsers refuse the prefix on.
 */
export function cookieName(base: string, secure = requestSecure()): string {
  return secure ? `__Host-${base}` : base;
}

/** Whether this request is served over https (see `RequestContext.secure`). */
export function requestSecure(): boolean {
  return requestContext.current()?.secure === true;
}

/**
 * The refresh token lives only in this cookie: HttpOnly (no script reads it), SameSite=Strict
 * (no other site sends it), Secure and `__Host-` wherever the site is served over https.
 */
export function setRefreshCookie(res: Response, token: string, secure: boolean): void {
  const maxAge = REFRESH_TOKEN_DAYS * 86_400_000;
  res.cookie(cookieName(REFRESH_COOKIE, secure), token, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: '/',
    maxAge,
  });
  res.cookie(cookieName(HAS_SESSION_COOKIE, secure), '1', {
    httpOnly: false,
    secure,
    sameSite: 'strict',
    path: '/',
    maxAge,
  });
}

export function clearRefreshCookie(res: Response, secure: boolean): void {
  for (const [name, httpOnly] of [
    [REFRESH_COOKIE, true],
    [HAS_SESSION_COOKIE, false],
  ] as const)
    res.clearCookie(cookieName(name, secure), { httpOnly, secure, sameSite: 'strict', path: '/' });
}

/** Over https only the `__Host-` cookie counts; one without the prefix is ignored there. */
export function readRefreshCookie(req: Request): string | undefined {
  return readCookie(req, cookieName(REFRESH_COOKIE));
}

export function readCookie(req: Request, name: string): string | undefined {
  return readCookieFrom(req.headers.cookie, name);
}

export function readCookieFrom(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
