import {
  formatBerlinDateTime,
  formatBerlinDay,
  fromWallClock,
  toWallClock,
  zoneOffsetMs,
} from './time-zone.js';

describe('Europe/Berlin wall clock', () => {
  it('knows winter and summer offsets', () => {
    expect(zoneOffsetMs(new Date('2026-01-15T12:00:00Z'))).toBe(3_600_000);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'))).toBe(7_200_000);
  });

  it('maps 18:00 to the right instant on both sides of the March change', () => {
    expect(
      fromWallClock({ year: 2026, month: 3, day: 28, hour: 18, minute: 0 }).toISOString(),
    ).toBe('2026-03-28T17:00:00.000Z');
    expect(
      fromWallClock({ year: 2026, month: 3, day: 29, hour: 18, minute: 0 }).toISOString(),
    ).toBe('2026-03-29T16:00:00.000Z');
  });

  it('moves a time in the spring gap forward and picks the earlier time in the autumn overlap', () => {
    // 02:30 does not exist on 29 March 2026; clocks jump from 02:00 to 03:00.
    expect(
      fromWallClock({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }).toISOString(),
    ).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October 2026; the first is still summer time.
    expect(
      fromWallClock({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }).toISOString(),
    ).toBe('2026-10-25T00:30:00.000Z');
  });

  it('round-trips through toWallClock', () => {
    const instant = new Date('2026-10-25T16:00:00Z');
    expect(fromWallClock(toWallClock(instant)).toISOString()).toBe(instant.toISOString());
  });

  it('formats in German by default', () => {
    expect(formatBerlinDateTime('2026-07-15T16:00:00Z')).toBe('15.07.2026, 18:00');
    expect(formatBerlinDateTime('2026-07-15T16:00:00Z', 'en')).toBe('15 July 2026, 18:00');
    expect(formatBerlinDateTime('2026-11-27T17:00:00Z', 'en')).toBe('27 November 2026, 18:00');
    expect(formatBerlinDay('2026-11-27T17:00:00Z')).toBe('27.11.2026');
    expect(formatBerlinDay('2026-11-27T17:00:00Z', 'en')).toBe('27 November 2026');
  });
});
