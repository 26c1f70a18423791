import { randomUUID } from 'node:crypto';
import type { LoggerService } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger as Pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { redactUrl } from './redact-url.js';

/** Structured JSON logs. Secrets in headers never reach the log. */
export function createRootLogger(level: string): Pino {
  return pino({
    level,
    base: { service: 'api' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Access log with a request id: the caller's `x-request-id` when sane, else a new one. */
export function createHttpLogger(logger: Pino) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    autoLogging: { ignore: (req) => req.url === '/health' },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        // Links carry secrets (reset, verification, cancel and sign-in tokens, provider codes).
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/**
 * Nest's start-up chatter: one line per module, controller and route (about a hundred lines
 * that bury "listening on"). Kept at debug level (`LOG_LEVEL=debug` shows them).
 */
const START_UP_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
  'GraphQLModule',
]);

/** Routes Nest's own log lines into the same JSON stream. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Pino) {}

  log(message: unknown, context?: string): void {
    this.write(context && START_UP_CONTEXTS.has(context) ? 'debug' : 'info', message, context);
  }
  error(message: unknown, traceOrContext?: string, context?: string): void {
    this.write('error', message, context ?? traceOrContext);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal',
    message: unknown,
    context?: string,
  ) {
    if (message instanceof Error) this.logger[level]({ context, err: message }, message.message);
    else if (typeof message === 'object' && message !== null)
      this.logger[level]({ context, ...message });
    else this.logger[level]({ context }, String(message));
  }
}
