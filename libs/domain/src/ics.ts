/**
 * iCalendar (RFC 5545) events for confirmation e-mails and "add to calendar" links. Times are
 * written in UTC (`...Z`), so no VTIMEZONE block is needed; calendars show them in the
 * reader's zone. Lines end in CRLF and are folded at 75 octets; text values are escaped.
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
}

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

function eventLines(event: IcsEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp ?? new Date())}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
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
    ...list.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
