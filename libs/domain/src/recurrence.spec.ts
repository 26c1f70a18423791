import { buildRecurrenceRule, expandRecurrence } from './recurrence.js';
import { formatBerlinDateTime } from './time-zone.js';

const berlin = (dates: Date[]) => dates.map((d) => formatBerlinDateTime(d));

describe('expandRecurrence in Europe/Berlin', () => {
  it('keeps 18:00 across the March change (weekly on Fridays)', () => {
    const first = new Date('2026-03-20T17:00:00Z'); // Fri 20 March 2026, 18:00 CET
    const dates = expandRecurrence('FREQ=WEEKLY;BYDAY=FR', first, { max: 3 });
    expect(berlin(dates)).toEqual(['20.03.2026, 18:00', '27.03.2026, 18:00', '03.04.2026, 18:00']);
    expect(dates.map((d) => d.toISOString())).toEqual([
      '2026-03-20T17:00:00.000Z',
      '2026-03-27T17:00:00.000Z',
      '2026-04-03T16:00:00.000Z', // summer time: one hour earlier in UTC
    ]);
  });

  it('keeps 18:00 across the October change', () => {
    const first = new Date('2026-10-16T16:00:00Z'); // Fri 16 October 2026, 18:00 CEST
    const dates = expandRecurrence('FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', first, { max: 2 });
    expect(berlin(dates)).toEqual(['16.10.2026, 18:00', '30.10.2026, 18:00']);
    expect(dates[1].toISOString()).toBe('2026-10-30T17:00:00.000Z');
  });

  it('expands weekly on chosen weekdays', () => {
    const first = new Date('2026-05-04T07:00:00Z'); // Mon 4 May 2026, 09:00
    const dates = expandRecurrence('FREQ=WEEKLY;BYDAY=MO,WE', first, { max: 4 });
    expect(berlin(dates)).toEqual([
      '04.05.2026, 09:00',
      '06.05.2026, 09:00',
      '11.05.2026, 09:00',
      '13.05.2026, 09:00',
    ]);
  });

  it('expands monthly on the 2nd and 4th Friday', () => {
    const first = new Date('2026-01-09T17:00:00Z'); // 2nd Friday of January 2026
    const dates = expandRecurrence('FREQ=MONTHLY;BYDAY=2FR,4FR', first, { max: 5 });
    expect(berlin(dates)).toEqual([
      '09.01.2026, 18:00',
      '23.01.2026, 18:00',
      '13.02.2026, 18:00',
      '27.02.2026, 18:00',
      '13.03.2026, 18:00',
    ]);
  });

  it('keeps a monthly 18:00 across the October change and stops at the end date', () => {
    const first = new Date('2026-09-11T16:00:00Z'); // 2nd Friday of September 2026, 18:00 CEST
    const dates = expandRecurrence('FREQ=MONTHLY;INTERVAL=1;BYDAY=2FR', first, {
      until: new Date('2026-12-11T12:00:00Z'),
    });
    expect(berlin(dates)).toEqual([
      '11.09.2026, 18:00',
      '09.10.2026, 18:00',
      '13.11.2026, 18:00', // winter time from 25 October
      '11.12.2026, 18:00', // the end date's own day still counts
    ]);
    expect(dates[2].toISOString()).toBe('2026-11-13T17:00:00.000Z');
  });

  it('stops at the end date (inclusive) and skips what lies before `after`', () => {
    const first = new Date('2026-06-01T08:00:00Z');
    const dates = expandRecurrence('FREQ=DAILY', first, {
      until: new Date('2026-06-05T00:00:00Z'),
      after: new Date('2026-06-03T00:00:00Z'),
    });
    expect(berlin(dates)).toEqual(['03.06.2026, 10:00', '04.06.2026, 10:00', '05.06.2026, 10:00']);
  });

  it('is bounded by a horizon and a maximum count', () => {
    const dates = expandRecurrence('FREQ=DAILY', new Date('2026-01-01T08:00:00Z'));
    expect(dates.length).toBe(200);
    const weekly = expandRecurrence('FREQ=WEEKLY', new Date('2026-01-01T08:00:00Z'));
    expect(weekly.length).toBe(53);
  });

  it('ignores a COUNT, UNTIL or DTSTART smuggled into the rule', () => {
    const dates = expandRecurrence(
      'RRULE:FREQ=DAILY;COUNT=100000;UNTIL=20991231T000000Z',
      new Date('2026-01-01T08:00:00Z'),
      { max: 3 },
    );
    expect(dates).toHaveLength(3);
  });
});

describe('buildRecurrenceRule', () => {
  it('builds from the form widget', () => {
    expect(
      buildRecurrenceRule({ frequency: 'WEEKLY', interval: 2, weekdays: ['FR', 'MO', 'FR'] }),
    ).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR');
    expect(buildRecurrenceRule({ frequency: 'MONTHLY', interval: 1 })).toBe(
      'FREQ=MONTHLY;INTERVAL=1',
    );
  });
  it.each([0, 53, 1.5])('refuses interval %p', (interval) => {
    expect(() => buildRecurrenceRule({ frequency: 'DAILY', interval })).toThrow(RangeError);
  });
});
