import { changeDeadline, consultantPlaceProblem, PHONE_RULES } from './booking-rules.js';

describe('how a consultation happens and what a visitor may change', () => {
  it('needs an address for windows "vor Ort", none for online ones', () => {
    const onsite = { mode: 'onsite' as const };
    const online = { mode: 'online' as const };
    expect(consultantPlaceProblem({ location: null, windows: [online] })).toBeNull();
    expect(consultantPlaceProblem({ location: null, windows: [] })).toBeNull();
    expect(consultantPlaceProblem({ location: '  ', windows: [online, onsite] })).toBe(
      'LOCATION_REQUIRED',
    );
    expect(consultantPlaceProblem({ location: 'Hauptstraße 5, Berlin', windows: [onsite] })).toBe(
      null,
    );
  });

  it('keeps changes open until the cutoff before the start', () => {
    const start = new Date('2026-12-01T10:00:00Z');
    expect(changeDeadline(start, 24).toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(changeDeadline(start, 0).toISOString()).toBe(start.toISOString());
  });

  it.each(['+49 30 1234567', '030/123 456-7', '(030) 12345'])('takes the phone number %s', (n) =>
    expect(PHONE_RULES.pattern.test(n)).toBe(true),
  );
  it.each(['1234', 'call me', '+49 30 123\n4567', '<script>', '((((('])(
    'refuses %j as a phone number',
    (n) => expect(PHONE_RULES.pattern.test(n)).toBe(false),
  );
});
