import * as rruleModule from 'rrule';
import { LIMITS, WORKSHOP_TIME_ZONE } from './limits.js';
import { fromWallClock, toWallClock } from './time-zone.js';

// rrule is CommonJS under Node, where its classes sit on the `default` export, and ES modules
// in bundlers, where they are named exports (and a static `.default` would draw a warning).
const interop = rruleModule as unknown as Record<string, typeof rruleModule | undefined>;
const commonJsKey = 'default';
const RRule = rruleModule.RRule ?? interop[commonJsKey]!.RRule;

export const RECURRENCE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** Sessions of a recurring workshop are generated at most this far ahead. */
export const RECURRENCE_HORIZON_DAYS = 365;
export const RECURRENCE_MAX_OCCURRENCES = 200;

export interface ExpandOptions {
  /** Last day (inclusive) on which an occurrence may start. */
  until?: Date;
  /** Occurrences before this instant are skipped (e.g. now). */
  after?: Date;
  max?: number;
  timeZone?: string;
}

/**
 * The start instants of a recurrence in a zone's wall-clock time: a workshop at 18:00 stays at
 * 18:00 across the daylight-saving change. `rule` is an iCal RRULE body
 * (`FREQ=MONTHLY;BYDAY=2FR,4FR`); the first start is `first`. The expansion is done on
 * "floating" times (wall-clock readings stored as if UTC) and each result is mapped back.
 */
export function expandRecurrence(rule: string, first: Date, options: ExpandOptions = {}): Date[] {
  const timeZone = options.timeZone ?? WORKSHOP_TIME_ZONE;
  const max = Math.min(options.max ?? RECURRENCE_MAX_OCCURRENCES, RECURRENCE_MAX_OCCURRENCES);
  const horizon = new Date(first.getTime() + RECURRENCE_HORIZON_DAYS * 86_400_000);
  const until = options.until && options.until < horizon ? options.until : horizon;

  const wall = toWallClock(first, timeZone);
  const floatingStart = new Date(
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute),
  );
  const untilWall = toWallClock(until, timeZone);
  const floatingUntil = new Date(
    Date.UTC(untilWall.year, untilWall.month - 1, untilWall.day, 23, 59, 59),
  );
  const parsed = RRule.parseString(rule.replace(/^RRULE:/i, ''));
  delete parsed.dtstart;
  delete parsed.until;
  delete parsed.count;
  const recurrence = new RRule({ ...parsed, dtstart: floatingStart, until: floatingUntil });

  const result: Date[] = [];
  recurrence.all((floating) => {
    const instant = fromWallClock(
      {
        year: floating.getUTCFullYear(),
        month: floating.getUTCMonth() + 1,
        day: floating.getUTCDate(),
        hour: floating.getUTCHours(),
        minute: floating.getUTCMinutes(),
      },
      timeZone,
    );
    if (!options.after || instant >= options.after) result.push(instant);
    return result.length < max;
  });
  return result;
}

/** Builds an RRULE body from the workshop form's recurrence widget; validates the inputs. */
export function buildRecurrenceRule(input: {
  frequency: RecurrenceFrequency;
  interval: number;
  weekdays?: WeekdayCode[];
}): string {
  const { min, max } = LIMITS.workshop.recurrenceInterval;
  if (!Number.isInteger(input.interval) || input.interval < min || input.interval > max) {
    throw new RangeError(`interval must be ${min} to ${max}`);
  }
  const parts = [`FREQ=${input.frequency}`, `INTERVAL=${input.interval}`];
  const days = [...new Set(input.weekdays ?? [])];
  if (days.length > 0 && input.frequency === 'WEEKLY') {
    parts.push(`BYDAY=${WEEKDAY_CODES.filter((d) => days.includes(d)).join(',')}`);
  }
  return parts.join(';');
}
