import { DomainError } from '../../core/errors/domain-error.js';
import { changeLines } from './review/workshop-change-lines.js';
import type { Workshop } from './entities/workshop.entity.js';
import { checkDraftOrThrow, endDateOf } from './workshop-rules.js';

const start = new Date('2027-03-22T17:00:00Z'); // Monday 22 March 2027, 18:00 Berlin
const now = new Date('2027-01-01T00:00:00Z');
const fields = {
  title: 'T',
  description: 'D',
  format: 'online',
  startTime: start,
  durationMinutes: 60,
  maxParticipants: 10,
  isPublic: true,
  visibility: 'public',
  guestRegistrationEnabled: false,
};

function refusal(overrides: object): DomainError {
  try {
    checkDraftOrThrow({ ...fields, ...overrides }, { now, startMustBeFuture: true });
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('the shared draft rules in the API', () => {
  it('answers one broken rule with its own code and several with VALIDATION_FAILED', () => {
    expect(refusal({ title: ' ' })).toMatchObject({
      code: 'WORKSHOP_TITLE_REQUIRED',
      options: { fields: { title: 'WORKSHOP_TITLE_REQUIRED' } },
    });
    expect(refusal({ title: '', durationMinutes: 45 })).toMatchObject({
      code: 'VALIDATION_FAILED',
      options: {
        fields: { title: 'WORKSHOP_TITLE_REQUIRED', durationMinutes: 'WORKSHOP_DURATION_INVALID' },
      },
    });
  });

  it('returns the cleaned draft and the schedule when every rule holds', () => {
    const checked = checkDraftOrThrow(
      { ...fields, recurrence: { rule: 'FREQ=DAILY', endDate: '2027-04-30' } },
      { now, startMustBeFuture: true },
    );
    expect(checked.schedule.rule).toBe('FREQ=DAILY;INTERVAL=1');
    expect(endDateOf(checked.schedule.endsAt)).toBe('2027-04-30');
  });
});

describe('change lines', () => {
  it('describes each changed field in German', () => {
    const before = {
      title: 'A',
      format: 'online',
      isPublic: true,
      tags: ['x'],
      startsAt: start,
      recurrenceEndsAt: null,
    } as unknown as Workshop;
    const after = {
      ...before,
      title: 'B',
      format: 'hybrid',
      isPublic: false,
      tags: [],
      startsAt: new Date(start.getTime() + 3_600_000),
    } as unknown as Workshop;
    expect(changeLines(before, after)).toEqual([
      'Titel: A → B',
      'Format: Online → Hybrid',
      'Beginn: 22.03.2027, 18:00 → 22.03.2027, 19:00',
      'Tags: x → —',
      'Öffentlich: ja → nein',
    ]);
  });
});
