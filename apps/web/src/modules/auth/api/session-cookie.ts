import { hasSessionHint } from '@platform/domain';

/**
 * The server sets the readable cookie `has_session=1` beside the HttpOnly refresh cookie and
 * clears both together. Without it no session can exist, so no refresh is attempted (and an
 * anonymous visitor's browser makes no request that can only fail).
 */
export function hasSessionCookie(): boolean {
  if (typeof document === 'undefined') return false;
  return hasSessionHint(document.cookie);
}
