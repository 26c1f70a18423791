import type { CalendarProblem } from './entities/calendar-connection.entity.js';

/** A calendar could not be read or written; `problem` is what the consultant is shown. */
export class CalendarFailure extends Error {
  constructor(
    readonly problem: CalendarProblem,
    detail: string,
  ) {
    super(`${problem}: ${detail}`);
  }
}

/** What the error catalog says for each problem. */
export const PROBLEM_ERRORS = {
  auth: 'CALENDAR_AUTH_FAILED',
  unreachable: 'CALENDAR_UNREACHABLE',
  bad_data: 'CALENDAR_BAD_DATA',
  not_found: 'CALENDAR_BAD_DATA',
} as const;
