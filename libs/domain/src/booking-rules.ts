/** How a consultation happens and what a visitor may change, shared by the API and the web app. */

/** Per availability window: at the consultant's place ("vor Ort") or online. */
export const MEETING_MODES = ['onsite', 'online'] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];

/** Whether the booking form asks for a phone number (per consultant). */
export const PHONE_FIELDS = ['off', 'optional', 'required'] as const;
export type PhoneField = (typeof PHONE_FIELDS)[number];

/** A phone number as people type it: digits, spaces, `+ - / ( )`, at least 5 digits. */
export const PHONE_RULES = {
  maxLength: 40,
  pattern: /^(?=(?:\D*\d){5})\+?[\d \-/()]{5,40}$/,
} as const;

/** Admins' limits for the visitor's cancel/reschedule rules. */
export const CHANGE_RULE_LIMITS = {
  cutoffHours: { min: 0, max: 720 },
  maxReschedules: { min: 0, max: 20 },
} as const;

/**
 * What keeps a consultant from being bookable, or null: a window "vor Ort" needs an address.
 * (An online window always has a room: the consultant's fixed link or a Jitsi room per booking.)
 */
export function consultantPlaceProblem(consultant: {
  location: string | null;
  windows: ReadonlyArray<{ mode: MeetingMode }>;
}): 'LOCATION_REQUIRED' | null {
  const onsite = consultant.windows.some((w) => w.mode === 'onsite');
  return onsite && !consultant.location?.trim() ? 'LOCATION_REQUIRED' : null;
}

/**
 * Whether a visitor may still cancel or move a booking starting at `start`: true until
 * `cutoffHours` before the start.
 */
export function changeDeadline(start: Date, cutoffHours: number): Date {
  return new Date(start.getTime() - cutoffHours * 3_600_000);
}
