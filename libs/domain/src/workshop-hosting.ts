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

export type HostMessageProblem = 'required' | 'tooLong';

/** A host's message as it is sent: the subject on one line (spaces collapsed), both trimmed. */
export function cleanHostMessage(subject: string, body: string): { subject: string; body: string } {
  return { subject: subject.replace(/\s+/g, ' ').trim(), body: body.trim() };
}

/**
 * What is wrong with a host's message to a session's registrants (after `cleanHostMessage`);
 * empty when it may be sent. The server and the host's form run it.
 */
export function hostMessageProblems(
  subject: string,
  body: string,
): { subject?: HostMessageProblem; body?: HostMessageProblem } {
  const clean = cleanHostMessage(subject, body);
  const problem = (text: string, max: number): HostMessageProblem | undefined =>
    !text ? 'required' : text.length > max ? 'tooLong' : undefined;
  const found = {
    subject: problem(clean.subject, HOST_MESSAGE_LIMITS.subject),
    body: problem(clean.body, HOST_MESSAGE_LIMITS.body),
  };
  return {
    ...(found.subject ? { subject: found.subject } : {}),
    ...(found.body ? { body: found.body } : {}),
  };
}

export interface SessionMoveProblems {
  /** No (valid) new start, or one that is not after `now`: a session moves only forward. */
  startTime?: 'required' | 'notInFuture';
  /** The reason told to the registrants is longer than `HOST_MESSAGE_LIMITS.moveReason`. */
  reason?: 'tooLong';
}

/**
 * What is wrong with moving a session to `startTime` with this reason (trimmed); empty when
 * it may be moved. The server runs it with its clock before it moves the session, the host's
 * form before it asks for confirmation.
 */
export function sessionMoveProblems(
  startTime: Date | null | undefined,
  reason: string | null | undefined,
  now: Date,
): SessionMoveProblems {
  const problems: SessionMoveProblems = {};
  if (!(startTime instanceof Date) || Number.isNaN(startTime.getTime()))
    problems.startTime = 'required';
  else if (startTime.getTime() <= now.getTime()) problems.startTime = 'notInFuture';
  if ((reason?.trim().length ?? 0) > HOST_MESSAGE_LIMITS.moveReason) problems.reason = 'tooLong';
  return problems;
}

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
