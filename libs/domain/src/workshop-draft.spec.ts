import { checkWorkshopDraft, type WorkshopDraftInput } from './workshop-draft.js';
import { berlinDayOf } from './recurrence-summary.js';

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

const check = (overrides: Partial<WorkshopDraftInput> = {}, startMustBeFuture = true) =>
  checkWorkshopDraft(input(overrides), { now, startMustBeFuture });

describe('recurrence rules', () => {
  it('normalises a weekly rule and keeps the end date as the end of that Berlin day', () => {
    const { schedule, problems } = check({
      recurrence: { rule: 'RRULE:freq=weekly;byday=WE,MO,WE', endDate: '2027-04-30' },
    });
    expect(problems).toEqual({});
    expect(schedule.rule).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE');
    expect(schedule.endsAt?.toISOString()).toBe('2027-04-30T21:59:00.000Z');
    expect(schedule.endsAt && berlinDayOf(schedule.endsAt)).toBe('2027-04-30');
  });

  it('takes an UNTIL from the rule as the end date', () => {
    const { schedule } = check({
      recurrence: { rule: 'FREQ=MONTHLY;BYDAY=2FR,4FR;UNTIL=20271231T235959Z' },
    });
    expect(schedule).toMatchObject({ rule: 'FREQ=MONTHLY;INTERVAL=1;BYDAY=2FR,4FR' });
    expect(schedule.endsAt && berlinDayOf(schedule.endsAt)).toBe('2027-12-31');
  });

  it.each([
    ['FREQ=HOURLY', 'WORKSHOP_RECURRENCE_INVALID'],
    ['FREQ=WEEKLY;BYDAY=XX', 'WORKSHOP_RECURRENCE_INVALID'],
    ['FREQ=WEEKLY;BYDAY=2FR', 'WORKSHOP_RECURRENCE_INVALID'],
    ['FREQ=DAILY;COUNT=3', 'WORKSHOP_RECURRENCE_INVALID'],
    ['FREQ=DAILY;INTERVAL=0', 'WORKSHOP_INTERVAL_INVALID'],
    ['FREQ=DAILY;INTERVAL=53', 'WORKSHOP_INTERVAL_INVALID'],
  ])('refuses %s', (rule, code) => {
    expect(check({ recurrence: { rule } }).problems).toEqual({ 'recurrence.rule': code });
  });

  it('refuses an end date before the start day but takes the start day itself', () => {
    expect(check({ recurrence: { rule: 'FREQ=DAILY', endDate: '2027-03-21' } }).problems).toEqual({
      'recurrence.endDate': 'WORKSHOP_END_BEFORE_START',
    });
    expect(check({ recurrence: { rule: 'FREQ=DAILY', endDate: '2027-03-22' } }).problems).toEqual(
      {},
    );
  });

  it('keeps the current schedule and skipped days when an update sends none', () => {
    const current = {
      schedule: { rule: 'FREQ=DAILY;INTERVAL=1', endsAt: null },
      skippedDates: ['2027-03-24'],
    };
    const kept = checkWorkshopDraft(input(), { now, startMustBeFuture: false, current });
    expect(kept.schedule).toBe(current.schedule);
    expect(kept.skippedDates).toEqual(['2027-03-24']);
    const oneOff = checkWorkshopDraft(input({ recurrence: null, skippedDates: [] }), {
      now,
      startMustBeFuture: false,
      current,
    });
    expect(oneOff.schedule).toEqual({ rule: null, endsAt: null });
    expect(oneOff.skippedDates).toEqual([]);
  });
});

describe('workshop fields', () => {
  it('maps onsite to in_person and cleans the lists', () => {
    const { draft, problems } = check({
      format: 'onsite',
      location: ' Berlin ',
      learningObjectives: ['a\n b ', ''],
      tags: ['KI, ki ,Design'],
    });
    expect(problems).toEqual({});
    expect(draft).toMatchObject({
      format: 'in_person',
      location: 'Berlin',
      learningObjectives: ['a', 'b'],
      tags: ['KI', 'Design'],
    });
  });

  it.each([
    [{ title: '  ' }, 'title', 'WORKSHOP_TITLE_REQUIRED'],
    [{ description: '' }, 'description', 'WORKSHOP_DESCRIPTION_REQUIRED'],
    [{ title: 'x'.repeat(201) }, 'title', 'WORKSHOP_TEXT_TOO_LONG'],
    [{ durationMinutes: 45 }, 'durationMinutes', 'WORKSHOP_DURATION_INVALID'],
    [{ durationMinutes: 0 }, 'durationMinutes', 'WORKSHOP_DURATION_INVALID'],
    [{ durationMinutes: 510 }, 'durationMinutes', 'WORKSHOP_DURATION_INVALID'],
    [{ maxParticipants: 501 }, 'maxParticipants', 'WORKSHOP_PARTICIPANTS_INVALID'],
    [{ maxParticipants: Number.NaN }, 'maxParticipants', 'WORKSHOP_PARTICIPANTS_INVALID'],
    [{ videoCallLink: 'ftp://example.com' }, 'videoCallLink', 'WORKSHOP_LINK_INVALID'],
    [{ videoCallLink: 'javascript:alert(1)' }, 'videoCallLink', 'WORKSHOP_LINK_INVALID'],
    [{ format: 'hybrid', location: 'Berlin' }, 'videoCallLink', 'WORKSHOP_LINK_REQUIRED'],
    [{ format: 'online', location: 'Berlin' }, 'location', 'WORKSHOP_LOCATION_NOT_ALLOWED'],
    [{ format: 'radio' }, 'format', 'WORKSHOP_FORMAT_INVALID'],
    [{ timeZone: 'UTC' }, 'timeZone', 'WORKSHOP_TIME_ZONE_INVALID'],
    [{ visibility: 'everyone' }, 'visibility', 'WORKSHOP_VISIBILITY_INVALID'],
    [{ startTime: null }, 'startTime', 'WORKSHOP_START_INVALID'],
    [{ startTime: new Date('2026-12-31T00:00:00Z') }, 'startTime', 'WORKSHOP_START_INVALID'],
    [{ tags: Array.from({ length: 30 }, (_, i) => `t${i}`) }, 'tags', 'WORKSHOP_LIST_TOO_LONG'],
    [{ basePriceCents: -1 }, 'basePriceCents', 'WORKSHOP_PRICE_INVALID'],
    [{ basePriceCents: 1_000_001 }, 'basePriceCents', 'WORKSHOP_PRICE_INVALID'],
    [{ skippedDates: ['2027-02-30'] }, 'skippedDates', 'WORKSHOP_SKIPPED_DATES_INVALID'],
    [
      { guestRegistrationEnabled: true, visibility: 'members_only' },
      'guestRegistrationEnabled',
      'WORKSHOP_GUESTS_NOT_PUBLIC',
    ],
    [
      { guestRegistrationEnabled: true, isPublic: false },
      'guestRegistrationEnabled',
      'WORKSHOP_GUESTS_NOT_PUBLIC',
    ],
  ] as const)('refuses %p', (override, field, code) => {
    expect(check(override as Partial<WorkshopDraftInput>).problems).toEqual({ [field]: code });
  });

  it('lets an edit keep a start that has passed', () => {
    const past = { startTime: new Date('2026-12-01T17:00:00Z') };
    expect(check(past, false).problems).toEqual({});
    expect(check(past, true).problems).toEqual({ startTime: 'WORKSHOP_START_INVALID' });
  });

  it('asks for a poster only where one is required', () => {
    const base = { now, startMustBeFuture: true };
    expect(checkWorkshopDraft(input(), { ...base, posterRequired: true }).problems).toEqual({
      poster: 'WORKSHOP_POSTER_REQUIRED',
    });
    expect(
      checkWorkshopDraft(input(), { ...base, posterRequired: true, hasPoster: true }).problems,
    ).toEqual({});
  });

  it('reports every broken field at once, the first problem per field', () => {
    const { problems } = check({ title: '', durationMinutes: 45, videoCallLink: 'nope' });
    expect(problems).toEqual({
      title: 'WORKSHOP_TITLE_REQUIRED',
      durationMinutes: 'WORKSHOP_DURATION_INVALID',
      videoCallLink: 'WORKSHOP_LINK_INVALID',
    });
  });
});

describe('several recurrence problems', () => {
  it('reports a broken interval and an end date before the start together', () => {
    expect(
      check({ recurrence: { rule: 'FREQ=DAILY;INTERVAL=99', endDate: '2027-03-01' } }).problems,
    ).toEqual({
      'recurrence.rule': 'WORKSHOP_INTERVAL_INVALID',
      'recurrence.endDate': 'WORKSHOP_END_BEFORE_START',
    });
  });
});
