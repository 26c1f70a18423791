// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  basePriceCentsOf,
  berlinInputToDate,
  commonInput,
  dateToBerlinInput,
  recurrenceOf,
  splitLines,
  splitTags,
  valuesFromWorkshop,
  type EditableWorkshop,
  type WorkshopFormValues,
} from './workshop-form-values';

const filled: WorkshopFormValues = {
  ...EMPTY_FORM,
  title: '  Design Thinking  ',
  description: ' Ein Tag voller Ideen. ',
  category: '  ',
  start: '2030-03-15T10:00',
  durationMinutes: '90',
  format: 'online',
  location: 'Berlin',
  videoCallLink: ' https://meet.example.org/ws ',
  maxParticipants: '12',
  learningObjectives: 'Verstehen\n\n  Anwenden  \r\nÜben',
  materials: 'Laptop',
  tags: 'Design, , Ideen ,',
  basePrice: '49,90',
};

describe('splitLines and splitTags', () => {
  it('trim entries and drop empty ones', () => {
    expect(splitLines(' a \r\n\n b\n')).toEqual(['a', 'b']);
    expect(splitTags(' a, ,b ,')).toEqual(['a', 'b']);
    expect(splitLines('')).toEqual([]);
    expect(splitTags('')).toEqual([]);
  });
});

describe('berlinInputToDate and dateToBerlinInput', () => {
  it('read the wall-clock time in Europe/Berlin, winter and summer', () => {
    expect(berlinInputToDate('2030-01-15T10:00')?.toISOString()).toBe('2030-01-15T09:00:00.000Z');
    expect(berlinInputToDate('2030-07-15T10:00')?.toISOString()).toBe('2030-07-15T08:00:00.000Z');
  });

  it('refuse incomplete or impossible times', () => {
    for (const text of [
      '',
      '2030-01-15',
      '2030-13-01T10:00',
      '2030-01-32T10:00',
      '2030-01-01T24:00',
    ])
      expect(berlinInputToDate(text)).toBeNull();
  });

  it('give back the same text for an instant', () => {
    expect(dateToBerlinInput('2030-07-15T08:00:00.000Z')).toBe('2030-07-15T10:00');
    const date = berlinInputToDate('2030-10-27T01:30');
    expect(date && dateToBerlinInput(date)).toBe('2030-10-27T01:30');
  });
});

describe('commonInput', () => {
  it('trims texts, splits lists and sends the start as an instant in Berlin time', () => {
    expect(commonInput(filled)).toEqual({
      title: 'Design Thinking',
      description: 'Ein Tag voller Ideen.',
      category: null,
      format: 'online',
      location: null,
      videoCallLink: 'https://meet.example.org/ws',
      startTime: '2030-03-15T09:00:00.000Z',
      timeZone: 'Europe/Berlin',
      durationMinutes: 90,
      maxParticipants: 12,
      minParticipants: null,
      minParticipantsDecisionHours: null,
      learningObjectives: ['Verstehen', 'Anwenden', 'Üben'],
      materials: ['Laptop'],
      tags: ['Design', 'Ideen'],
      isPublic: true,
      visibility: 'public',
      guestRegistrationEnabled: false,
      skippedDates: [],
    });
  });

  it('sends a minimum with its decision time in hours, and none for an empty field', () => {
    const input = commonInput({
      ...filled,
      minParticipants: '4',
      decisionAmount: '3',
      decisionUnit: 'days',
    });
    expect(input).toMatchObject({ minParticipants: 4, minParticipantsDecisionHours: 72 });
    expect(
      commonInput({ ...filled, minParticipants: '5', decisionAmount: '36', decisionUnit: 'hours' }),
    ).toMatchObject({ minParticipants: 5, minParticipantsDecisionHours: 36 });
  });

  it('sends on-site as in_person with a location and without a link', () => {
    const input = commonInput({ ...filled, format: 'onsite' });
    expect(input.format).toBe('in_person');
    expect(input.location).toBe('Berlin');
    expect(input.videoCallLink).toBeNull();
  });

  it('sends both places for hybrid', () => {
    const input = commonInput({ ...filled, format: 'hybrid' });
    expect(input.location).toBe('Berlin');
    expect(input.videoCallLink).toBe('https://meet.example.org/ws');
  });

  it('lets guests register only for a public workshop', () => {
    const guests = { ...filled, guestRegistrationEnabled: true };
    expect(commonInput(guests).guestRegistrationEnabled).toBe(true);
    expect(commonInput({ ...guests, isPublic: false }).guestRegistrationEnabled).toBe(false);
    expect(commonInput({ ...guests, visibility: 'members_only' }).guestRegistrationEnabled).toBe(
      false,
    );
  });

  it('sends skipped dates only for a recurring workshop', () => {
    const skipping = { ...filled, skippedDates: ['2030-03-22'] };
    expect(commonInput(skipping).skippedDates).toEqual([]);
    expect(commonInput({ ...skipping, recurring: true }).skippedDates).toEqual(['2030-03-22']);
  });

  it('refuses an unvalidated start', () => {
    expect(() => commonInput({ ...filled, start: '' })).toThrow(RangeError);
  });
});

describe('recurrenceOf', () => {
  it('is null for a one-off workshop', () => {
    expect(recurrenceOf(filled)).toBeNull();
  });

  it('builds the rule and keeps an empty end date as null', () => {
    expect(
      recurrenceOf({
        ...filled,
        recurring: true,
        frequency: 'WEEKLY',
        interval: '2',
        weekdays: ['MO', 'TH'],
      }),
    ).toEqual({ rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH', endDate: null });
    expect(
      recurrenceOf({ ...filled, recurring: true, frequency: 'MONTHLY', endDate: '2030-12-31' }),
    ).toEqual({ rule: 'FREQ=MONTHLY;INTERVAL=1', endDate: '2030-12-31' });
  });
});

describe('valuesFromWorkshop', () => {
  const stored: EditableWorkshop = {
    title: 'Design Thinking',
    description: 'Ein Tag voller Ideen.',
    category: null,
    startTime: '2030-03-15T09:00:00.000Z',
    durationMinutes: 90,
    format: 'in_person',
    location: 'Berlin',
    videoCallLink: null,
    maxParticipants: 12,
    learningObjectives: ['Verstehen', 'Anwenden'],
    materials: [{ title: 'Laptop' }, { title: 'Block' }],
    tags: ['Design', 'Ideen'],
    isPublic: false,
    visibility: 'members_only',
    guestRegistrationEnabled: false,
    basePriceCents: 4990,
    recurrenceRule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
    recurrenceEndDate: '2030-12-31',
    skippedDates: ['2030-03-23'],
  };

  it('turns the stored workshop into what the form shows', () => {
    expect(valuesFromWorkshop(stored)).toEqual({
      ...EMPTY_FORM,
      title: 'Design Thinking',
      description: 'Ein Tag voller Ideen.',
      category: '',
      start: '2030-03-15T10:00',
      durationMinutes: '90',
      format: 'onsite',
      location: 'Berlin',
      videoCallLink: '',
      maxParticipants: '12',
      learningObjectives: 'Verstehen\nAnwenden',
      materials: 'Laptop\nBlock',
      tags: 'Design, Ideen',
      isPublic: false,
      visibility: 'members_only',
      guestRegistrationEnabled: false,
      basePrice: '49.90',
      recurring: true,
      frequency: 'WEEKLY',
      interval: '2',
      weekdays: ['MO', 'TH'],
      endDate: '2030-12-31',
      skippedDates: ['2030-03-23'],
    });
  });

  it('round-trips: the values give back the stored input', () => {
    const values = valuesFromWorkshop(stored);
    const input = commonInput(values);
    expect(input.startTime).toBe(stored.startTime);
    expect(input.format).toBe(stored.format);
    expect(input.learningObjectives).toEqual(stored.learningObjectives);
    expect(input.tags).toEqual(stored.tags);
    expect(recurrenceOf(values)).toEqual({
      rule: stored.recurrenceRule,
      endDate: stored.recurrenceEndDate,
    });
    expect(basePriceCentsOf(values)).toBe(stored.basePriceCents);
  });

  it('keeps a one-off workshop one-off', () => {
    const values = valuesFromWorkshop({ ...stored, recurrenceRule: null, recurrenceEndDate: null });
    expect(values.recurring).toBe(false);
    expect(values.interval).toBe(EMPTY_FORM.interval);
    expect(recurrenceOf(values)).toBeNull();
  });
});
