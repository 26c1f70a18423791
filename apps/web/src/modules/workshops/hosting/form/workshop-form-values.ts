import {
  LIMITS,
  MINIMUM_PARTICIPANTS_LIMITS,
  allowsGuests,
  buildRecurrenceRule,
  decisionHoursOf,
  decisionTimeOf,
  type DecisionTimeUnit,
  fromWallClock,
  parseEuroToCents,
  parseRecurrencePattern,
  toWallClock,
  type RecurrenceFrequency,
  type WeekdayCode,
  type WorkshopDraftInput,
  workshopPlaceFields,
} from '@platform/domain';

/** The form's format choice; `onsite` is sent as the API's `in_person`. */
export type FormFormat = 'online' | 'onsite' | 'hybrid';

/** What the workshop form holds while the member types (numbers as typed text). */
export interface WorkshopFormValues {
  title: string;
  description: string;
  category: string;
  /** `YYYY-MM-DDTHH:mm`, a wall-clock time in Europe/Berlin (datetime-local input). */
  start: string;
  durationMinutes: string;
  format: FormFormat;
  location: string;
  videoCallLink: string;
  maxParticipants: string;
  /** Empty: no minimum. */
  minParticipants: string;
  /** How long before each date's start its minimum is decided, in `decisionUnit`s. */
  decisionAmount: string;
  decisionUnit: DecisionTimeUnit;
  /** One per line. */
  learningObjectives: string;
  /** One per line. */
  materials: string;
  /** Comma-separated. */
  tags: string;
  isPublic: boolean;
  visibility: 'public' | 'members_only';
  guestRegistrationEnabled: boolean;
  /** Euros with optional cents, e.g. "49,90" (create only). */
  basePrice: string;
  recurring: boolean;
  frequency: RecurrenceFrequency;
  interval: string;
  weekdays: WeekdayCode[];
  /** `YYYY-MM-DD` or empty. */
  endDate: string;
  /** Berlin days (`YYYY-MM-DD`) the rule skips, e.g. holidays. */
  skippedDates: string[];
}

export const EMPTY_FORM: WorkshopFormValues = {
  title: '',
  description: '',
  category: '',
  start: '',
  durationMinutes: String(LIMITS.workshop.durationMinutes.default),
  format: 'online',
  location: '',
  videoCallLink: '',
  maxParticipants: String(LIMITS.workshop.participants.default),
  minParticipants: '',
  decisionAmount: String(MINIMUM_PARTICIPANTS_LIMITS.decisionHours.default / 24),
  decisionUnit: 'days',
  learningObjectives: '',
  materials: '',
  tags: '',
  isPublic: true,
  visibility: 'public',
  guestRegistrationEnabled: false,
  basePrice: '0',
  recurring: false,
  frequency: 'WEEKLY',
  interval: String(LIMITS.workshop.recurrenceInterval.default),
  weekdays: [],
  endDate: '',
  skippedDates: [],
};

/** Lines split, trimmed, empties dropped (the server does the same). */
export const splitLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Comma-separated tags, trimmed, empties dropped. */
export const splitTags = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The Berlin wall-clock time as an instant; null if the text is not a complete date-time. */
export function berlinInputToDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return fromWallClock({ year, month, day, hour, minute });
}

/** An instant as the datetime-local text of its Berlin wall-clock time. */
export function dateToBerlinInput(value: string | Date): string {
  const wall = toWallClock(new Date(value));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The stored workshop as form values (edit mode). */
export interface EditableWorkshop {
  title: string;
  description: string;
  /** Texts changed after approval, waiting for an admin: the form shows (and keeps) them. */
  pendingTitle?: string | null;
  pendingDescription?: string | null;
  category: string | null;
  startTime: string;
  durationMinutes: number;
  format: string;
  location: string | null;
  videoCallLink: string | null;
  maxParticipants: number;
  minParticipants?: number | null;
  minParticipantsDecisionHours?: number | null;
  learningObjectives: readonly string[];
  materials: readonly { title: string }[];
  tags: readonly string[];
  isPublic: boolean;
  visibility: string;
  guestRegistrationEnabled: boolean;
  basePriceCents: number;
  recurrenceRule: string | null;
  recurrenceEndDate: string | null;
  skippedDates?: readonly string[];
}

export function valuesFromWorkshop(workshop: EditableWorkshop): WorkshopFormValues {
  const pattern = workshop.recurrenceRule ? parseRecurrencePattern(workshop.recurrenceRule) : null;
  return {
    ...EMPTY_FORM,
    title: workshop.pendingTitle ?? workshop.title,
    description: workshop.pendingDescription ?? workshop.description,
    category: workshop.category ?? '',
    start: dateToBerlinInput(workshop.startTime),
    durationMinutes: String(workshop.durationMinutes),
    format: workshop.format === 'in_person' ? 'onsite' : (workshop.format as FormFormat),
    location: workshop.location ?? '',
    videoCallLink: workshop.videoCallLink ?? '',
    maxParticipants: String(workshop.maxParticipants),
    ...minimumValuesOf(workshop),
    learningObjectives: workshop.learningObjectives.join('\n'),
    materials: workshop.materials.map((material) => material.title).join('\n'),
    tags: workshop.tags.join(', '),
    isPublic: workshop.isPublic,
    visibility: workshop.visibility === 'members_only' ? 'members_only' : 'public',
    guestRegistrationEnabled: workshop.guestRegistrationEnabled,
    basePrice: (workshop.basePriceCents / 100).toFixed(2),
    recurring: Boolean(pattern),
    skippedDates: [...(workshop.skippedDates ?? [])],
    frequency: pattern?.frequency ?? EMPTY_FORM.frequency,
    interval: String(pattern?.interval ?? EMPTY_FORM.interval),
    weekdays: pattern?.weekdays ?? [],
    endDate: workshop.recurrenceEndDate ?? '',
  };
}

/** The rule and end date the widget describes, or null for a one-off workshop. */
export function recurrenceOf(
  values: WorkshopFormValues,
): { rule: string; endDate: string | null } | null {
  if (!values.recurring) return null;
  return {
    rule: buildRecurrenceRule({
      frequency: values.frequency,
      interval: Number(values.interval),
      weekdays: values.weekdays,
    }),
    endDate: values.endDate || null,
  };
}

/** The fields both create and update send (values already validated). */
export function commonInput(values: WorkshopFormValues) {
  const start = berlinInputToDate(values.start);
  if (!start) throw new RangeError('start must be validated first');
  const inPerson = values.format === 'onsite';
  const place = workshopPlaceFields(values.format);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category.trim() || null,
    format: inPerson ? 'in_person' : values.format,
    location: place.location ? values.location.trim() || null : null,
    videoCallLink: place.videoCallLink ? values.videoCallLink.trim() || null : null,
    startTime: start.toISOString(),
    timeZone: 'Europe/Berlin',
    durationMinutes: Number(values.durationMinutes),
    maxParticipants: Number(values.maxParticipants),
    ...minimumInput(values),
    learningObjectives: splitLines(values.learningObjectives),
    materials: splitLines(values.materials),
    tags: splitTags(values.tags),
    isPublic: values.isPublic,
    visibility: values.visibility,
    // Guests can only register for a workshop that is open to visitors.
    guestRegistrationEnabled: allowsGuests(values),
    skippedDates: values.recurring ? values.skippedDates : [],
  };
}

export const basePriceCentsOf = (values: WorkshopFormValues) => parseEuroToCents(values.basePrice);

/** Whole numbers as typed ("60"); anything else is not a number. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

function centsOrNaN(text: string): number {
  try {
    return parseEuroToCents(text);
  } catch {
    return Number.NaN;
  }
}

/**
 * The values as the shared draft rules (libs/domain) read them: what the form would send,
 * with texts left as typed so that the rules clean and judge them as the server does.
 */
export function draftInputOf(
  values: WorkshopFormValues,
  options: { withPrice: boolean },
): WorkshopDraftInput {
  const place = workshopPlaceFields(values.format);
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    format: values.format === 'onsite' ? 'in_person' : values.format,
    location: place.location ? values.location : null,
    videoCallLink: place.videoCallLink ? values.videoCallLink : null,
    startTime: berlinInputToDate(values.start),
    durationMinutes: wholeNumber(values.durationMinutes),
    maxParticipants: wholeNumber(values.maxParticipants),
    ...minimumInput(values),
    learningObjectives: [values.learningObjectives],
    materials: [values.materials],
    tags: [values.tags],
    isPublic: values.isPublic,
    visibility: values.visibility,
    guestRegistrationEnabled: allowsGuests(values),
    ...(options.withPrice ? { basePriceCents: centsOrNaN(values.basePrice) } : {}),
    recurrence: typedRecurrence(values),
    skippedDates: values.recurring ? values.skippedDates : [],
  };
}

/** The minimum as the API takes it: none when the field is empty, the decision time in hours. */
export function minimumInput(values: WorkshopFormValues): {
  minParticipants: number | null;
  minParticipantsDecisionHours: number | null;
} {
  if (!values.minParticipants.trim())
    return { minParticipants: null, minParticipantsDecisionHours: null };
  return {
    minParticipants: wholeNumber(values.minParticipants),
    minParticipantsDecisionHours: decisionHoursOf(
      wholeNumber(values.decisionAmount),
      values.decisionUnit,
    ),
  };
}

function minimumValuesOf(
  workshop: EditableWorkshop,
): Pick<WorkshopFormValues, 'minParticipants' | 'decisionAmount' | 'decisionUnit'> {
  if (!workshop.minParticipants || !workshop.minParticipantsDecisionHours)
    return {
      minParticipants: '',
      decisionAmount: EMPTY_FORM.decisionAmount,
      decisionUnit: EMPTY_FORM.decisionUnit,
    };
  const time = decisionTimeOf(workshop.minParticipantsDecisionHours);
  return {
    minParticipants: String(workshop.minParticipants),
    decisionAmount: String(time.amount),
    decisionUnit: time.unit,
  };
}

/** The rule as typed: an interval the builder refuses stays in it, for the rules to refuse. */
function typedRecurrence(values: WorkshopFormValues) {
  try {
    return recurrenceOf(values);
  } catch {
    return {
      rule: `FREQ=${values.frequency};INTERVAL=${values.interval.trim() || 'none'}`,
      endDate: values.endDate || null,
    };
  }
}
