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
  app.use((req: Request, res: Response, next: NextFunction) =>
    !config.isProduction && req.path === '/graphql' && req.method === 'GET'
      ? explorer(req, res, next)
      : strict(req, res, next),
  );

  const allowed = new Set([new URL(config.publicUrl).origin]);
  app.enableCors({
    origin: (
      origin: string | undefined,
      callback: (error: Error | null, allow?: boolean) => void,
    ) => callback(null, !origin || allowed.has(origin)),
    credentials: true,
  });
}
