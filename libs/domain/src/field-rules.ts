/**
 * One rule per kind of field, shared by the API (REST bodies, GraphQL inputs, services) and the
 * browser's forms. Each answers "is this value acceptable", never throws (whatever the input).
 */

export const FIELD_LIMITS = {
  email: 254,
  emailLocalPart: 64,
  slug: 200,
} as const;

// A high surrogate not followed by a low one, or a low one without a high one before it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// C0 and C1 control characters, DEL, and the Unicode line and paragraph separators.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
// Multi-line text may hold tabs and line breaks, nothing else of the above.
const CONTROL_EXCEPT_LINES = /(?![\t\n\r])\p{Cc}/u;

/** Proper UTF-16 (no lone surrogate: such text cannot be encoded, stored or mailed). */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** Text for one line (names, titles, subjects): no control characters, no line breaks. */
export function isSingleLineText(value: string): boolean {
  return isWellFormedText(value) && !CONTROL.test(value);
}

/** Text over several lines (descriptions, messages): line breaks and tabs, no other controls. */
export function isMultiLineText(value: string): boolean {
  return isWellFormedText(value) && !CONTROL_EXCEPT_LINES.test(value);
}

const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/**
 * An e-mail address we can store and mail to: `local@domain.tld`, no spaces or control
 * characters, no empty dot-separated parts (`..`), a top-level domain of letters.
 */
export function isEmailAddress(value: string): boolean {
  if (typeof value !== 'string' || value.length > FIELD_LIMITS.email) return false;
  if (!isSingleLineText(value)) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || value.indexOf('@') !== at) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > FIELD_LIMITS.emailLocalPart || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return /^\p{L}{2,}$/u.test(labels[labels.length - 1]);
}

/** How addresses are compared and stored. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID as PostgreSQL's `uuid` type reads it (checked before an id reaches SQL). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A workshop slug (`slugify` makes them): lower-case letters, digits and hyphens only. */
export function isSlug(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length <= FIELD_LIMITS.slug && /^[a-z0-9-]+$/.test(value)
  );
}
