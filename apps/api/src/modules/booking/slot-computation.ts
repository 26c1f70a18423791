import { fromWallClock, toWallClock } from '@platform/domain';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface WeeklyWindow {
  /** ISO weekday: 1 = Monday ... 7 = Sunday. */
  weekday: number;
  /** Minutes after midnight, Berlin wall clock. */
  startMinute: number;
  endMinute: number;
}

export interface DateRange {
  /** `YYYY-MM-DD`, both ends included. */
  startDate: string;
  endDate: string;
}

export interface TimeRange {
  start: Date;
  end: Date;
}

export interface SlotRules {
  appointmentMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  horizonDays: number;
}

export interface SlotQuery extends SlotRules {
  windows: WeeklyWindow[];
  daysOff: DateRange[];
  /** Blocked ranges (appointment plus buffer) of confirmed bookings. */
  booked: TimeRange[];
  now: Date;
  from: Date;
  to: Date;
}

/** What is wrong with a requested start, checked in this order. */
export type SlotProblem = 'IN_PAST' | 'TOO_SHORT_NOTICE' | 'BEYOND_HORIZON' | 'NOT_AVAILABLE';

/** `YYYY-MM-DD` of a Berlin calendar day. */
export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Slots of each availability window on each Berlin calendar day from `from` to `to`: starts
 * every appointment-plus-buffer from the window's start, the appointment ending inside the
 * window. Wall-clock times that do not exist (the spring-forward hour) are skipped; the
 * appointment lasts its real length in minutes even across a clock change.
 */
export function candidateSlots(
  windows: WeeklyWindow[],
  daysOff: DateRange[],
  rules: Pick<SlotRules, 'appointmentMinutes' | 'bufferMinutes'>,
  from: Date,
  to: Date,
): TimeRange[] {
  const slots: TimeRange[] = [];
  const first = toWallClock(from);
  const last = toWallClock(to);
  const lastDate = isoDate(last.year, last.month, last.day);
  const step = rules.appointmentMinutes + rules.bufferMinutes;
  // Walk calendar days in UTC arithmetic on the wall-clock date: immune to clock changes.
  for (let t = Date.UTC(first.year, first.month - 1, first.day); ; t += DAY) {
    const day = new Date(t);
    const [year, month, date] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    const iso = isoDate(year, month, date);
    if (iso > lastDate) break;
    if (daysOff.some((off) => off.startDate <= iso && iso <= off.endDate)) continue;
    const weekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
    for (const window of windows.filter((w) => w.weekday === weekday)) {
      for (
        let minute = window.startMinute;
        minute + rules.appointmentMinutes <= window.endMinute;
        minute += step
      ) {
        const wall = { year, month, day: date, hour: Math.floor(minute / 60), minute: minute % 60 };
        const start = fromWallClock(wall);
        const seen = toWallClock(start);
        if (seen.hour !== wall.hour || seen.minute !== wall.minute) continue;
        slots.push({ start, end: new Date(start.getTime() + rules.appointmentMinutes * MINUTE) });
      }
    }
  }
  return slots
    .filter((slot) => slot.start >= from && slot.start < to)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The range a booking at `slot` blocks: the appointment plus the buffer after it. */
export function blockedRangeOf(slot: TimeRange, bufferMinutes: number): TimeRange {
  return { start: slot.start, end: new Date(slot.end.getTime() + bufferMinutes * MINUTE) };
}

function overlaps(a: TimeRange, b: TimeRange): boolean {
  return a.start < b.end && b.start < a.end;
}

function earliestStart(now: Date, rules: SlotRules): Date {
  return new Date(now.getTime() + rules.minNoticeHours * 60 * MINUTE);
}

function latestStart(now: Date, rules: SlotRules): Date {
  return new Date(now.getTime() + rules.horizonDays * DAY);
}

/** Free slots: availability minus days off, booked ranges with buffers, notice and horizon. */
export function availableSlots(query: SlotQuery): TimeRange[] {
  const from = new Date(Math.max(query.from.getTime(), earliestStart(query.now, query).getTime()));
  const to = new Date(Math.min(query.to.getTime(), latestStart(query.now, query).getTime() + 1));
  if (from >= to) return [];
  return candidateSlots(query.windows, query.daysOff, query, from, to).filter(
    (slot) =>
      !query.booked.some((booked) => overlaps(blockedRangeOf(slot, query.bufferMinutes), booked)),
  );
}

/**
 * Whether a visitor may book a slot starting at `start` (ignoring other bookings, which the
 * database's exclusion constraint decides): the slot it names, or what is wrong with it.
 */
export function checkRequestedSlot(
  query: Omit<SlotQuery, 'booked' | 'from' | 'to'>,
  start: Date,
): { slot: TimeRange } | { problem: SlotProblem } {
  if (start <= query.now) return { problem: 'IN_PAST' };
  if (start < earliestStart(query.now, query)) return { problem: 'TOO_SHORT_NOTICE' };
  if (start > latestStart(query.now, query)) return { problem: 'BEYOND_HORIZON' };
  const slot = candidateSlots(
    query.windows,
    query.daysOff,
    query,
    start,
    new Date(start.getTime() + MINUTE),
  ).find((s) => s.start.getTime() === start.getTime());
  return slot ? { slot } : { problem: 'NOT_AVAILABLE' };
}

/** The availability window a slot starting at `start` comes from (Berlin wall clock). */
export function windowAt<W extends WeeklyWindow>(windows: W[], start: Date): W | undefined {
  const wall = toWallClock(start);
  const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  const weekday = day === 0 ? 7 : day;
  const minute = wall.hour * 60 + wall.minute;
  return windows.find(
    (w) => w.weekday === weekday && w.startMinute <= minute && minute < w.endMinute,
  );
}
