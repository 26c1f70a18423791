import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { localeOf } from '../context/request-context.js';
import { DomainError } from '../errors/domain-error.js';
import { toErrorResponse } from '../errors/error-response.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths whose bodies must be JSON: the sign-in, session and password routes. */
const JSON_ONLY = /^\/(?:auth|api\/auth)(?:\/|$)/;

/**
 * Refuses writes that a browser sends on behalf of another site (CSRF, login CSRF), before
 * any body is read:
 *
 * - `Sec-Fetch-Site` (sent by every current browser, and not settable by page scripts) must
 *   be `same-origin` or `none` (typed by the user). It is trusted over `Origin`, so the
 *   development proxy (browser on :4200, API on :3000) still counts as same-origin.
 * - Without it, an `Origin` header (older browsers) must be `PUBLIC_URL`'s origin; `null`
 *   (sandboxed frames, some redirects) is refused.
 * - With neither header the caller is not a browser (scripts, curl, server-to-server): it
 *   carries no victim's cookies, so there is nothing to forge, and it passes.
 *
 * The sign-in routes additionally take JSON only: an HTML form cannot send JSON, so no form
 * on another site can sign a victim in as the attacker even where the headers are missing.
 */
export function crossSiteGuard(config: AppConfig) {
  const ownOrigin = new URL(config.publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!UNSAFE.has(req.method)) return next();
    const fetchSite = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    let error: DomainError | undefined;
    if (typeof fetchSite === 'string') {
      if (fetchSite !== 'same-origin' && fetchSite !== 'none')
        error = new DomainError('CROSS_SITE_REQUEST');
    } else if (typeof origin === 'string' && origin !== ownOrigin) {
      error = new DomainError('CROSS_SITE_REQUEST');
    }
    if (!error && JSON_ONLY.test(req.path) && hasBody(req) && !req.is('application/json'))
      error = new DomainError('UNSUPPORTED_MEDIA_TYPE');
    if (!error) return next();
    const mapped = toErrorResponse(error, localeOf(req));
    res.status(mapped.status).json({ error: { message: mapped.message, code: mapped.code } });
  };
}

function hasBody(req: Request): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined ||
    Number(req.headers['content-length'] ?? 0) > 0 ||
    req.headers['content-type'] !== undefined
  );
}
