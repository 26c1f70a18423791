/** Limits of the host's tools (the registrants view, the message to a session). */
export const HOST_MESSAGE_LIMITS = {
  subject: 150,
  body: 5_000,
  /** Messages one host may send per hour, across all their sessions. */
  perHour: 5,
  /** Messages one host may send in 24 hours (counted in PostgreSQL, not scaled in tests). */
  perDay: 10,
  /** The host's reason for moving a date, told to its registrants (optional). */
  moveReason: 500,
} as const;

/** Skipped dates a workshop may list (holidays, cancelled dates). */
export const MAX_SKIPPED_DATES = 100;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Trimmed, unique, sorted days; null when one of them is not a calendar day. */
export function normalizeSkippedDates(list: readonly string[] | null | undefined): string[] | null {
  const days = [...new Set((list ?? []).map((entry) => entry.trim()).filter(Boolean))].sort();
  return days.every(isCalendarDay) ? days : null;
}
