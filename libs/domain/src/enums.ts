/** Account roles. `CLIENT` is every signed-in member; `ADMIN` reviews and manages. */
export const ROLES = ['CLIENT', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

export const PROFILE_VISIBILITIES = ['private', 'team', 'public'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

export const APPROVAL_STATUSES = ['pending', 'needs_review', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const WORKSHOP_FORMATS = ['online', 'in_person', 'hybrid'] as const;
export type WorkshopFormat = (typeof WORKSHOP_FORMATS)[number];

export const WORKSHOP_VISIBILITIES = ['public', 'members_only'] as const;
export type WorkshopVisibility = (typeof WORKSHOP_VISIBILITIES)[number];

export const WORKSHOP_STATUSES = ['scheduled', 'cancelled', 'completed'] as const;
export type WorkshopStatus = (typeof WORKSHOP_STATUSES)[number];

export const MEMBER_AREA_TABS = ['profile', 'workshops', 'services', 'profiles', 'admin'] as const;
export type MemberAreaTab = (typeof MEMBER_AREA_TABS)[number];

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
