import {
  availableSlots,
  checkRequestedSlot,
  type SlotQuery,
  windowAt,
} from './slot-computation.js';

const iso = (slots: Array<{ start: Date }>) => slots.map((s) => s.start.toISOString());

function query(overrides: Partial<SlotQuery> = {}): SlotQuery {
  return {
    windows: [{ weekday: 2, startMinute: 9 * 60, endMinute: 12 * 60 }], // Tuesdays 09:00-12:00
    daysOff: [],
    booked: [],
    appointmentMinutes: 60,
    bufferMinutes: 15,
    minNoticeHours: 0,
    horizonDays: 365,
    now: new Date('2026-03-01T00:00:00Z'),
    from: new Date('2026-03-09T23:00:00Z'), // Tuesday 2026-03-10, Berlin midnight (CET)
    to: new Date('2026-03-10T23:00:00Z'),
    ...overrides,
  };
}

describe('slot computation', () => {
  it('steps through a window by appointment plus buffer, ending inside the window', () => {
    expect(iso(availableSlots(query()))).toEqual([
      '2026-03-10T08:00:00.000Z', // 09:00 CET
      '2026-03-10T09:15:00.000Z', // 10:15
    ]);
  });

  it('keeps the Berlin wall-clock time across the spring and autumn clock changes', () => {
    const spring = availableSlots(
      query({ from: new Date('2026-03-23T00:00:00Z'), to: new Date('2026-04-01T00:00:00Z') }),
    );
    // Tuesday before (CET, UTC+1) and after (CEST, UTC+2) the change on Sunday 29 March.
    expect(iso(spring)).toEqual([
      '2026-03-24T08:00:00.000Z',
      '2026-03-24T09:15:00.000Z',
      '2026-03-31T07:00:00.000Z',
      '2026-03-31T08:15:00.000Z',
    ]);
    const autumn = availableSlots(
      query({ from: new Date('2026-10-19T00:00:00Z'), to: new Date('2026-11-01T00:00:00Z') }),
    );
    expect(iso(autumn)).toEqual([
      '2026-10-20T07:00:00.000Z',
      '2026-10-20T08:15:00.000Z',
      '2026-10-27T08:00:00.000Z',
      '2026-10-27T09:15:00.000Z',
    ]);
  });

  it('skips the hour that does not exist on the spring-forward night', () => {
    const slots = availableSlots(
      query({
        windows: [{ weekday: 7, startMinute: 60, endMinute: 4 * 60 }], // Sunday 01:00-04:00
        bufferMinutes: 0,
        from: new Date('2026-03-28T12:00:00Z'),
        to: new Date('2026-03-29T12:00:00Z'),
      }),
    );
    // 01:00 CET and 03:00 CEST; 02:00 never happens.
    expect(iso(slots)).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z']);
  });

  it('removes slots whose appointment or buffer would overlap a booking', () => {
    const slots = availableSlots(
      query({
        windows: [{ weekday: 2, startMinute: 9 * 60, endMinute: 13 * 60 }],
        appointmentMinutes: 45,
        bufferMinutes: 15,
        // A booking 10:30-11:15 CET (made under older settings) plus 15 minutes buffer.
        booked: [
          { start: new Date('2026-03-10T09:30:00Z'), end: new Date('2026-03-10T10:30:00Z') },
        ],
      }),
    );
    // 10:00 and 11:00 would overlap it (the 11:00 one only through the booking's buffer).
    expect(iso(slots)).toEqual(['2026-03-10T08:00:00.000Z', '2026-03-10T11:00:00.000Z']);
  });

  it('honours minimum notice, horizon and days off', () => {
    const now = new Date('2026-03-10T08:30:00Z');
    const week = { from: new Date('2026-03-09T00:00:00Z'), to: new Date('2026-03-25T00:00:00Z') };
    expect(iso(availableSlots(query({ now, minNoticeHours: 0, horizonDays: 7, ...week })))).toEqual(
      // 09:15Z on the 17th lies past the 7-day horizon (08:30Z).
      ['2026-03-10T09:15:00.000Z', '2026-03-17T08:00:00.000Z'],
    );
    expect(
      iso(availableSlots(query({ now, minNoticeHours: 24, horizonDays: 14, ...week }))),
    ).toEqual([
      '2026-03-17T08:00:00.000Z',
      '2026-03-17T09:15:00.000Z',
      '2026-03-24T08:00:00.000Z', // 09:15Z that day is past the 14-day horizon
    ]);
    const daysOff = [{ startDate: '2026-03-16', endDate: '2026-03-20' }];
    expect(iso(availableSlots(query({ now, minNoticeHours: 24, daysOff, ...week })))).toEqual([
      '2026-03-24T08:00:00.000Z',
      '2026-03-24T09:15:00.000Z',
    ]);
  });

  it('names what is wrong with a requested start', () => {
    const base = { ...query(), now: new Date('2026-03-10T08:30:00Z'), minNoticeHours: 24 };
    const check = (at: string, extra = {}) => {
      const result = checkRequestedSlot({ ...base, ...extra }, new Date(at));
      return 'problem' in result ? result.problem : result.slot.end.toISOString();
    };
    expect(check('2026-03-10T08:00:00Z')).toBe('IN_PAST');
    expect(check('2026-03-10T09:15:00Z')).toBe('TOO_SHORT_NOTICE');
    expect(check('2026-03-17T08:00:00Z')).toBe('2026-03-17T09:00:00.000Z');
    expect(check('2026-03-17T08:05:00Z')).toBe('NOT_AVAILABLE'); // not a slot start
    expect(check('2026-03-18T08:00:00Z')).toBe('NOT_AVAILABLE'); // a Wednesday
    expect(check('2027-03-16T08:00:00Z', { horizonDays: 30 })).toBe('BEYOND_HORIZON');
    expect(
      check('2026-03-17T08:00:00Z', {
        daysOff: [{ startDate: '2026-03-17', endDate: '2026-03-17' }],
      }),
    ).toBe('NOT_AVAILABLE');
  });
});

describe('the window a slot comes from', () => {
  const windows = [
    { weekday: 2, startMinute: 9 * 60, endMinute: 12 * 60, mode: 'onsite' },
    { weekday: 2, startMinute: 13 * 60, endMinute: 17 * 60, mode: 'online' },
  ];

  it('is found by the Berlin wall clock (winter and summer time)', () => {
    // Tuesday 17 March 2026, 10:00 Berlin (CET) and Tuesday 7 July 2026, 14:00 Berlin (CEST).
    expect(windowAt(windows, new Date('2026-03-17T09:00:00Z'))?.mode).toBe('onsite');
    expect(windowAt(windows, new Date('2026-07-07T12:00:00Z'))?.mode).toBe('online');
    // 12:00 Berlin ends the morning window; a Wednesday has none.
    expect(windowAt(windows, new Date('2026-03-17T11:00:00Z'))).toBeUndefined();
    expect(windowAt(windows, new Date('2026-03-18T09:00:00Z'))).toBeUndefined();
  });
});
