import type { AuditAction } from '@platform/domain';

/** What a caller hands to `AuditLogService.record`. */
export interface AuditEntry {
  action: AuditAction;
  /**
   * Who acted. Left out: the signed-in caller of this request (set by the access guard);
   * `null`: the system (start-up, scheduled jobs).
   */
  actor?: { id: string; email: string } | null;
  target?: { type: string; id: string } | null;
  /** The account the event is about; its owner sees `auth.*` events as security events. */
  subjectUserId?: string | null;
  /** A short picture of the state before and after: a few fields, never secrets. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Left out: the caller's address as the rate limits see it. */
  ip?: string | null;
}

/** Keys never kept, whatever a caller passes (passwords, tokens, hashes, codes, secrets). */
const SECRET_KEY = /pass(word)?|token|secret|hash|otp|code_?verifier|credential|cookie/i;
/** A snapshot larger than this (as JSON) is cut down to its keys. */
const MAX_SNAPSHOT_CHARS = 2000;
const MAX_TEXT = 300;

/**
 * A small, secret-free copy of a before/after picture: secret-looking keys are dropped, long
 * texts cut, nesting kept to two levels, and an oversized whole replaced by its key list.
 */
export function auditSnapshot(
  value: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null {
  if (!value) return null;
  const clean = scrub(value, 0) as Record<string, unknown>;
  if (JSON.stringify(clean).length <= MAX_SNAPSHOT_CHARS) return clean;
  return { truncated: true, keys: Object.keys(clean).slice(0, 50) };
}

function scrub(value: unknown, depth: number): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string')
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (depth >= 2) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrub(item, depth + 1));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (SECRET_KEY.test(key)) continue;
      out[key] = scrub(inner, depth + 1);
    }
    return out;
  }
  return null;
}
