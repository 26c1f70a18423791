import { type DomainError } from '../../core/errors/domain-error.js';
import type { WorkshopFieldsInput } from './dto/workshop.input.js';
import { changeLines } from './review/workshop-change-lines.js';
import type { Workshop } from './entities/workshop.entity.js';
import {
  checkRecurrence,
  checkWorkshopFields,
  endDateOf,
  FieldProblems,
} from './workshop-rules.js';

const start = new Date('2027-03-22T17:00:00Z'); // Monday 22 March 2027, 18:00 Berlin

function problemsOf(work: (problems: FieldProblems) => void): Record<string, string> {
  const problems = new FieldProblems();
  work(problems);
  try {
    problems.throwIfAny();
    return {};
  } catch (error) {
    return (error as DomainError).options.fields ?? {};
  }
}

const fields = (overrides: Partial<WorkshopFieldsInput> = {}): WorkshopFieldsInput => ({
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

describe('recurrence rules', () => {
  it('normalises a weekly rule and keeps the end date as the end of that Berlin day', () => {
    const problems = new FieldProblems();
    const schedule = checkRecurrence(
      { rule: 'RRULE:freq=weekly;byday=WE,MO,WE', endDate: '2027-04-30' },
      start,
      problems,
    );
    expect(schedule.rule).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE');
    expect(schedule.endsAt?.toISOString()).toBe('2027-04-30T21:59:00.000Z');
    expect(endDateOf(schedule.endsAt)).toBe('2027-04-30');
  });

  it('takes an UNTIL from the rule as the end date', () => {
    const schedule = checkRecurrence(
      { rule: 'FREQ=MONTHLY;BYDAY=2FR,4FR;UNTIL=20271231T235959Z' },
      start,
      new FieldProblems(),
    );
    expect(schedule).toMatchObject({ rule: 'FREQ=MONTHLY;INTERVAL=1;BYDAY=2FR,4FR' });
    expect(endDateOf(schedule.endsAt)).toBe('2027-12-31');
  });

  it.each([
    ['FREQ=HOURLY', 'WORKSHOP_RECURRENCE_INVALID'],
    ['FREQ=WEEKLY;BYDAY=XX', 'WORKSHOP_RECURRENCE_INVALID'],
    ['FREQ=WEEKLY;BYDAY=2FR', 'WORKSHOP_RECURRENCE_INVALID'],
    ['FREQ=DAILY;COUNT=3', 'WORKSHOP_RECURRENCE_INVALID'],
    ['FREQ=DAILY;INTERVAL=0', 'WORKSHOP_INTERVAL_INVALID'],
    ['FREQ=DAILY;INTERVAL=53', 'WORKSHOP_INTERVAL_INVALID'],
  ])('refuses %s', (rule, code) => {
    expect(problemsOf((p) => checkRecurrence({ rule }, start, p))).toEqual({
      'recurrence.rule': code,
    });
  });

  it('refuses an end date before the start day but takes the start day itself', () => {
    expect(
      problemsOf((p) => checkRecurrence({ rule: 'FREQ=DAILY', endDate: '2027-03-21' }, start, p)),
    ).toEqual({ 'recurrence.endDate': 'WORKSHOP_END_BEFORE_START' });
    expect(
      problemsOf((p) => checkRecurrence({ rule: 'FREQ=DAILY', endDate: '2027-03-22' }, start, p)),
    ).toEqual({});
  });
});

describe('workshop fields', () => {
  const now = new Date('2027-01-01T00:00:00Z');

  it('maps onsite to in_person and cleans the lists', () => {
    const draft = checkWorkshopFields(
      fields({
        format: 'onsite',
        location: ' Berlin ',
        learningObjectives: ['a\n b ', ''],
        tags: ['KI, ki ,Design'],
      }),
      new FieldProblems(),
      { now, startMustBeFuture: true },
    );
    expect(draft).toMatchObject({
      format: 'in_person',
      location: 'Berlin',
      learningObjectives: ['a', 'b'],
      tags: ['KI', 'Design'],
    });
  });

  it.each([
    [{ durationMinutes: 45 }, 'durationMinutes'],
    [{ durationMinutes: 0 }, 'durationMinutes'],
    [{ durationMinutes: 510 }, 'durationMinutes'],
    [{ maxParticipants: 501 }, 'maxParticipants'],
    [{ videoCallLink: 'ftp://example.com' }, 'videoCallLink'],
    [{ timeZone: 'UTC' }, 'timeZone'],
    [{ visibility: 'everyone' }, 'visibility'],
  ])('refuses %p', (override, field) => {
    const found = problemsOf((p) =>
      checkWorkshopFields(fields(override), p, { now, startMustBeFuture: true }),
    );
    expect(Object.keys(found)).toEqual([field]);
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
