import {
  berlinDayOf,
  berlinWeekdayOf,
  describeRecurrence,
  isEndDateBeforeStart,
  parseRecurrencePattern,
} from './recurrence-summary.js';
import { buildRecurrenceRule } from './recurrence.js';

// Monday 4 May 2026, 09:00 in Berlin.
const monday = new Date('2026-05-04T07:00:00Z');

describe('describeRecurrence', () => {
  it('names every 2nd week with two weekdays and an end date (de and en)', () => {
    const pattern = {
      frequency: 'WEEKLY' as const,
      interval: 2,
      weekdays: ['WE' as const, 'MO' as const],
    };
    expect(describeRecurrence(pattern, { locale: 'de', endDate: '2027-03-31' })).toBe(
      'Jede 2. Woche am Montag und Mittwoch, bis 31.03.2027',
    );
    expect(describeRecurrence(pattern, { locale: 'en', endDate: '2027-03-31' })).toBe(
      'Every 2 weeks on Monday and Wednesday, until 31 March 2027',
    );
  });

  it('lists three weekdays with commas', () => {
    const pattern = {
      frequency: 'WEEKLY' as const,
      interval: 1,
      weekdays: ['FR' as const, 'MO' as const, 'TU' as const],
    };
    expect(describeRecurrence(pattern, { locale: 'de' })).toBe(
      'Jede Woche am Montag, Dienstag und Freitag',
    );
    expect(describeRecurrence(pattern, { locale: 'en' })).toBe(
      'Every week on Monday, Tuesday and Friday',
    );
  });

  it('takes the weekday of the first session when none is chosen', () => {
    const pattern = { frequency: 'WEEKLY' as const, interval: 1, weekdays: [] };
    expect(describeRecurrence(pattern, { locale: 'de', start: monday })).toBe(
      'Jede Woche am Montag',
    );
  });

  it('describes daily and monthly rules', () => {
    expect(
      describeRecurrence({ frequency: 'DAILY', interval: 1, weekdays: [] }, { locale: 'de' }),
    ).toBe('Jeden Tag');
    expect(
      describeRecurrence({ frequency: 'DAILY', interval: 3, weekdays: [] }, { locale: 'en' }),
    ).toBe('Every 3 days');
    expect(
      describeRecurrence(
        { frequency: 'MONTHLY', interval: 1, weekdays: [] },
        { locale: 'de', start: monday },
      ),
    ).toBe('Jeden Monat am 4.');
    expect(
      describeRecurrence(
        { frequency: 'MONTHLY', interval: 2, weekdays: [] },
        { locale: 'en', start: monday, endDate: '2026-12-01' },
      ),
    ).toBe('Every 2 months on day 4, until 1 December 2026');
  });
});

describe('parseRecurrencePattern', () => {
  it('reads back what buildRecurrenceRule writes', () => {
    const rule = buildRecurrenceRule({ frequency: 'WEEKLY', interval: 2, weekdays: ['WE', 'MO'] });
    expect(parseRecurrencePattern(rule)).toEqual({
      frequency: 'WEEKLY',
      interval: 2,
      weekdays: ['MO', 'WE'],
    });
    expect(parseRecurrencePattern('RRULE:FREQ=DAILY')).toEqual({
      frequency: 'DAILY',
      interval: 1,
      weekdays: [],
    });
  });

  it('refuses rules the widget cannot show', () => {
    expect(parseRecurrencePattern('FREQ=YEARLY')).toBeNull();
    expect(parseRecurrencePattern('FREQ=MONTHLY;BYDAY=2FR')).toBeNull();
    expect(parseRecurrencePattern('FREQ=WEEKLY;INTERVAL=53')).toBeNull();
    expect(parseRecurrencePattern('')).toBeNull();
  });
});

describe('Berlin calendar days', () => {
  it('uses the Berlin day, not the UTC day', () => {
    // 23:30 UTC on Sunday 3 May is already Monday 4 May in Berlin.
    const lateUtc = new Date('2026-05-03T23:30:00Z');
    expect(berlinDayOf(lateUtc)).toBe('2026-05-04');
    expect(berlinWeekdayOf(lateUtc)).toBe('MO');
  });

  it('allows an end date on the start day and refuses one before it', () => {
    expect(isEndDateBeforeStart('2026-05-04', monday)).toBe(false);
    expect(isEndDateBeforeStart('2026-05-03', monday)).toBe(true);
    expect(isEndDateBeforeStart('2027-01-01', monday)).toBe(false);
  });
});
