import { HttpException } from '@nestjs/common';
import type { Locale } from '@platform/domain';
import { isDatabaseBusy } from '../database/pg-errors.js';
import { DomainError } from './domain-error.js';
import { errorText, isErrorCode, statusToCode, type ErrorCode } from './error-catalog.js';

export interface ErrorResponse {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  /** Seconds to wait before trying again (HTTP 429 with a wait): `Retry-After`. */
  retryAfter?: number;
  /** True when the cause is ours (a bug or an outage): log it with its stack. */
  unexpected: boolean;
}

/** Turns anything thrown into what the caller may see, in the caller's language. */
export function toErrorResponse(error: unknown, locale: Locale): ErrorResponse {
  if (error instanceof DomainError) {
    return {
      status: error.status,
      code: error.code,
      message: errorText(error.code, locale, error.options.params),
      fields: error.options.fields && localizeFields(error.options.fields, locale),
      ...retryAfterOf(error),
      unexpected: false,
    };
  }
  // Nest wraps errors of Express middleware (a body parser's `verify`) in an HttpException.
  if (error instanceof HttpException && error.cause instanceof DomainError) {
    return toErrorResponse(error.cause, locale);
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code = statusToCode(status);
    return { status, code, message: errorText(code, locale), unexpected: status >= 500 };
  }
  // An overload, not a bug, but ours: logged, and the caller hears to try again shortly.
  if (isDatabaseBusy(error)) {
    return {
      status: 503,
      code: 'SERVICE_BUSY',
      message: errorText('SERVICE_BUSY', locale),
      unexpected: true,
    };
  }
  const status = httpStatusOf(error);
  if (status) {
    const code = statusToCode(status);
    return { status, code, message: errorText(code, locale), unexpected: status >= 500 };
  }
  return {
    status: 500,
    code: 'INTERNAL',
    message: errorText('INTERNAL', locale),
    unexpected: true,
  };
}

/** Field messages may be catalog codes (services do not know the language); translate those. */
function localizeFields(fields: Record<string, string>, locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, text]) => [
      field,
      isErrorCode(text) ? errorText(text, locale) : text,
    ]),
  );
}

/** Errors raised by Express middleware (body parser: 400/413) carry a status of their own. */
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate =
    (error as { status?: unknown; statusCode?: unknown }).status ??
    (error as { statusCode?: unknown }).statusCode;
  return typeof candidate === 'number' && candidate >= 400 && candidate < 600
    ? candidate
    : undefined;
}

function retryAfterOf(error: DomainError): { retryAfter?: number } {
  const seconds = error.options.params?.seconds;
  return error.status === 429 && typeof seconds === 'number' ? { retryAfter: seconds } : {};
}
