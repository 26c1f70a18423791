import { workshopPlaceFields, workshopPlaceProblems } from './workshop-place.js';
import { isCalendarDay, normalizeSkippedDates } from './workshop-hosting.js';

describe('workshop place rules (server and form)', () => {
  it('offers a location on site and hybrid, a link online and hybrid', () => {
    expect(workshopPlaceFields('in_person')).toEqual({ location: true, videoCallLink: false });
    expect(workshopPlaceFields('onsite')).toEqual({ location: true, videoCallLink: false });
    expect(workshopPlaceFields('online')).toEqual({ location: false, videoCallLink: true });
    expect(workshopPlaceFields('hybrid')).toEqual({ location: true, videoCallLink: true });
  });

  it('requires both for hybrid, blank counting as missing', () => {
    expect(workshopPlaceProblems('hybrid', ' ', null)).toEqual({
      location: 'WORKSHOP_LOCATION_REQUIRED',
      videoCallLink: 'WORKSHOP_LINK_REQUIRED',
    });
    expect(workshopPlaceProblems('hybrid', 'Berlin', 'https://meet.example.com')).toEqual({});
  });

  it('refuses a field the format has no use for', () => {
    expect(workshopPlaceProblems('online', 'Berlin', null)).toEqual({
      location: 'WORKSHOP_LOCATION_NOT_ALLOWED',
    });
    expect(workshopPlaceProblems('in_person', null, 'https://x.example')).toEqual({
      videoCallLink: 'WORKSHOP_LINK_NOT_ALLOWED',
    });
    expect(workshopPlaceProblems('in_person', null, null)).toEqual({});
  });
});

describe('skipped dates', () => {
  it('knows real calendar days', () => {
    expect(isCalendarDay('2026-12-25')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('25.12.2026')).toBe(false);
  });

  it('trims, drops blanks and duplicates, sorts; null for a bad day', () => {
    expect(normalizeSkippedDates([' 2026-12-31', '2026-12-25', '', '2026-12-25'])).toEqual([
      '2026-12-25',
      '2026-12-31',
    ]);
    expect(normalizeSkippedDates(null)).toEqual([]);
    expect(normalizeSkippedDates(['2026-13-01'])).toBeNull();
  });
});
