/** Business constants and limits shared by the API (enforcement) and the client (hints). */
export const WORKSHOP_TIME_ZONE = 'Europe/Berlin';

export const LIMITS = {
  workshop: {
    durationMinutes: { min: 30, step: 30, max: 8 * 60, default: 120 },
    participants: { min: 1, max: 500, default: 20 },
    recurrenceInterval: { min: 1, max: 52, default: 1 },
    posterMaxBytes: 5 * 1024 * 1024,
    posterMaxEdgePx: 1200,
    posterQuality: 85,
    defaultMemberDiscountPercent: 50,
    defaultCalendarDurationMinutes: 60,
  },
  profile: {
    photoMaxBytes: 2 * 1024 * 1024,
    photoEdgePx: 512,
    /** A photo becomes 512 px square: 16 megapixels (4000 × 4000) are plenty to start from. */
    photoMaxInputPixels: 16_000_000,
    /** Photo replacements per account and hour. */
    photoUploadsPerHour: 10,
    maxSkills: 30,
    teamCardSkills: 3,
  },
  pageSize: { academy: 12, default: 20, publicOverview: 50, max: 100 },
  tagsOnPublicPage: 3,
  avatarInitials: 2,
  headerHideScrollPx: 100,
  sessionExpiredBannerMs: 3500,
  sessionExpiredRedirectMs: 2500,
  emailVerificationHours: 24,
  contactReplyHours: 24,
  adminReviewHours: { min: 24, max: 48 },
  analyticsRetentionMonths: 24,
  academy: { trialDays: 60, monthlyPriceCents: 2000 },
  /** Largest image, in pixels, that we hand to the image decoder (decompression-bomb guard). */
  maxInputPixels: 40_000_000,
} as const;

export const COOKIE_CONSENT = { storageKey: 'oiv-cookie-consent', version: '1.0' } as const;
export const LOCALE_STORAGE_KEY = 'oiv-locale';

/** Where a consultation takes place, set by admins per consultant (API and admin screen). */
export const CONSULTANT_PLACE_RULES = {
  locationMaxLength: 300,
  meetingUrlMaxLength: 500,
  /** A meeting link must be an https address without spaces. */
  meetingUrlPattern: /^https:\/\/[^\s/$.?#][^\s]*$/i,
} as const;
