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
  /** A plain property: Express middleware (http-errors) writes it on errors it passes on. */
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: DomainErrorOptions = {},
  ) {
    // Every module registers its codes when the application loads it; only a unit test that
    // never loads the module meets an unregistered code (and reads neither text nor status).
    const entry = isErrorCode(code) ? errorEntry(code) : undefined;
    super(entry?.en ?? code, { cause: options.cause });
    this.status = entry?.status ?? 500;
  }
}
