import { isUuid } from '@platform/domain';
import type { SessionKey } from './payment-overview.repository.js';

const SERVICE_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Where the next page of the payment overview starts: after a session, or after a sessionless group. */
export type OverviewCursor =
  { phase: 'sessions'; key: SessionKey } | { phase: 'sessionless'; afterKey: string | null };

/** An opaque text for the client (base64url of the position). */
export function encodeOverviewCursor(cursor: OverviewCursor): string {
  const plain =
    cursor.phase === 'sessions'
      ? { s: cursor.key.sessionId, d: cursor.key.serviceDate }
      : { g: cursor.afterKey };
  return Buffer.from(JSON.stringify(plain)).toString('base64url');
}

/** The position a cursor names; null when it is not one this server wrote. */
export function decodeOverviewCursor(text: string): OverviewCursor | null {
  if (text.length > 200) return null;
  let plain: unknown;
  try {
    plain = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof plain !== 'object' || plain === null || Array.isArray(plain)) return null;
  const fields = plain as Record<string, unknown>;
  if ('g' in fields) {
    if (fields.g === null) return { phase: 'sessionless', afterKey: null };
    return typeof fields.g === 'string' && isUuid(fields.g)
      ? { phase: 'sessionless', afterKey: fields.g }
      : null;
  }
  if (typeof fields.s !== 'string' || !isUuid(fields.s) || typeof fields.d !== 'string')
    return null;
  // The database's UTC text to the microsecond (see SessionKey).
  if (!SERVICE_DATE.test(fields.d) || Number.isNaN(Date.parse(fields.d))) return null;
  return { phase: 'sessions', key: { sessionId: fields.s, serviceDate: fields.d } };
}
