// @vitest-environment node
import { LIMITS, WORKSHOP_TEXT_LIMITS } from '@platform/domain';
import { describe, expect, it } from 'vitest';
import { testIntl } from '../../../../test/intl';
import {
  FORM_FIELDS,
  formFieldOfServerField,
  validateWorkshopForm,
} from './validate-workshop-form';
import { EMPTY_FORM, type WorkshopFormValues } from './workshop-form-values';

const NOW = new Date('2030-03-01T12:00:00.000Z');
const de = testIntl('de');

const valid: WorkshopFormValues = {
  ...EMPTY_FORM,
  title: 'Design Thinking',
  description: 'Ein Tag voller Ideen.',
  start: '2030-03-15T10:00',
  basePrice: '49,90',
};

const create = { mode: 'create' as const, hasPoster: true, now: NOW };
const edit = { mode: 'edit' as const, hasPoster: false, now: NOW };
const check = (
  values: Partial<WorkshopFormValues>,
  options: Parameters<typeof validateWorkshopForm>[1] = create,
  intl = de,
) => validateWorkshopForm({ ...valid, ...values }, options, intl);

describe('validateWorkshopForm', () => {
  it('accepts a complete workshop', () => {
    expect(check({})).toEqual({});
  });

  it('asks for title, description and start, in German', () => {
    expect(check({ title: '  ', description: '', start: '' })).toEqual({
      title: 'Bitte geben Sie einen Titel ein.',
      description: 'Bitte beschreiben Sie Ihren Workshop.',
      start: 'Bitte wählen Sie Datum und Uhrzeit des Beginns.',
    });
  });

  it('speaks English with the English catalog', () => {
    const errors = check({ title: '' }, create, testIntl('en'));
    expect(errors.title).toBeTruthy();
    expect(errors.title).not.toBe('Bitte geben Sie einen Titel ein.');
  });

  it('limits the length of title and description', () => {
    expect(check({ title: 'x'.repeat(WORKSHOP_TEXT_LIMITS.title + 1) }).title).toBe(
      `Höchstens ${WORKSHOP_TEXT_LIMITS.title} Zeichen.`,
    );
    expect(check({ title: 'x'.repeat(WORKSHOP_TEXT_LIMITS.title) }).title).toBeUndefined();
    expect(
      check({ description: 'x'.repeat(WORKSHOP_TEXT_LIMITS.description + 1) }).description,
    ).toBe('Höchstens 10000 Zeichen.');
  });

  it('wants a start ahead when creating; an edit may keep its past start', () => {
    const past = '2030-02-01T10:00';
    expect(check({ start: past }).start).toBe('Der Beginn muss in der Zukunft liegen.');
    expect(check({ start: past }, { ...edit, initialStart: past }).start).toBeUndefined();
    expect(check({ start: past }, { ...edit, initialStart: '2030-02-02T10:00' }).start).toBe(
      'Der Beginn muss in der Zukunft liegen.',
    );
  });

  it('wants the duration in steps within the limits', () => {
    const { min, max, step } = LIMITS.workshop.durationMinutes;
    for (const bad of ['', 'abc', '45', String(min - step), String(max + step), '60.0', '-60'])
      expect(check({ durationMinutes: bad }).durationMinutes, bad).toBeDefined();
    for (const good of [String(min), String(max), ' 120 '])
      expect(check({ durationMinutes: good }).durationMinutes, good).toBeUndefined();
  });

  it('wants a whole number of participants within the limits', () => {
    const { min, max } = LIMITS.workshop.participants;
    expect(check({ maxParticipants: String(min - 1) }).maxParticipants).toBe(
      `Bitte geben Sie eine ganze Zahl von ${min} bis ${max} ein.`,
    );
    expect(check({ maxParticipants: '2.5' }).maxParticipants).toBeDefined();
    expect(check({ maxParticipants: String(max) }).maxParticipants).toBeUndefined();
  });

  it('needs a location and a link for hybrid, and a safe link for online', () => {
    expect(check({ format: 'hybrid' })).toEqual({
      location: 'Ein Hybrid-Workshop braucht einen Veranstaltungsort.',
      videoCallLink: 'Ein Hybrid-Workshop braucht einen Video-Link.',
    });
    expect(
      check({ format: 'hybrid', location: 'Berlin', videoCallLink: 'https://meet.example.org' }),
    ).toEqual({});
    expect(check({ videoCallLink: 'javascript:alert(1)' }).videoCallLink).toBe(
      'Bitte geben Sie eine Adresse ein, die mit http:// oder https:// beginnt.',
    );
    // On site there is no link field: whatever it held is not checked.
    expect(check({ format: 'onsite', videoCallLink: 'nonsense' })).toEqual({});
  });

  it('limits the lists by entries and length', () => {
    const tags = Array.from({ length: 16 }, (_, i) => `tag${i}`).join(', ');
    expect(check({ tags }).tags).toBe('Höchstens 15 Einträge mit je höchstens 40 Zeichen.');
    expect(check({ materials: 'x'.repeat(301) }).materials).toBeDefined();
    expect(check({ learningObjectives: 'a\n'.repeat(20) }).learningObjectives).toBeUndefined();
  });

  it('checks the price only when creating', () => {
    const message =
      'Bitte geben Sie einen Betrag von 0 bis 10.000 € mit höchstens zwei Nachkommastellen ein.';
    for (const bad of ['', 'zehn', '1,234', '10000,01', '-5'])
      expect(check({ basePrice: bad }).basePrice, bad).toBe(message);
    for (const good of ['0', '10000', '49.9', '49,90'])
      expect(check({ basePrice: good }).basePrice, good).toBeUndefined();
    expect(check({ basePrice: 'zehn' }, edit)).toEqual({});
  });

  it('checks interval and end date only for a recurring workshop', () => {
    const { max } = LIMITS.workshop.recurrenceInterval;
    const recurring = { recurring: true, interval: String(max + 1), endDate: '2030-03-14' };
    expect(check({ ...recurring, recurring: false })).toEqual({});
    expect(check(recurring)).toEqual({
      interval: `Das Intervall muss zwischen 1 und ${max} liegen.`,
      endDate: 'Das Enddatum darf nicht vor dem Beginn liegen.',
    });
    expect(check({ recurring: true, endDate: '2030-03-15' })).toEqual({});
  });

  it('needs a poster to create, not to edit', () => {
    expect(check({}, { ...create, hasPoster: false })).toEqual({
      poster: 'Bitte laden Sie ein Workshop-Poster hoch',
    });
    expect(check({}, edit)).toEqual({});
  });

  it('only names fields the form has', () => {
    const everything = check(
      {
        title: '',
        description: '',
        start: '',
        durationMinutes: '',
        maxParticipants: '',
        format: 'hybrid',
        tags: 'x'.repeat(41),
        materials: 'x'.repeat(301),
        learningObjectives: 'x'.repeat(301),
        basePrice: '',
        recurring: true,
        interval: '0',
      },
      { ...create, hasPoster: false },
    );
    expect(
      Object.keys(everything).every((key) => (FORM_FIELDS as readonly string[]).includes(key)),
    ).toBe(true);
  });
});

describe('formFieldOfServerField', () => {
  it('maps the API input to the form fields', () => {
    expect(formFieldOfServerField('startTime')).toBe('start');
    expect(formFieldOfServerField('basePriceCents')).toBe('basePrice');
    expect(formFieldOfServerField('recurrence.rule')).toBe('interval');
    expect(formFieldOfServerField('recurrence.endDate')).toBe('endDate');
    expect(formFieldOfServerField('materials.3')).toBe('materials');
    expect(formFieldOfServerField('timeZone')).toBeNull();
  });
});
