import {
  cleanHostMessage,
  HOST_MESSAGE_LIMITS,
  hostMessageProblems,
  isCalendarDay,
  sessionMoveProblems,
} from './workshop-hosting.js';

describe("a host's message", () => {
  it('is sent with the subject on one line, both trimmed', () => {
    expect(cleanHostMessage('  Raum\n  geändert ', ' Text \n')).toEqual({
      subject: 'Raum geändert',
      body: 'Text',
    });
  });

  it('needs a subject and a text within their limits', () => {
    expect(hostMessageProblems('Raum', 'Neuer Raum: 2.14')).toEqual({});
    expect(hostMessageProblems('  ', '\n')).toEqual({ subject: 'required', body: 'required' });
    expect(
      hostMessageProblems(
        'x'.repeat(HOST_MESSAGE_LIMITS.subject + 1),
        'y'.repeat(HOST_MESSAGE_LIMITS.body + 1),
      ),
    ).toEqual({ subject: 'tooLong', body: 'tooLong' });
    // Collapsed spaces count once, as they are sent.
    expect(hostMessageProblems(`${'x '.repeat(75)}`, 'ok')).toEqual({});
  });
});

describe('moving a session', () => {
  const now = new Date('2026-12-01T10:00:00Z');

  it('takes a later start with or without a reason', () => {
    expect(sessionMoveProblems(new Date('2026-12-02T10:00:00Z'), null, now)).toEqual({});
    expect(sessionMoveProblems(new Date('2026-12-02T10:00:00Z'), ' Raum frei ', now)).toEqual({});
  });

  it('needs a valid start after now', () => {
    expect(sessionMoveProblems(null, '', now)).toEqual({ startTime: 'required' });
    expect(sessionMoveProblems(new Date('nope'), '', now)).toEqual({ startTime: 'required' });
    expect(sessionMoveProblems(now, '', now)).toEqual({ startTime: 'notInFuture' });
    expect(sessionMoveProblems(new Date('2026-11-30T10:00:00Z'), '', now)).toEqual({
      startTime: 'notInFuture',
    });
  });

  it('bounds the reason (trimmed)', () => {
    const later = new Date('2026-12-02T10:00:00Z');
    const longest = 'x'.repeat(HOST_MESSAGE_LIMITS.moveReason);
    expect(sessionMoveProblems(later, ` ${longest} `, now)).toEqual({});
    expect(sessionMoveProblems(later, `${longest}x`, now)).toEqual({ reason: 'tooLong' });
  });
});

describe('calendar days', () => {
  it('takes real days only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
  });
});
