import { WORKSHOP_TIME_ZONE } from './limits.js';

/**
 * Formatting and wall-clock conversion for Europe/Berlin, the zone every workshop and
 * consultation lives in. Uses only Intl, so it runs the same in Node and the browser.
 */
export function formatBerlinDateTime(date: Date | string, locale: string = 'de'): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'de-DE', {
    timeZone: WORKSHOP_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(date));
}

export function formatBerlinDate(date: Date | string, locale: string = 'de'): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'de-DE', {
    timeZone: WORKSHOP_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(date));
}

export function formatBerlinTime(date: Date | string, locale: string = 'de'): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'de-DE', {
    timeZone: WORKSHOP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(date));
}

export interface WallClock {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

/** The wall-clock reading of an instant in a zone. */
export function toWallClock(date: Date, timeZone: string = WORKSHOP_TIME_ZONE): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/**
 * The instant at which a zone's clocks show the given wall-clock time. In the spring gap
 * (a time that does not exist) the result moves forward by the gap; in the autumn overlap the
 * earlier of the two instants is chosen.
 */
export function fromWallClock(wall: WallClock, timeZone: string = WORKSHOP_TIME_ZONE): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const halfDay = 12 * 3_600_000;
  const offsetBefore = zoneOffsetMs(new Date(asUtc - halfDay), timeZone);
  const offsetAfter = zoneOffsetMs(new Date(asUtc + halfDay), timeZone);
  const matches = [asUtc - offsetBefore, asUtc - offsetAfter]
    .filter((t) => sameWall(new Date(t), wall, timeZone))
    .sort((a, b) => a - b);
  // No match means the time falls into the spring gap: keep the offset from before it.
  return new Date(matches[0] ?? asUtc - offsetBefore);
}

function sameWall(date: Date, wall: WallClock, timeZone: string): boolean {
  const w = toWallClock(date, timeZone);
  return (
    w.year === wall.year &&
    w.month === wall.month &&
    w.day === wall.day &&
    w.hour === wall.hour &&
    w.minute === wall.minute
  );
}

/** Offset of the zone from UTC at an instant, in milliseconds (Berlin: +1 h or +2 h). */
export function zoneOffsetMs(date: Date, timeZone: string = WORKSHOP_TIME_ZONE): number {
  const w = toWallClock(date, timeZone);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  const truncated = Math.floor(date.getTime() / 60_000) * 60_000;
  return wallAsUtc - truncated;
}
