import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger as Pino } from 'pino';
import { AppModule } from './app.module.js';
import type { AppConfig } from './core/config/app-config.js';
import { localeOf, requestContext } from './core/context/request-context.js';
import { toErrorResponse } from './core/errors/error-response.js';
import { createHttpLogger, PinoNestLogger } from './core/logging/logger.js';
import { applySecurity } from './core/http/security.js';
import { serveWebAssets } from './core/web/web-assets.js';

/** Default JSON body limit; routes that take uploads raise it for themselves. */
export const JSON_BODY_LIMIT = '1mb';
// Base64 adds a third: 12 MB of JSON holds a file somewhat above the 5 MB poster limit, so such a
// file is answered with the poster's own size message instead of a bare "request too large".
export const UPLOAD_BODY_LIMIT = '12mb';

function parseTextJson(req: Request, _res: Response, next: NextFunction): void {
  if (typeof req.body === 'string') {
    try {
      req.body = JSON.parse(req.body) as unknown;
    } catch {
      req.body = {};
    }
  }
  next();
}

/** Builds the whole application (used by `main.ts` and by the integration tests). */
export async function createApp(config: AppConfig, logger: Pino): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.disable('x-powered-by');
  app.use(createHttpLogger(logger));
  applySecurity(app, config);
  app.use(compression({ threshold: 1024 }));
  serveWebAssets(app, config);
  // Uploads travel as base64 in JSON: room for a 2 MB photo or a 5 MB poster on these paths.
  app.use(
    ['/graphql', '/api/workshops', '/api/profiles'],
    express.json({ limit: UPLOAD_BODY_LIMIT }),
  );
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  // navigator.sendBeacon posts its JSON as text/plain.
  app.use('/api/analytics', express.text({ type: 'text/plain', limit: '2kb' }), parseTextJson);
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));
  app.use((req: Request & { id?: string | number }, _res: Response, next: NextFunction) =>
    requestContext.run(
      { requestId: `${req.id ?? ''}`, locale: localeOf(req), ip: req.ip ?? 'unknown' },
      next,
    ),
  );
  await app.init();
  // Errors raised by Express middleware (malformed JSON, body too large) get the same shape.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const mapped = toErrorResponse(error, localeOf(req));
    if (mapped.unexpected) logger.error({ err: error }, 'request failed');
    res.status(mapped.status).json({ error: { message: mapped.message, code: mapped.code } });
  });
  return app;
}
