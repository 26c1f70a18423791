import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config.js';

/**
 * Security headers for every response. The CSP lets our own built client run and nothing else:
 * no inline scripts, no plugins, no framing, no base-tag tricks.
 */
export function applySecurity(app: INestApplication, config: AppConfig): void {
  const strict = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  // The GraphiQL explorer (development only) loads its own inline code.
  const explorer = helmet({ contentSecurityPolicy: false });
  const strictHeaders = fixedHeaders(strict);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!config.isProduction && req.path === '/graphql' && req.method === 'GET')
      return explorer(req, res, next);
    for (const [name, value] of strictHeaders) res.setHeader(name, value);
    next();
  });

  const allowed = new Set([new URL(config.publicUrl).origin]);
  app.enableCors({
    origin: (
      origin: string | undefined,
      callback: (error: Error | null, allow?: boolean) => void,
    ) => callback(null, !origin || allowed.has(origin)),
    credentials: true,
  });
}

type Middleware = (req: Request, res: Response, next: (error?: unknown) => void) => void;

/**
 * The headers a helmet middleware sets, worked out once: ours depend on nothing in the request
 * (no nonces, no functions among the CSP directives), so every answer gets the same list
 * without helmet building the CSP text and walking its dozen middlewares per request. Throws
 * if helmet ever wants more than setting headers, so a change there cannot go unnoticed.
 */
export function fixedHeaders(middleware: Middleware): Array<[string, string]> {
  const headers = new Map<string, string>();
  let passed = false;
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let failed: unknown;
  middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    failed = error;
    passed = true;
  });
  if (failed) throw new Error('security headers: the middleware failed', { cause: failed });
  if (!passed) throw new Error('security headers: the middleware did not pass the request on');
  return [...headers];
}
