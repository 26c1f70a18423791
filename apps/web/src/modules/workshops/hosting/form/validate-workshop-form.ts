import {
  LIMITS,
  WORKSHOP_LIST_LIMITS,
  WORKSHOP_MAX_PRICE_CENTS,
  WORKSHOP_TEXT_LIMITS,
  isEndDateBeforeStart,
  parseEuroToCents,
  workshopPlaceProblems,
} from '@platform/domain';
import { defineMessages, type IntlShape } from 'react-intl';
import { safeHttpUrl } from '../../safe-url';
import {
  berlinInputToDate,
  splitLines,
  splitTags,
  type WorkshopFormValues,
} from './workshop-form-values';
import { untypedMessages } from '../../../../shared/i18n/untyped-messages';

/** The form's fields that can carry a message (also the `name`s of their controls). */
export const FORM_FIELDS = [
  'title',
  'description',
  'start',
  'durationMinutes',
  'format',
  'location',
  'videoCallLink',
  'maxParticipants',
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

const isWholeNumber = (text: string) => /^\d+$/.test(text.trim());

/** The same rules the server enforces, so most mistakes are shown before sending. */
export function validateWorkshopForm(
  values: WorkshopFormValues,
  options: { mode: 'create' | 'edit'; hasPoster: boolean; now: Date; initialStart?: string },
  intl: IntlShape,
): FormErrors {
  const t = intl.formatMessage;
  const errors: FormErrors = {};
  if (!values.title.trim()) errors.title = t(m.titleRequired);
  else if (values.title.trim().length > WORKSHOP_TEXT_LIMITS.title)
    errors.title = t(m.tooLong, { max: WORKSHOP_TEXT_LIMITS.title });
  if (!values.description.trim()) errors.description = t(m.descriptionRequired);
  else if (values.description.trim().length > WORKSHOP_TEXT_LIMITS.description)
    errors.description = t(m.tooLong, { max: WORKSHOP_TEXT_LIMITS.description });

  const start = berlinInputToDate(values.start);
  if (!start) errors.start = t(m.startRequired);
  // Like the server: a new start must lie ahead; an edit may keep a start that has passed.
  else if (
    start <= options.now &&
    (options.mode === 'create' || values.start !== options.initialStart)
  )
    errors.start = t(m.startPast);

  const duration = LIMITS.workshop.durationMinutes;
  const minutes = Number(values.durationMinutes);
  if (
    !isWholeNumber(values.durationMinutes) ||
    minutes < duration.min ||
    minutes > duration.max ||
    minutes % duration.step !== 0
  ) {
    errors.durationMinutes = t(m.duration, duration);
  }

  const participants = LIMITS.workshop.participants;
  const max = Number(values.maxParticipants);
  if (!isWholeNumber(values.maxParticipants) || max < participants.min || max > participants.max) {
    errors.maxParticipants = t(m.participants, participants);
  }

  // The place rule the server enforces (libs/domain): hybrid needs a location and a link.
  const format = values.format === 'onsite' ? 'in_person' : values.format;
  const place = workshopPlaceProblems(format, values.location, values.videoCallLink);
  if (place.location === 'WORKSHOP_LOCATION_REQUIRED') errors.location = t(m.locationRequired);
  if (place.videoCallLink === 'WORKSHOP_LINK_REQUIRED') errors.videoCallLink = t(m.linkRequired);
  if (values.location.trim().length > WORKSHOP_TEXT_LIMITS.location)
    errors.location = t(m.tooLong, { max: WORKSHOP_TEXT_LIMITS.location });
  const link = values.videoCallLink.trim();
  if (
    values.format !== 'onsite' &&
    link &&
    (!safeHttpUrl(link) || link.length > WORKSHOP_TEXT_LIMITS.videoCallLink)
  ) {
    errors.videoCallLink = t(m.link);
  }

  const lists = {
    learningObjectives: splitLines(values.learningObjectives),
    materials: splitLines(values.materials),
    tags: splitTags(values.tags),
  };
  for (const field of ['learningObjectives', 'materials', 'tags'] as const) {
    const limit = WORKSHOP_LIST_LIMITS[field];
    const list = lists[field];
    if (list.length > limit.entries || list.some((entry) => entry.length > limit.length)) {
      errors[field] = t(m.list, limit);
    }
  }

  if (options.mode === 'create') {
    let cents: number | null = null;
    try {
      cents = parseEuroToCents(values.basePrice);
    } catch {
      cents = null;
    }
    if (cents === null || cents > WORKSHOP_MAX_PRICE_CENTS) errors.basePrice = t(m.price);
  }

  if (values.recurring) {
    const interval = LIMITS.workshop.recurrenceInterval;
    const n = Number(values.interval);
    if (!isWholeNumber(values.interval) || n < interval.min || n > interval.max) {
      errors.interval = t(m.interval, { min: interval.min, max: interval.max });
    }
    if (values.endDate && start && isEndDateBeforeStart(values.endDate, start)) {
      errors.endDate = t(m.endDate);
    }
  }

  if (options.mode === 'create' && !options.hasPoster) errors.poster = t(m.posterRequired);
  return errors;
}

/** Server field names (CreateWorkshopInput) to the form's fields. */
export function formFieldOfServerField(field: string): FormField | null {
  const key = field.split('.')[0] ?? field;
  const map: Record<string, FormField> = {
    title: 'title',
    description: 'description',
    startTime: 'start',
    durationMinutes: 'durationMinutes',
    format: 'format',
    location: 'location',
    videoCallLink: 'videoCallLink',
    maxParticipants: 'maxParticipants',
    learningObjectives: 'learningObjectives',
    materials: 'materials',
    tags: 'tags',
    basePriceCents: 'basePrice',
    poster: 'poster',
    recurrence: field.endsWith('endDate') ? 'endDate' : 'interval',
  };
  return map[key] ?? null;
}
