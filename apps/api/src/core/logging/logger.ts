import type { LoggerService } from '@nestjs/common';
import { pino, type Logger as Pino } from 'pino';

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
