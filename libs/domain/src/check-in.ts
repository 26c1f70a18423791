import { fromWallClock, toWallClock } from './time-zone.js';

/**
 * Check-in at a session (on site and hybrid): the answers a scan can get, the shape of a
 * check-in code, how long a check-in can be undone and how a queued offline scan is keyed.
 * Shared by the API (REST and GraphQL) and the check-in screen.
 */

/** What a scan (or a tap on a name) answers. */
export const CHECK_IN_STATUSES = [
  'checked_in',
  'already_checked_in',
  'not_registered',
  'cancelled',
  'wrong_session',
] as const;
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number];

/** The HTTP status of each answer of `POST /api/check-in/{sessionId}`. */
export const CHECK_IN_HTTP_STATUS: Record<CheckInStatus, number> = {
  checked_in: 200,
  already_checked_in: 200,
  not_registered: 404,
  cancelled: 409,
  wrong_session: 409,
};

/** A check-in code: 128 random bits as base64url, 22 characters. */
export const CHECK_IN_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The check-in code in what a scanner read (trimmed), or null when it is not one. */
export function checkInCodeOf(scanned: string): string | null {
  const code = scanned.trim();
  return CHECK_IN_CODE_PATTERN.test(code) ? code : null;
}

export const CHECK_IN_LIMITS = {
  /** A check-in can be undone this long after the server recorded it. */
  undoSeconds: 60,
  /** A queued offline scan keeps its own time if it is at most this old when it arrives. */
  offlineScanMaxAgeHours: 24,
  /** Helpers a host may name for one session. */
  helpersPerSession: 20,
  /** The longest text the API reads as a code (anything longer is refused, not looked up). */
  codeMaxLength: 200,
  /** Check-in opens this long before a session's start (never before its day, Berlin time). */
  opensHoursBefore: 2,
} as const;

/**
 * When codes are accepted at a session: on its day (Europe/Berlin), from two hours before the
 * start (or midnight, whichever is later) until its end. Outside it a scan answers
 * `wrong_session` ("wrong session or date").
 */
export function checkInWindow(startsAt: Date, endsAt: Date): { opensAt: Date; closesAt: Date } {
  const day = toWallClock(startsAt);
  const midnight = fromWallClock({ ...day, hour: 0, minute: 0 });
  const early = startsAt.getTime() - CHECK_IN_LIMITS.opensHoursBefore * 3_600_000;
  return { opensAt: new Date(Math.max(early, midnight.getTime())), closesAt: endsAt };
}

export function isWithinCheckInWindow(startsAt: Date, endsAt: Date, at: Date): boolean {
  const { opensAt, closesAt } = checkInWindow(startsAt, endsAt);
  return at >= opensAt && at <= closesAt;
}

/**
 * When a check-in counts as made: the device's time of an offline scan when it is plausible
 * (not in the future, not older than a day), else the server's time of arrival.
 */
export function checkInTime(now: Date, scannedAt: Date | null | undefined): Date {
  if (!scannedAt || Number.isNaN(scannedAt.getTime())) return now;
  const age = now.getTime() - scannedAt.getTime();
  if (age < 0 || age > CHECK_IN_LIMITS.offlineScanMaxAgeHours * 3600_000) return now;
  return scannedAt;
}

/** Whether a check-in recorded at `recordedAt` may still be undone at `now`. */
export function canUndoCheckIn(recordedAt: Date, now: Date): boolean {
  const age = now.getTime() - recordedAt.getTime();
  return age >= 0 && age <= CHECK_IN_LIMITS.undoSeconds * 1000;
}

/** The personal join link of an online or hybrid seat opens this long before the start. */
export const JOIN_LINK_OPENS_MINUTES_BEFORE = 15;

/** The path of a personal join link. */
export function joinLinkPath(joinCode: string): string {
  return `/j/${joinCode}`;
}

/** Where a join link stands at `now`: not open yet, open (records attendance) or over. */
export function joinWindowAt(startsAt: Date, endsAt: Date, now: Date): 'early' | 'open' | 'ended' {
  const opens = startsAt.getTime() - JOIN_LINK_OPENS_MINUTES_BEFORE * 60_000;
  if (now.getTime() < opens) return 'early';
  if (now.getTime() >= endsAt.getTime()) return 'ended';
  return 'open';
}

/** How a person came to count as present (the `method` of a check-in). */
export const ATTENDANCE_METHODS = ['scan', 'name', 'online', 'hand'] as const;
export type AttendanceMethod = (typeof ATTENDANCE_METHODS)[number];

/** A check-in device token for scanner apps: its prefix (it is not a sign-in token). */
export const DEVICE_TOKEN_PREFIX = 'cdt_';
export const DEVICE_TOKEN_LIMITS = {
  nameMaxLength: 80,
  /** Live (not revoked) tokens one person may keep. */
  perPerson: 10,
} as const;

/** Whether a session is a seat with a video call (its registrants get a join link). */
export function hasVideoCall(format: string): boolean {
  return format === 'online' || format === 'hybrid';
}
