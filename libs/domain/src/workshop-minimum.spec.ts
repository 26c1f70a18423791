import { checkInWindow, isWithinCheckInWindow } from './check-in.js';
import { checkWorkshopDraft, type WorkshopDraftInput } from './workshop-draft.js';
import {
  canConfirmSessionToRun,
  decisionHoursOf,
  decisionTimeOf,
  minimumDecisionAt,
  minimumWarningAt,
} from './workshop-minimum.js';

const start = new Date('2027-03-22T17:00:00Z'); // Monday 22 March 2027, 18:00 Berlin
const now = new Date('2027-01-01T00:00:00Z');
const input = (overrides: Partial<WorkshopDraftInput> = {}): WorkshopDraftInput => ({
  title: 'T',
  description: 'D',
  format: 'online',
  startTime: start,
  durationMinutes: 60,
  maxParticipants: 10,
  isPublic: true,
  visibility: 'public',
  guestRegistrationEnabled: false,
  ...overrides,
});
const current = { schedule: { rule: null, endsAt: null }, skippedDates: [] };

describe('minimum participants in the workshop draft', () => {
  it('takes a minimum up to the maximum with a decision time between an hour and 60 days', () => {
    const ok = checkWorkshopDraft(
      input({ minParticipants: 10, minParticipantsDecisionHours: 72 }),
      { now, startMustBeFuture: true },
    );
    expect(ok.problems).toEqual({});
    expect(ok.minimum).toEqual({ participants: 10, decisionHours: 72 });
    const bad = checkWorkshopDraft(
      input({ minParticipants: 11, minParticipantsDecisionHours: 0 }),
      { now, startMustBeFuture: true },
    );
    expect(bad.problems).toEqual({
      minParticipants: 'WORKSHOP_MINIMUM_INVALID',
      minParticipantsDecisionHours: 'WORKSHOP_DECISION_TIME_INVALID',
    });
    for (const hours of [null, 1441, 2.5])
      expect(
        checkWorkshopDraft(input({ minParticipants: 2, minParticipantsDecisionHours: hours }), {
          now,
          startMustBeFuture: true,
        }).problems,
      ).toEqual({ minParticipantsDecisionHours: 'WORKSHOP_DECISION_TIME_INVALID' });
  });

  it('keeps the current minimum when an update sends none, and drops it for null', () => {
    const kept = checkWorkshopDraft(input(), {
      now,
      startMustBeFuture: true,
      current: { ...current, minimum: { participants: 4, decisionHours: 48 } },
    });
    expect(kept.minimum).toEqual({ participants: 4, decisionHours: 48 });
    // A lowered maximum must still hold the kept minimum.
    expect(
      checkWorkshopDraft(input({ maxParticipants: 3 }), {
        now,
        startMustBeFuture: true,
        current: { ...current, minimum: { participants: 4, decisionHours: 48 } },
      }).problems,
    ).toEqual({ minParticipants: 'WORKSHOP_MINIMUM_INVALID' });
    const dropped = checkWorkshopDraft(input({ minParticipants: null }), {
      now,
      startMustBeFuture: true,
      current: { ...current, minimum: { participants: 4, decisionHours: 48 } },
    });
    expect(dropped.minimum).toBeNull();
  });

  it('places the decision and the warning a day before it; confirming ends at the decision', () => {
    expect(minimumDecisionAt(start, 72).toISOString()).toBe('2027-03-19T17:00:00.000Z');
    expect(minimumWarningAt(start, 72).toISOString()).toBe('2027-03-18T17:00:00.000Z');
    expect(canConfirmSessionToRun(start, 72, new Date('2027-03-19T16:59:00Z'))).toBe(true);
    expect(canConfirmSessionToRun(start, 72, new Date('2027-03-19T17:00:00Z'))).toBe(false);
    expect(decisionHoursOf(3, 'days')).toBe(72);
    expect(decisionTimeOf(72)).toEqual({ amount: 3, unit: 'days' });
    expect(decisionTimeOf(36)).toEqual({ amount: 36, unit: 'hours' });
  });
});

describe('the check-in window', () => {
  it('opens two hours before the start, never before the Berlin day, and closes at the end', () => {
    const end = new Date(start.getTime() + 2 * 3_600_000);
    expect(checkInWindow(start, end).opensAt.toISOString()).toBe('2027-03-22T15:00:00.000Z');
    // 01:00 Berlin: the window opens at midnight, not at 23:00 the day before.
    const early = new Date('2027-03-22T00:00:00Z');
    expect(checkInWindow(early, end).opensAt.toISOString()).toBe('2027-03-21T23:00:00.000Z');
    expect(isWithinCheckInWindow(start, end, new Date('2027-03-22T14:59:00Z'))).toBe(false);
    expect(isWithinCheckInWindow(start, end, end)).toBe(true);
    expect(isWithinCheckInWindow(start, end, new Date(end.getTime() + 1))).toBe(false);
  });
});
