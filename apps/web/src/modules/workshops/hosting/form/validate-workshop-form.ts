import {
  LIMITS,
  WORKSHOP_LIST_LIMITS,
  WORKSHOP_TEXT_LIMITS,
  checkWorkshopDraft,
  type WorkshopRuleCode,
} from '@platform/domain';
import { defineMessages, type IntlShape } from 'react-intl';
import { draftInputOf, type WorkshopFormValues } from './workshop-form-values';
import { untypedMessages } from '../../../../shared/i18n/untyped-messages';

/** The form's fields that can carry a message (also the `name`s of their controls). */
export const FORM_FIELDS = [
  'title',
  'description',
  'category',
  'start',
  'durationMinutes',
  'format',
  'location',
  'videoCallLink',
  'maxParticipants',
  'minParticipants',
  'decisionAmount',
  'learningObjectives',
  'materials',
  'tags',
  'basePrice',
  'interval',
  'endDate',
  'poster',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormErrors = Partial<Record<FormField, string>>;

const m = untypedMessages(
  defineMessages({
    titleRequired: {
      id: 'memberWorkshops.form.error.title',
      defaultMessage: 'Bitte geben Sie einen Titel ein.',
    },
    descriptionRequired: {
      id: 'memberWorkshops.form.error.description',
      defaultMessage: 'Bitte beschreiben Sie Ihren Workshop.',
    },
    tooLong: {
      id: 'memberWorkshops.form.error.tooLong',
      defaultMessage: 'Höchstens {max} Zeichen.',
    },
    startRequired: {
      id: 'memberWorkshops.form.error.start',
      defaultMessage: 'Bitte wählen Sie Datum und Uhrzeit des Beginns.',
    },
    duration: {
      id: 'memberWorkshops.form.error.duration',
      defaultMessage:
        'Die Dauer muss zwischen {min} und {max} Minuten liegen, in Schritten von {step}.',
    },
    participants: {
      id: 'memberWorkshops.form.error.participants',
      defaultMessage: 'Bitte geben Sie eine ganze Zahl von {min} bis {max} ein.',
    },
    minimum: {
      id: 'memberWorkshops.form.error.minimum',
      defaultMessage:
        'Bitte geben Sie eine ganze Zahl von 1 bis zur maximalen Teilnehmerzahl ein (oder lassen Sie das Feld leer).',
    },
    decisionTime: {
      id: 'memberWorkshops.form.error.decisionTime',
      defaultMessage:
        'Bitte geben Sie eine ganze Zahl ein: zwischen 1 Stunde und 60 Tagen vor dem Beginn.',
    },
    price: {
      id: 'memberWorkshops.form.error.price',
      defaultMessage:
        'Bitte geben Sie einen Betrag von 0 bis 10.000 € mit höchstens zwei Nachkommastellen ein.',
    },
    startPast: {
      id: 'memberWorkshops.form.error.startPast',
      defaultMessage: 'Der Beginn muss in der Zukunft liegen.',
    },
    list: {
      id: 'memberWorkshops.form.error.list',
      defaultMessage: 'Höchstens {entries} Einträge mit je höchstens {length} Zeichen.',
    },
    link: {
      id: 'memberWorkshops.form.error.link',
      defaultMessage: 'Bitte geben Sie eine Adresse ein, die mit http:// oder https:// beginnt.',
    },
    interval: {
      id: 'memberWorkshops.form.error.interval',
      defaultMessage: 'Das Intervall muss zwischen {min} und {max} liegen.',
    },
    endDate: {
      id: 'memberWorkshops.form.error.endDate',
      defaultMessage: 'Das Enddatum darf nicht vor dem Beginn liegen.',
    },
    posterRequired: {
      id: 'memberWorkshops.form.error.posterRequired',
      defaultMessage: 'Bitte laden Sie ein Workshop-Poster hoch',
    },
    locationRequired: {
      id: 'memberWorkshops.form.error.locationRequired',
      defaultMessage: 'Ein Hybrid-Workshop braucht einen Veranstaltungsort.',
    },
    linkRequired: {
      id: 'memberWorkshops.form.error.linkRequired',
      defaultMessage: 'Ein Hybrid-Workshop braucht einen Video-Link.',
    },
  }),
);

export const posterRequiredMessage = m.posterRequired;

type Messages = typeof m;
type Message = Messages[keyof Messages];

/**
 * The form runs the server's own rules (`checkWorkshopDraft` from libs/domain) and shows each
 * broken rule with the form's text for it, beside its field.
 */
export function validateWorkshopForm(
  values: WorkshopFormValues,
  options: { mode: 'create' | 'edit'; hasPoster: boolean; now: Date; initialStart?: string },
  intl: IntlShape,
): FormErrors {
  const create = options.mode === 'create';
  const input = draftInputOf(values, { withPrice: create });
  const { problems } = checkWorkshopDraft(input, {
    now: options.now,
    // Like the server: a new start must lie ahead; an edit may keep a start that has passed.
    startMustBeFuture: create || values.start !== options.initialStart,
    posterRequired: create,
    hasPoster: options.hasPoster,
  });
  const errors: FormErrors = {};
  for (const [serverField, code] of Object.entries(problems)) {
    const field = formFieldOfServerField(serverField);
    const text = field && messageOf(field, code, input.startTime === null);
    if (field && text && !errors[field])
      errors[field] = intl.formatMessage(text.message, text.values);
  }
  return errors;
}

/** The form's text for a rule's code at one of its fields (null: the form has no such field). */
function messageOf(
  field: FormField,
  code: WorkshopRuleCode,
  noStart: boolean,
): { message: Message; values?: Record<string, number> } | null {
  if (code === 'WORKSHOP_TEXT_TOO_LONG') {
    if (field === 'videoCallLink') return { message: m.link };
    const max = WORKSHOP_TEXT_LIMITS[field as keyof typeof WORKSHOP_TEXT_LIMITS];
    return { message: m.tooLong, values: { max } };
  }
  if (code === 'WORKSHOP_LIST_TOO_LONG')
    return {
      message: m.list,
      values: WORKSHOP_LIST_LIMITS[field as keyof typeof WORKSHOP_LIST_LIMITS],
    };
  const interval = LIMITS.workshop.recurrenceInterval;
  const byCode: Partial<
    Record<WorkshopRuleCode, { message: Message; values?: Record<string, number> }>
  > = {
    WORKSHOP_TITLE_REQUIRED: { message: m.titleRequired },
    WORKSHOP_DESCRIPTION_REQUIRED: { message: m.descriptionRequired },
    WORKSHOP_START_INVALID: { message: noStart ? m.startRequired : m.startPast },
    WORKSHOP_DURATION_INVALID: { message: m.duration, values: LIMITS.workshop.durationMinutes },
    WORKSHOP_PARTICIPANTS_INVALID: {
      message: m.participants,
      values: LIMITS.workshop.participants,
    },
    WORKSHOP_MINIMUM_INVALID: { message: m.minimum },
    WORKSHOP_DECISION_TIME_INVALID: { message: m.decisionTime },
    WORKSHOP_PRICE_INVALID: { message: m.price },
    WORKSHOP_LINK_INVALID: { message: m.link },
    WORKSHOP_LOCATION_REQUIRED: { message: m.locationRequired },
    WORKSHOP_LINK_REQUIRED: { message: m.linkRequired },
    WORKSHOP_INTERVAL_INVALID: {
      message: m.interval,
      values: { min: interval.min, max: interval.max },
    },
    WORKSHOP_RECURRENCE_INVALID: {
      message: m.interval,
      values: { min: interval.min, max: interval.max },
    },
    WORKSHOP_END_BEFORE_START: { message: m.endDate },
    WORKSHOP_POSTER_REQUIRED: { message: m.posterRequired },
  };
  return byCode[code] ?? null;
}

/** Server field names (CreateWorkshopInput) to the form's fields. */
export function formFieldOfServerField(field: string): FormField | null {
  const key = field.split('.')[0] ?? field;
  const map: Record<string, FormField> = {
    title: 'title',
    description: 'description',
    category: 'category',
    startTime: 'start',
    durationMinutes: 'durationMinutes',
    format: 'format',
    location: 'location',
    videoCallLink: 'videoCallLink',
    maxParticipants: 'maxParticipants',
    minParticipants: 'minParticipants',
    minParticipantsDecisionHours: 'decisionAmount',
    learningObjectives: 'learningObjectives',
    materials: 'materials',
    tags: 'tags',
    basePriceCents: 'basePrice',
    poster: 'poster',
    recurrence: field.endsWith('endDate') ? 'endDate' : 'interval',
  };
  return map[key] ?? null;
}
