import type { Request, Response } from 'express';
import { SESSION_HINT_COOKIE } from '@platform/domain';
import { REFRESH_TOKEN_DAYS } from './tokens/refresh-tokens.service.js';

export const REFRESH_COOKIE = 'oiv_refresh';
/** Says that a refresh cookie was set (see `SESSION_HINT_COOKIE` in libs/domain). */
export const HAS_SESSION_COOKIE = SESSION_HINT_COOKIE;

/**
 * The refresh token lives only in this cookie: HttpOnly (no script reads it), SameSite=Strict
 * (no other site sends it), Secure wherever the site is served over https.
 */
export function setRefreshCookie(res: Response, token: string, secure: boolean): void {
  res.cookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: '/',
    maxAge: REFRESH_TOKEN_DAYS * 86_400_000,
  });
  res.cookie(HAS_SESSION_COOKIE, '1', {
    httpOnly: false,
    secure,
    sameSite: 'strict',
    path: '/',
    maxAge: REFRESH_TOKEN_DAYS * 86_400_000,
  });
}

export function clearRefreshCookie(res: Response, secure: boolean): void {
  res.clearCookie(REFRESH_COOKIE, { httpOnly: true, secure, sameSite: 'strict', path: '/' });
  res.clearCookie(HAS_SESSION_COOKIE, { httpOnly: false, secure, sameSite: 'strict', path: '/' });
}

export function readRefreshCookie(req: Request): string | undefined {
  return readCookie(req, REFRESH_COOKIE);
}

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
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
