import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { localeOf } from '../context/request-context.js';
import { toErrorResponse } from './error-response.js';

/**
 * The one REST exception filter: every error leaves as `{ "error": { "message", "code" } }`,
 * in the caller's language, without stack or SQL. GraphQL errors pass through to the
 * GraphQL formatter.
 */
@Catch()
export class RestExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('RestExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<string>() === 'graphql') return exception;
    const response = host.switchToHttp().getResponse<Response>();
    // From the request itself: errors of the body parsers come before the request context.
    const locale = localeOf(host.switchToHttp().getRequest<Request>());
    const mapped = toErrorResponse(exception, locale);
    if (mapped.unexpected) this.logger.error(exception);
    if (response.headersSent) return undefined;
    if (mapped.retryAfter) response.setHeader('Retry-After', String(mapped.retryAfter));
    response.status(mapped.status).json({
      error: {
        message: mapped.message,
        code: mapped.code,
        ...(mapped.fields ? { fields: mapped.fields } : {}),
      },
    });
    return undefined;
  }
}
