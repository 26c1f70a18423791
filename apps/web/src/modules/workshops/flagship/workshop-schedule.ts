import {
  WORKSHOP_TIME_ZONE,
  berlinDayOf,
  fromWallClock,
  holidayOn,
  toWallClock,
} from '@platform/domain';
import { RRule } from 'rrule';

/**
 * The flagship workshop "Websites mit KI": two hours on the 2nd and 4th Friday of every
 * month, starting at 18:00 Berlin time.
 */
export const WEBSITE_WORKSHOP_SCHEDULE = {
  /** iCal recurrence of the sessions (RFC 5545). */
  rule: 'FREQ=MONTHLY;BYDAY=2FR,4FR',
  startHour: 18,
  startMinute: 0,
  durationMinutes: 120,
  timeZone: WORKSHOP_TIME_ZONE,
} as const;

export interface WorkshopSession {
  start: Date;
  end: Date;
}

/**
 * The next `count` sessions that start after `now`, public holidays in Berlin skipped. The rule is expanded on Berlin wall-clock
 * time ("floating" dates whose UTC fields hold the Berlin reading), and each result is turned
 * into a real instant afterwards: 18:00 stays 18:00 in summer and in winter.
 */
export function nextWorkshopSessions(now: Date, count: number): WorkshopSession[] {
  const { rule, startHour, startMinute, durationMinutes, timeZone } = WEBSITE_WORKSHOP_SCHEDULE;
  const today = toWallClock(now, timeZone);
  // The rule counts Fridays per month, so start on the 1st of the current month.
  const floatingStart = new Date(Date.UTC(today.year, today.month - 1, 1, startHour, startMinute));
  const recurrence = new RRule({
    ...RRule.parseString(rule),
    dtstart: floatingStart,
    byhour: [startHour],
    byminute: [startMinute],
    bysecond: [0],
  });

  const sessions: WorkshopSession[] = [];
  recurrence.all((floating) => {
    const start = fromWallClock(
      {
        year: floating.getUTCFullYear(),
        month: floating.getUTCMonth() + 1,
        day: floating.getUTCDate(),
        hour: floating.getUTCHours(),
        minute: floating.getUTCMinutes(),
      },
      timeZone,
    );
    // Public holidays in Berlin are skipped, as in the seeded Academy workshop.
    if (start > now && !holidayOn(berlinDayOf(start))) {
      sessions.push({ start, end: new Date(start.getTime() + durationMinutes * 60_000) });
    }
    return sessions.length < count;
  });
  return sessions;
}
