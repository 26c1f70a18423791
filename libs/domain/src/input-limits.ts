/**
 * Lengths and counts of what people type, enforced by the API (DTOs, services) and checked by
 * the browser's forms (maxLength, form messages). Each rule lives here once: copies on both
 * sides had drifted apart, so a form let people type what the server then refused.
 * Lengths count UTF-16 code units, as `String.length` and class-validator's MaxLength do.
 */

/** A workshop's texts (after trimming). */
export const WORKSHOP_TEXT_LIMITS = {
  title: 200,
  description: 10_000,
  category: 80,
  location: 300,
  videoCallLink: 500,
} as const;

/** A workshop's lists after cleaning: entries after splitting, and each entry's length. */
export const WORKSHOP_LIST_LIMITS = {
  learningObjectives: { entries: 20, length: 300 },
  materials: { entries: 30, length: 300 },
  tags: { entries: 15, length: 40 },
} as const;

/** Highest base price of a workshop: 10,000 euros (the form's message names that sum). */
export const WORKSHOP_MAX_PRICE_CENTS = 1_000_000;

/** An admin's comment when reviewing a profile or rejecting a workshop (mailed to the member). */
export const REVIEW_COMMENT_MAX_LENGTH = 1000;

/** The account's own fields (registration and account settings). */
export const ACCOUNT_LIMITS = { name: 200, company: 200 } as const;

/**
 * A password's length. The server also refuses common passwords; that list stays on the
 * server, so the browser checks only the length.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** A member profile's texts; the number of skills is `LIMITS.profile.maxSkills`. */
export const PROFILE_TEXT_LIMITS = {
  displayName: 120,
  headline: 160,
  bio: 2000,
  company: 200,
  location: 120,
  skill: 50,
  link: 300,
} as const;

/** Registering for an Academy workshop (guests give a name) and cancelling it. */
export const REGISTRATION_LIMITS = { name: 200, notes: 2000, reason: 1000 } as const;

/** The Academy list's filters. */
export const ACADEMY_FILTER_LIMITS = { search: 200, tags: 20, tag: 60, category: 80 } as const;

/** The contact form. */
export const CONTACT_LIMITS = { name: 120, message: 5000 } as const;

/** The registration form of the flagship (marketing) workshop. */
export const FLAGSHIP_REGISTRATION_LIMITS = {
  name: 120,
  organisation: 200,
  experience: 1000,
  goals: 2000,
  message: 5000,
} as const;

/** Booking a consultation. */
export const BOOKING_LIMITS = { name: 120, message: 2000 } as const;

/** Admins' consultant settings and days off. */
export const CONSULTANT_LIMITS = { displayName: 120, dayOffNote: 200 } as const;
