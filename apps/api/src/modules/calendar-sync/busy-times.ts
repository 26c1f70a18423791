import { fromWallClock } from '@platform/domain';
import ICAL from 'ical.js';
import { CalendarFailure } from './calendar-problem.js';

export interface BusyRange {
  start: Date;
  end: Date;
}

const DAY = 86_400_000;

/** What ical.js says of one occurrence (its typings leave this open). */
interface Occurrence {
  item: ICAL.Event;
  startDate: ICAL.Time;
  endDate: ICAL.Time;
}
/** A runaway rule (every minute for years) stops here. */
const MAX_OCCURRENCES = 20_000;
const MAX_BUSY_RANGES = 5_000;

/**
 * The busy times in [from, to) of one or more iCalendar texts: single events, recurring ones
 * expanded (RRULE, RDATE, EXDATE and moved or cancelled occurrences with RECURRENCE-ID), free
 * (`TRANSP:TRANSPARENT`) and cancelled events left out, and the platform's own booking entries
 * (`ownUid`) too, since the bookings table already blocks them. All-day events block the
 * Berlin day; floating times are read as Berlin time; a TZID is read as the named zone.
 */
export function busyTimesOf(
  texts: string[],
  from: Date,
  to: Date,
  ownUid: (uid: string) => boolean,
): BusyRange[] {
  const busy: BusyRange[] = [];
  for (const text of texts) {
    let root: ICAL.Component;
    try {
      root = new ICAL.Component(ICAL.parse(text) as unknown[]);
    } catch {
      throw new CalendarFailure('bad_data', 'the calendar file cannot be parsed');
    }
    if (root.name !== 'vcalendar') throw new CalendarFailure('bad_data', 'no VCALENDAR');
    for (const zone of root.getAllSubcomponents('vtimezone')) {
      const tzid = String(zone.getFirstPropertyValue('tzid'));
      if (!ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.register(zone);
    }
    const events = root.getAllSubcomponents('vevent');
    const byUid = new Map<string, { master?: ICAL.Component; exceptions: ICAL.Component[] }>();
    for (const event of events) {
      const uid = String(event.getFirstPropertyValue('uid') ?? '');
      if (ownUid(uid)) continue;
      const entry = byUid.get(uid) ?? { exceptions: [] };
      if (event.hasProperty('recurrence-id')) entry.exceptions.push(event);
      else entry.master = event;
      byUid.set(uid, entry);
    }
    for (const { master, exceptions } of byUid.values()) {
      if (!master) {
        for (const lone of exceptions) addOccurrence(busy, lone, from, to);
        continue;
      }
      const event = new ICAL.Event(master, { exceptions });
      if (!event.isRecurring()) {
        addOccurrence(busy, master, from, to);
        continue;
      }
      const iterator = event.iterator();
      for (let n = 0; n < MAX_OCCURRENCES; n++) {
        const next = iterator.next();
        if (!next) break;
        const details = event.getOccurrenceDetails(next) as Occurrence;
        const zone = zoneOf(details.item.component);
        const start = instant(details.startDate, zone);
        if (start >= to) break;
        if (!counts(details.item.component)) continue;
        pushRange(busy, start, endOf(details.startDate, details.endDate, start, zone), from, to);
      }
    }
    if (busy.length > MAX_BUSY_RANGES) break;
  }
  return merged(busy).slice(0, MAX_BUSY_RANGES);
}

function addOccurrence(busy: BusyRange[], event: ICAL.Component, from: Date, to: Date): void {
  if (!counts(event)) return;
  const item = new ICAL.Event(event);
  if (!item.startDate) return;
  const zone = zoneOf(event);
  const start = instant(item.startDate, zone);
  pushRange(busy, start, endOf(item.startDate, item.endDate, start, zone), from, to);
}

/** Cancelled and free ("transparent") events do not block. */
function counts(event: ICAL.Component): boolean {
  const status = String(event.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transp = String(event.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT';
}

/** The TZID of the event's start (ical.js forgets one it has no VTIMEZONE for). */
function zoneOf(event: ICAL.Component): string | undefined {
  const tzid = event.getFirstProperty('dtstart')?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : undefined;
}

function endOf(
  startTime: ICAL.Time,
  endTime: ICAL.Time | undefined,
  start: Date,
  zone: string | undefined,
): Date {
  const end = endTime ? instant(endTime, zone) : start;
  if (end > start) return end;
  // No length: an all-day event lasts its day; a timed one blocks nothing.
  return startTime.isDate ? new Date(start.getTime() + DAY) : start;
}

function pushRange(busy: BusyRange[], start: Date, end: Date, from: Date, to: Date): void {
  if (end > start && start < to && end > from) busy.push({ start, end });
}

/** The moment an iCalendar time stands for. */
function instant(time: ICAL.Time, zone: string | undefined): Date {
  const wall = {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.isDate ? 0 : time.hour,
    minute: time.isDate ? 0 : time.minute,
  };
  const seconds = time.isDate ? 0 : time.second * 1000;
  if (time.isDate) return fromWallClock(wall);
  const known = time.zone?.tzid;
  if (known === 'UTC') return time.toJSDate();
  const tzid = known && known !== 'floating' ? known : zone;
  if (tzid && tzid !== 'floating') {
    if (isIanaZone(tzid)) return new Date(fromWallClock(wall, tzid).getTime() + seconds);
    if (ICAL.TimezoneService.has(tzid)) return time.toJSDate();
  }
  return new Date(fromWallClock(wall).getTime() + seconds);
}

const ianaZones = new Map<string, boolean>();
function isIanaZone(tzid: string): boolean {
  let known = ianaZones.get(tzid);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tzid });
      known = true;
    } catch {
      known = false;
    }
    if (ianaZones.size < 500) ianaZones.set(tzid, known);
  }
  return known;
}

/** Sorted, overlapping and touching ranges joined. */
function merged(ranges: BusyRange[]): BusyRange[] {
  const sorted = [...ranges].sort((a, b) => a.start.getTime() - b.start.getTime());
  const out: BusyRange[] = [];
  for (const range of sorted) {
    const last = out.at(-1);
    if (last && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
    } else out.push({ ...range });
  }
  return out;
}
