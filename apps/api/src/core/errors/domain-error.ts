import { errorEntry, type ErrorCode, isErrorCode } from './error-catalog.js';

export interface DomainErrorOptions {
  /** Per-field messages for form errors: a catalog code, or a text already in the user's language. */
  fields?: Record<string, string>;
  /** Values for the catalog text's placeholders. */
  params?: Record<string, string | number>;
  cause?: unknown;
}

/**
 * The one error type services throw. It carries a code from the catalog; the GraphQL
 * formatter and the REST filter turn it into the user's language and the right status.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: ErrorCode,
    readonly options: DomainErrorOptions = {},
  ) {
    super(isErrorCode(code) ? errorEntry(code).en : code, { cause: options.cause });
  }

  /** Read when the error is answered, by which time every module has registered its codes. */
  get status(): number {
    return errorEntry(this.code).status;
  }
}
