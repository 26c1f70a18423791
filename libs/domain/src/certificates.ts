/**
 * Certificates of attendance (Teilnahmebescheinigungen): the number's format, the teaching
 * units, the verification page's path and the lookup's answer. Shared by the API (which issues
 * and verifies) and the web app (which shows them).
 */

/** Crockford's base32 without I, L, O, U: no letter a reader mistakes for a digit. */
const NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `TB-<year>-XXXX-XXXX`: 8 random characters (40 bits) per year, too many to enumerate. */
const NUMBER_PATTERN = /^TB-(\d{4})-([0-9A-HJKMNP-TV-Z]{4})-([0-9A-HJKMNP-TV-Z]{4})$/;

/** A certificate number of `year` from 8 random bytes (one character per byte's low 5 bits). */
export function formatCertificateNumber(year: number, random: Uint8Array): string {
  if (random.length < 8) throw new Error('a certificate number needs 8 random bytes');
  const chars = Array.from(random.slice(0, 8), (b) => NUMBER_ALPHABET[b & 31]).join('');
  return `TB-${year}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * The number as typed or scanned, in its one spelling (upper case, O read as 0, I and L as 1),
 * or null when it cannot be a certificate number.
 */
export function certificateNumberOf(input: string): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const clean = input.trim().toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  return NUMBER_PATTERN.test(clean) ? clean : null;
}

/** Minutes of one teaching unit (Unterrichtseinheit, UE). */
export const TEACHING_UNIT_MINUTES = 45;

/**
 * The teaching units of a duration: minutes / 45, rounded DOWN to the next half unit, so a
 * certificate never claims more than took place (90 min = 2 UE, 120 min = 2.5 UE, 60 min = 1 UE,
 * 30 min = 0.5 UE; under 22.5 min is 0).
 */
export function teachingUnits(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes <= 0) return 0;
  return Math.floor((minutes / TEACHING_UNIT_MINUTES) * 2) / 2;
}

/** "2 UE", "2,5 UE" / "2 teaching units", "0.5 teaching units", "1 teaching unit". */
export function formatTeachingUnits(units: number, locale: string): string {
  if (locale === 'de') return `${String(units).replace('.', ',')} UE`;
  return `${units} teaching ${units === 1 ? 'unit' : 'units'}`;
}

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** The public verification page (`/zertifikat/TB-2026-…`). */
export const CERTIFICATE_PATHS = {
  verify: '/zertifikat/:number',
} as const;

/** The verification page of one number. */
export function certificateVerifyPath(number: string): string {
  return CERTIFICATE_PATHS.verify.replace(':number', encodeURIComponent(number));
}

/** The longest reason an admin may give for a revocation. */
export const CERTIFICATE_REVOKE_REASON_MAX = 500;

/** The revocation reason's problem (error code), or null when it is fine: checked on both sides. */
export function revokeReasonProblem(reason: string): 'CERTIFICATE_REVOKE_REASON_INVALID' | null {
  const clean = typeof reason === 'string' ? reason.trim() : '';
  return clean.length === 0 || clean.length > CERTIFICATE_REVOKE_REASON_MAX
    ? 'CERTIFICATE_REVOKE_REASON_INVALID'
    : null;
}
