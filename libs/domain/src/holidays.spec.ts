import { berlinHolidays, easterSunday, holidayOn } from './holidays.js';

const days = (year: number) => berlinHolidays(year).map((h) => `${h.date} ${h.name.de}`);

describe('public holidays in Berlin', () => {
  it('computes Easter Sunday (Gregorian computus)', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('lists the federal and Berlin holidays of 2026 in date order', () => {
    expect(days(2026)).toEqual([
      '2026-01-01 Neujahr',
      '2026-03-08 Internationaler Frauentag',
      '2026-04-03 Karfreitag',
      '2026-04-06 Ostermontag',
      '2026-05-01 Tag der Arbeit',
      '2026-05-14 Christi Himmelfahrt',
      '2026-05-25 Pfingstmontag',
      '2026-10-03 Tag der Deutschen Einheit',
      '2026-12-25 1. Weihnachtstag',
      '2026-12-26 2. Weihnachtstag',
    ]);
  });

  it('lists the federal and Berlin holidays of 2027 in date order', () => {
    expect(days(2027)).toEqual([
      '2027-01-01 Neujahr',
      '2027-03-08 Internationaler Frauentag',
      '2027-03-26 Karfreitag',
      '2027-03-29 Ostermontag',
      '2027-05-01 Tag der Arbeit',
      '2027-05-06 Christi Himmelfahrt',
      '2027-05-17 Pfingstmontag',
      '2027-10-03 Tag der Deutschen Einheit',
      '2027-12-25 1. Weihnachtstag',
      '2027-12-26 2. Weihnachtstag',
    ]);
  });

  it('knows the one-off Berlin holiday of 2025 and names holidays in both languages', () => {
    expect(holidayOn('2025-05-08')?.name.de).toBe('Tag der Befreiung');
    expect(holidayOn('2026-05-08')).toBeNull();
    expect(holidayOn('2026-12-25')?.name).toEqual({
      de: '1. Weihnachtstag',
      en: 'Christmas Day',
    });
    expect(holidayOn('2026-12-24')).toBeNull();
    expect(holidayOn('not a day')).toBeNull();
  });
});
