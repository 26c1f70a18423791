import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { type NextFunction, type Request, type Response } from 'express';
import type { Logger as Pino } from 'pino';
import { AppModule } from './app.module.js';
import type { Clock } from './core/clock/clock.js';
import type { AppConfig } from './core/config/app-config.js';
import { GraphqlResponseCache } from './core/graphql/graphql-response-cache.js';
import { localeOf, requestContext } from './core/context/request-context.js';
import { toErrorResponse } from './core/errors/error-response.js';
import { createHttpLogger } from './core/logging/access-log.js';
import { PinoNestLogger } from './core/logging/logger.js';
import { crossSiteGuard } from './core/http/cross-site.js';
import { applyBodyParsers } from './core/http/body-limits.js';
import { applyNoStore } from './core/http/no-store.js';
import { RequestsInFlight } from './core/http/requests-in-flight.js';
import { applySecurity } from './core/http/security.js';
import { COMPRESSION_THRESHOLD, isSentEncoded } from './core/http/encoded-answer.js';
import { VisitorListingAnswers } from './modules/workshops/catalog/visitor-listing-answers.js';
import { serveWebAssets } from './core/web/web-assets.js';

/**
 * Builds the whole application (used by `main.ts` and by the integration tests). Only the tests
 * pass `clock`, a settable one for the scheduled jobs.
 */
export async function createApp(
  config: AppConfig,
  logger: Pino,
  clock?: Clock,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, clock), {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.disable('x-powered-by');
  // First: a request counts from its first byte (the job worker lets a rush go first).
  app.use(app.get(RequestsInFlight).middleware());
  app.use(createHttpLogger(logger));
  applySecurity(app, config);
  // Before any body is read: writes a browser sends for another site end here.
  app.use(crossSiteGuard(config));
  // Visitors' listing answers already given: sent with their stored compressed twin before
  // compression, the body parsers and Nest's guard, pipes and controller (see the class).
  app.use('/api/workshops', app.get(VisitorListingAnswers).middleware());
  // The same for the GraphQL listing sent as GET (a POST's answer needs its body: below).
  app.use('/graphql', app.get(GraphqlResponseCache).getMiddleware());
  app.use(
    compression({
      threshold: COMPRESSION_THRESHOLD,
      filter: (req, res) => !isSentEncoded(res) && compression.filter(req, res),
    }),
  );
  serveWebAssets(app, config);
  applyNoStore(app);
  applyBodyParsers(app, config);
  app.use((req: Request & { id?: string | number }, _res: Response, next: NextFunction) =>
    requestContext.run(
      {
        requestId: `${req.id ?? ''}`,
        locale: localeOf(req),
        ip: req.ip ?? 'unknown',
        userAgent: req.get('user-agent'),
        secure: config.publicUrl.startsWith('https:') || req.secure,
        cookies: req.headers.cookie,
      },
      next,
    ),
  );
  // Visitors' listing answers already given by Apollo to a POST, answered again without GraphQL work.
  app.use('/graphql', app.get(GraphqlResponseCache).middleware());
  await app.init();
  // Errors raised by Express middleware (malformed JSON, body too large) get the same shape.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const mapped = toErrorResponse(error, localeOf(req));
    if (mapped.unexpected) logger.error({ err: error }, 'request failed');
    res.status(mapped.status).json({ error: { message: mapped.message, code: mapped.code } });
  });
  return app;
}
