import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger as Pino } from 'pino';
import { redactUrl } from './redact-url.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

type Request = IncomingMessage & { id?: string; originalUrl?: string };

/**
 * The access log: one JSON line per request once it is answered (or aborted), with the fields
 * pino-http wrote before (`req.id`, `req.method`, `req.url` with secrets redacted,
 * `res.statusCode`, `responseTime` in ms; level `info`, `warn` from status 400, `error` from 500
 * with an `err`), and a request id: the caller's `x-request-id` when sane, else a new one, set
 * on the request (`req.id`) and the answer. Written by hand instead of pino-http, which built a
 * child logger and serialised the whole request for every request even when nothing was logged
 * (about 100 µs of a cached listing answer's 425). `/health` is not logged.
 */
export function createHttpLogger(logger: Pino) {
  return (req: Request, res: ServerResponse, next: () => void): void => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader('x-request-id', id);
    // At `silent` or `fatal` no access line can be written: no listeners, no timing.
    if (!logger.isLevelEnabled('error') || req.url === '/health') return next();
    const started = Date.now();
    const method = req.method;
    const url = req.url ?? '';
    const done = (error?: Error) => {
      res.removeListener('close', done);
      res.removeListener('finish', done);
      res.removeListener('error', done);
      const status = res.statusCode;
      const entry = {
        req: { id, method, url: redactUrl(url) },
        res: { statusCode: status },
        responseTime: Date.now() - started,
      };
      if (error || status >= 500) {
        logger.error(
          { ...entry, err: error ?? new Error(`failed with status code ${status}`) },
          'request errored',
        );
        return;
      }
      const level = status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        entry,
        !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted',
      );
    };
    res.on('close', done);
    res.on('finish', done);
    res.on('error', done);
    next();
  };
}
