import { toWallClock } from './time-zone.js';

/**
 * iCalendar (RFC 5545) events for confirmation e-mails, "add to calendar" links and the
 * subscribable feeds. Mail attachments write times in UTC (`...Z`), so they need no VTIMEZONE;
 * feeds (`timeZone: 'Europe/Berlin'`) write Berlin wall-clock times with `TZID` and carry the
 * zone's VTIMEZONE. Lines end in CRLF and are folded at 75 octets; text values are escaped.
 */
export interface IcsEvent {
  /** Globally unique and stable for the event, e.g. `registration-<id>@<host>`. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  organizer?: { name: string; email: string };
  /** Bump on every update of the same uid (calendars keep the highest). */
  sequence?: number;
  status?: 'CONFIRMED' | 'CANCELLED' | 'TENTATIVE';
  /** When this file was made; defaults to now. */
  stamp?: Date;
}

export interface IcsOptions {
  /** `PUBLISH` for a plain attachment, `REQUEST`/`CANCEL` for invitations. */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  productId?: string;
  /** The calendar's name in subscribing programs (`X-WR-CALNAME`). */
  calendarName?: string;
  /** Write times as Berlin wall-clock times with a VTIMEZONE (feeds); UTC when absent. */
  timeZone?: typeof ICS_TIME_ZONE;
}

/** The one zone feeds are written in. */
export const ICS_TIME_ZONE = 'Europe/Berlin';

/**
 * Europe/Berlin's rules since 1996 (CET/CEST, last Sunday of March and October), as RFC 5545
 * §3.6.5 wants them for `TZID=Europe/Berlin`.
 */
const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'X-LIC-LOCATION:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1: lines longer than 75 octets continue on lines that start with a space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 plus the leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const two = (n: number) => String(n).padStart(2, '0');

/** `DTSTART:20260101T090000Z`, or `DTSTART;TZID=Europe/Berlin:20260101T100000` in a feed. */
function timeProperty(name: string, date: Date, timeZone: string | undefined): string {
  if (!timeZone) return `${name}:${utcStamp(date)}`;
  const w = toWallClock(date, timeZone);
  const local = `${w.year}${two(w.month)}${two(w.day)}T${two(w.hour)}${two(w.minute)}${two(date.getUTCSeconds())}`;
  return `${name};TZID=${timeZone}:${local}`;
}

function eventLines(event: IcsEvent, timeZone?: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp ?? new Date())}`,
    timeProperty('DTSTART', event.start, timeZone),
    timeProperty('DTEND', event.end, timeZone),
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.organizer) {
    const name = event.organizer.name.replace(/["\r\n]/g, '');
    lines.push(`ORGANIZER;CN="${name}":mailto:${event.organizer.email}`);
  }
  lines.push(`SEQUENCE:${event.sequence ?? 0}`);
  lines.push(`STATUS:${event.status ?? 'CONFIRMED'}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A complete calendar file with one or more events. */
export function buildIcs(events: IcsEvent | IcsEvent[], options: IcsOptions = {}): string {
  const list = Array.isArray(events) ? events : [events];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.productId ?? '-//Innovation Platform//DE'}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method ?? 'PUBLISH'}`,
    ...(options.calendarName ? [`X-WR-CALNAME:${escapeIcsText(options.calendarName)}`] : []),
    ...(options.timeZone ? [`X-WR-TIMEZONE:${options.timeZone}`, ...BERLIN_VTIMEZONE] : []),
    ...list.flatMap((event) => eventLines(event, options.timeZone)),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
