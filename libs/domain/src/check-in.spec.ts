import { canUndoCheckIn, checkInCodeOf, checkInTime, CHECK_IN_HTTP_STATUS } from './check-in.js';

describe('check-in rules', () => {
  it('reads a 22-character base64url code and nothing else', () => {
    expect(checkInCodeOf('  AbCdEfGhIjKlMnOpQrSt_-\n')).toBe('AbCdEfGhIjKlMnOpQrSt_-');
    expect(checkInCodeOf('AbCdEfGhIjKlMnOpQrSt_')).toBeNull();
    expect(checkInCodeOf('AbCdEfGhIjKlMnOpQrSt_+')).toBeNull();
    expect(checkInCodeOf('https://example.org/AbCdEfGhIjKlMnOpQrSt_-')).toBeNull();
  });

  it('keeps a plausible offline scan time and refuses future or stale ones', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    const earlier = new Date('2026-05-01T09:40:00Z');
    expect(checkInTime(now, earlier)).toBe(earlier);
    expect(checkInTime(now, new Date('2026-05-01T10:05:00Z'))).toBe(now);
    expect(checkInTime(now, new Date('2026-04-29T10:00:00Z'))).toBe(now);
    expect(checkInTime(now, null)).toBe(now);
  });

  it('allows undo for one minute', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    expect(canUndoCheckIn(at, new Date('2026-05-01T10:00:59Z'))).toBe(true);
    expect(canUndoCheckIn(at, new Date('2026-05-01T10:01:01Z'))).toBe(false);
  });

  it('answers 200 only for a check-in', () => {
    expect(CHECK_IN_HTTP_STATUS.checked_in).toBe(200);
    expect(CHECK_IN_HTTP_STATUS.already_checked_in).toBe(200);
    expect(CHECK_IN_HTTP_STATUS.not_registered).toBe(404);
    expect(CHECK_IN_HTTP_STATUS.cancelled).toBe(409);
    expect(CHECK_IN_HTTP_STATUS.wrong_session).toBe(409);
  });
});
