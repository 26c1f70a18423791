import { ICS_TIME_ZONE, buildIcs, escapeIcsText, foldIcsLine } from './ics.js';

describe('buildIcs', () => {
  const event = {
    uid: 'registration-1@example.test',
    start: new Date('2026-03-27T17:00:00Z'),
    end: new Date('2026-03-27T19:00:00Z'),
    stamp: new Date('2026-01-01T10:00:00Z'),
    summary: 'Websites mit KI; Teil 1, Grundlagen',
    description: 'Zeile eins\nZeile zwei',
    location: 'Online',
  };

  it('writes a calendar with CRLF lines, UTC times and escaped text', () => {
    const ics = buildIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:registration-1@example.test',
        'DTSTAMP:20260101T100000Z',
        'DTSTART:20260327T170000Z',
        'DTEND:20260327T190000Z',
        'SUMMARY:Websites mit KI\\; Teil 1\\, Grundlagen',
        'DESCRIPTION:Zeile eins\\nZeile zwei',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
  });

  it('can cancel an event', () => {
    const ics = buildIcs({ ...event, status: 'CANCELLED', sequence: 1 }, { method: 'CANCEL' });
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:1');
  });
});

describe('buildIcs in Berlin time (feeds)', () => {
  it('writes wall-clock times with TZID, the VTIMEZONE and the calendar name', () => {
    const ics = buildIcs(
      {
        uid: 'session-1@example.test',
        summary: 'Kurs',
        start: new Date('2026-07-01T08:00:00Z'),
        end: new Date('2026-01-10T09:30:00Z'),
      },
      { calendarName: 'Akademie, Termine', timeZone: ICS_TIME_ZONE },
    );
    expect(ics).toContain('X-WR-CALNAME:Akademie\\, Termine\r\n');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n');
    // Summer: UTC+2; winter: UTC+1.
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20260701T100000\r\n');
    expect(ics).toContain('DTEND;TZID=Europe/Berlin:20260110T103000\r\n');
  });
});

describe('foldIcsLine', () => {
  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `DESCRIPTION:${'ä'.repeat(100)}`;
    const folded = foldIcsLine(line).split('\r\n');
    const encoder = new TextEncoder();
    for (const part of folded) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('leaves short lines alone', () => {
    expect(foldIcsLine('SUMMARY:Kurz')).toBe('SUMMARY:Kurz');
  });
});

describe('escapeIcsText', () => {
  it('escapes backslashes first', () => {
    expect(escapeIcsText('a\\b;c')).toBe('a\\\\b\\;c');
  });
});
