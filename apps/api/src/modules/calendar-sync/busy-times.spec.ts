import { busyTimesOf } from './busy-times.js';
import { CalendarSecretBox } from './calendar-secret-box.js';

const wrap = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//spec//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (uid: string, ...lines: string[]) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20261101T000000Z',
  ...lines,
  'END:VEVENT',
];
const FROM = new Date('2026-12-01T00:00:00Z');
const TO = new Date('2027-01-01T00:00:00Z');
const iso = (ranges: Array<{ start: Date; end: Date }>) =>
  ranges.map((r) => [r.start.toISOString(), r.end.toISOString()]);

describe('busyTimesOf', () => {
  it('reads UTC, Berlin (TZID without VTIMEZONE), floating and all-day times', () => {
    const text = wrap(
      ...event('a', 'DTSTART:20261202T090000Z', 'DTEND:20261202T100000Z'),
      ...event(
        'b',
        'DTSTART;TZID=Europe/Berlin:20261203T090000',
        'DTEND;TZID=Europe/Berlin:20261203T100000',
      ),
      ...event('c', 'DTSTART:20261204T090000', 'DTEND:20261204T100000'),
      ...event('d', 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261206'),
      ...event('e', 'DTSTART;TZID=America/New_York:20261206T090000', 'DURATION:PT30M'),
    );
    expect(iso(busyTimesOf([text], FROM, TO, () => false))).toEqual([
      ['2026-12-02T09:00:00.000Z', '2026-12-02T10:00:00.000Z'],
      ['2026-12-03T08:00:00.000Z', '2026-12-03T09:00:00.000Z'],
      ['2026-12-04T08:00:00.000Z', '2026-12-04T09:00:00.000Z'],
      ['2026-12-04T23:00:00.000Z', '2026-12-05T23:00:00.000Z'],
      ['2026-12-06T14:00:00.000Z', '2026-12-06T14:30:00.000Z'],
    ]);
  });

  it('leaves out free, cancelled and own booking entries, and joins overlaps', () => {
    const text = wrap(
      ...event('f', 'DTSTART:20261202T090000Z', 'DTEND:20261202T100000Z', 'TRANSP:TRANSPARENT'),
      ...event('g', 'DTSTART:20261202T110000Z', 'DTEND:20261202T120000Z', 'STATUS:CANCELLED'),
      ...event('booking-1@example.org', 'DTSTART:20261202T130000Z', 'DTEND:20261202T140000Z'),
      ...event('h', 'DTSTART:20261202T150000Z', 'DTEND:20261202T160000Z'),
      ...event('i', 'DTSTART:20261202T153000Z', 'DTEND:20261202T170000Z'),
    );
    const own = (uid: string) => uid.endsWith('@example.org');
    expect(iso(busyTimesOf([text], FROM, TO, own))).toEqual([
      ['2026-12-02T15:00:00.000Z', '2026-12-02T17:00:00.000Z'],
    ]);
  });

  it('expands a weekly rule from long ago into the window, without its EXDATE', () => {
    const text = wrap(
      ...event(
        'w',
        'DTSTART;TZID=Europe/Berlin:20200107T080000',
        'DTEND;TZID=Europe/Berlin:20200107T083000',
        'RRULE:FREQ=WEEKLY;BYDAY=TU',
        'EXDATE;TZID=Europe/Berlin:20261208T080000',
      ),
    );
    const busy = busyTimesOf([text], FROM, new Date('2026-12-20T00:00:00Z'), () => false);
    expect(iso(busy)).toEqual([
      ['2026-12-01T07:00:00.000Z', '2026-12-01T07:30:00.000Z'],
      ['2026-12-15T07:00:00.000Z', '2026-12-15T07:30:00.000Z'],
    ]);
  });

  it('refuses what is no calendar', () => {
    expect(() => busyTimesOf(['<html>'], FROM, TO, () => false)).toThrow('bad_data');
  });
});

describe('CalendarSecretBox', () => {
  it('opens only with the same key and the same row', () => {
    const box = new CalendarSecretBox('a-key-of-at-least-thirty-two-bytes!!');
    const sealed = box.seal('app-password', 'row-1');
    expect(sealed).not.toContain('app-password');
    expect(box.open(sealed, 'row-1')).toBe('app-password');
    expect(() => box.open(sealed, 'row-2')).toThrow();
    expect(() =>
      new CalendarSecretBox('another-key-of-thirty-two-bytes!!').open(sealed, 'row-1'),
    ).toThrow();
  });
});
