import { describe, expect, it } from 'vitest';
import { berlinDayOf } from '@platform/domain';
import { nextWorkshopSessions } from './workshop-schedule';

describe('the flagship workshop dates', () => {
  it('skips public holidays in Berlin (the 4th Friday of December 2026 is Christmas Day)', () => {
    const days = nextWorkshopSessions(new Date('2026-12-01T12:00:00Z'), 3).map((s) =>
      berlinDayOf(s.start),
    );
    expect(days).toEqual(['2026-12-11', '2027-01-08', '2027-01-22']);
  });
});
