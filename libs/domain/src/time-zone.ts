import { WORKSHOP_TIME_ZONE } from './limits.js';

/**
 * Formatting and wall-clock conversion for Europe/Berlin, the zone every workshop and
 * consultation lives in. Uses only Intl, so it runs the same in Node and the browser.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

type Style = 'day' | 'date' | 'time';

/** Intl formatters are costly to build; keep one per locale and style. */
function berlinFormatter(locale: string, style: Style): Intl.DateTimeFormat {
  const en = locale === 'en';
  const tag = en ? 'en-GB' : 'de-DE';
  const key = `${tag}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Record<Style, Intl.DateTimeFormatOptions> = {
      // One day format per language: "27.11.2026" and "27 November 2026".
      day: en
        ? { day: 'numeric', month: 'long', year: 'numeric' }
        : { day: '2-digit', month: '2-digit', year: 'numeric' },
      date: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
      time: { hour: '2-digit', minute: '2-digit' },
    };
    formatter = new Intl.DateTimeFormat(tag, { timeZone: WORKSHOP_TIME_ZONE, ...options[style] });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "27.11.2026, 18:00" (de) or "27 November 2026, 18:00" (en), in Berlin time. */
export function formatBerlinDateTime(date: Date | string, locale: string = 'de'): string {
  return `${formatBerlinDay(date, locale)}, ${formatBerlinTime(date, locale)}`;
}

/** "27.11.2026" (de) or "27 November 2026" (en), in Berlin time. */
export function formatBerlinDay(date: Date | string, locale: string = 'de'): string {
  return berlinFormatter(locale, 'day').format(new Date(date));
}

/** "Mittwoch, 15. Juli 2026" (de) or "Wednesday, 15 July 2026" (en). */
export function formatBerlinDate(date: Date | string, locale: string = 'de'): string {
  return berlinFormatter(locale, 'date').format(new Date(date));
}

/** "18:00" in Berlin time. */
export function formatBerlinTime(date: Date | string, locale: string = 'de'): string {
  return berlinFormatter(locale, 'time').format(new Date(date));
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
  const parts = wallClockFormatter(timeZone).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  return formatter;
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
