/**
 * PostgreSQL error checks, in one place. TypeORM wraps a driver error in a `QueryFailedError`
 * (`driverError` holds the `pg` error); a statement run straight through `pg` throws the
 * driver's error itself. Both shapes are recognised.
 */

/** SQLSTATE codes this codebase reacts to. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  lockNotAvailable: '55P03',
} as const;

/** What pg-pool throws when no connection came free within `connectionTimeoutMillis`. */
const POOL_WAIT_EXCEEDED = 'timeout exceeded when trying to connect';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
}

function pgFields(error: unknown): PgErrorFields | null {
  if (typeof error !== 'object' || error === null) return null;
  const { driverError } = error as { driverError?: unknown };
  return typeof driverError === 'object' && driverError !== null ? driverError : error;
}

function hasCode(error: unknown, code: string, constraint?: string): boolean {
  const fields = pgFields(error);
  if (!fields || fields.code !== code) return false;
  return constraint === undefined || fields.constraint === constraint;
}

/** A unique constraint or index refused the row (optionally: that named constraint). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return hasCode(error, PG_ERROR.uniqueViolation, constraint);
}

/** An exclusion constraint refused the row (optionally: that named constraint). */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  return hasCode(error, PG_ERROR.exclusionViolation, constraint);
}

/**
 * The database is too busy for this request: no pooled connection came free in time, or a
 * lock could not be had (a lock timeout, a deadlock or serialization failure after which the
 * transaction was rolled back). Nothing was changed; the caller may simply try again.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof Error && error.message === POOL_WAIT_EXCEEDED) return true;
  return (
    hasCode(error, PG_ERROR.serializationFailure) ||
    hasCode(error, PG_ERROR.deadlockDetected) ||
    hasCode(error, PG_ERROR.lockNotAvailable)
  );
}

/**
 * PostgreSQL broke a deadlock by rolling this transaction back. Two transactions that take
 * the same range under an exclusion constraint can each wait for the other; retrying lets the
 * loser meet the winner's committed row (and its clear exclusion violation).
 */
export function isDeadlock(error: unknown): boolean {
  return hasCode(error, PG_ERROR.deadlockDetected);
}
