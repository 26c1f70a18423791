import { isOneOf, WORKSHOP_VISIBILITIES } from './enums.js';
import type { WorkshopFormat, WorkshopVisibility } from './enums.js';
import {
  WORKSHOP_LIST_LIMITS,
  WORKSHOP_MAX_PRICE_CENTS,
  WORKSHOP_TEXT_LIMITS,
} from './input-limits.js';
import { LIMITS, WORKSHOP_TIME_ZONE } from './limits.js';
import { RECURRENCE_FREQUENCIES, WEEKDAY_CODES } from './recurrence.js';
import { fromWallClock, toWallClock } from './time-zone.js';
import { MAX_SKIPPED_DATES, normalizeSkippedDates } from './workshop-hosting.js';
import { workshopPlaceProblems, type WorkshopPlaceProblem } from './workshop-place.js';
import { isOpenToVisitors } from './workshop-visibility.js';
import { isHttpUrl } from './http-url.js';
import { minimumProblems, type MinimumRuleCode, type WorkshopMinimum } from './workshop-minimum.js';

/**
 * The workshop draft rules: ONE function that the API runs on every create and update (and maps
 * the codes to its error catalog) and the create/edit form runs before sending (and maps the same
 * codes to its messages). Field names are the API's input names.
 */
export type WorkshopRuleCode =
  | WorkshopPlaceProblem
  | MinimumRuleCode
  | 'WORKSHOP_TITLE_REQUIRED'
  | 'WORKSHOP_DESCRIPTION_REQUIRED'
  | 'WORKSHOP_TEXT_TOO_LONG'
  | 'WORKSHOP_FORMAT_INVALID'
  | 'WORKSHOP_LINK_INVALID'
  | 'WORKSHOP_START_INVALID'
  | 'WORKSHOP_TIME_ZONE_INVALID'
  | 'WORKSHOP_DURATION_INVALID'
  | 'WORKSHOP_PARTICIPANTS_INVALID'
  | 'WORKSHOP_LIST_TOO_LONG'
  | 'WORKSHOP_VISIBILITY_INVALID'
  | 'WORKSHOP_GUESTS_NOT_PUBLIC'
  | 'WORKSHOP_PRICE_INVALID'
  | 'WORKSHOP_SKIPPED_DATES_INVALID'
  | 'WORKSHOP_INTERVAL_INVALID'
  | 'WORKSHOP_RECURRENCE_INVALID'
  | 'WORKSHOP_END_BEFORE_START'
  | 'WORKSHOP_POSTER_REQUIRED';

/** Field name (the API's input name, `recurrence.rule` for nested ones) to its first problem. */
export type WorkshopProblems = Record<string, WorkshopRuleCode>;

/** The workshop's fields as a caller sends them (before cleaning). */
export interface WorkshopFieldsDraftInput {
  title: string;
  description: string;
  category?: string | null;
  format: string;
  location?: string | null;
  videoCallLink?: string | null;
  /** Null or an invalid date when the caller has none. */
  startTime: Date | null;
  timeZone?: string | null;
  durationMinutes: number;
  maxParticipants: number;
  learningObjectives?: string[] | null;
  materials?: string[] | null;
  tags?: string[] | null;
  isPublic: boolean;
  visibility: string;
  guestRegistrationEnabled: boolean;
}

export interface WorkshopDraftInput extends WorkshopFieldsDraftInput {
  /** Checked when present (create); an update does not change the price here. */
  basePriceCents?: number;
  /** Undefined: keep the current schedule; null: one-off. */
  recurrence?: { rule: string; endDate?: string | null } | null;
  /** Undefined: keep the current skipped days. */
  skippedDates?: string[] | null;
  /** Undefined: keep the current minimum; null: none. */
  minParticipants?: number | null;
  /** Hours before each session's start when its minimum is decided (with a minimum). */
  minParticipantsDecisionHours?: number | null;
}

/** The workshop's fields after cleaning and checking: what gets stored. */
export interface WorkshopDraftFields {
  title: string;
  description: string;
  category: string | null;
  format: WorkshopFormat;
  location: string | null;
  videoCallLink: string | null;
  startsAt: Date;
  durationMinutes: number;
  maxParticipants: number;
  learningObjectives: string[];
  materials: { type: 'text'; title: string }[];
  tags: string[];
  isPublic: boolean;
  visibility: WorkshopVisibility;
  guestRegistrationEnabled: boolean;
}

export interface WorkshopSchedule {
  /** Normalised RRULE body, or null for a one-off workshop. */
  rule: string | null;
  /** End of the last day (Berlin) on which a session may start. */
  endsAt: Date | null;
}

export interface WorkshopDraftOptions {
  now: Date;
  /** False when an edit keeps the start it already had (a running series may have started). */
  startMustBeFuture: boolean;
  /** Create: a poster is required; `hasPoster` says whether one came. */
  posterRequired?: boolean;
  hasPoster?: boolean;
  /** What an update keeps when recurrence, skipped days or the minimum are not sent. */
  current?: {
    schedule: WorkshopSchedule;
    skippedDates: string[];
    minimum?: WorkshopMinimum | null;
  };
}

export interface WorkshopDraftCheck {
  draft: WorkshopDraftFields;
  schedule: WorkshopSchedule;
  skippedDates: string[];
  /** The minimum to store (null: none). */
  minimum: WorkshopMinimum | null;
  /** Empty when every rule holds. */
  problems: WorkshopProblems;
}

/** Runs every workshop draft rule; the first problem per field is kept. */
export function checkWorkshopDraft(
  input: WorkshopDraftInput,
  options: WorkshopDraftOptions,
): WorkshopDraftCheck {
  const problems: WorkshopProblems = {};
  const add = (field: string, code: WorkshopRuleCode) => {
    problems[field] ??= code;
  };
  const draft = checkFields(input, add, options);
  if (input.basePriceCents !== undefined && !isValidPriceCents(input.basePriceCents))
    add('basePriceCents', 'WORKSHOP_PRICE_INVALID');
  const schedule =
    input.recurrence === undefined && options.current
      ? options.current.schedule
      : checkRecurrence(input.recurrence, draft.startsAt, add);
  const skippedDates = checkSkippedDates(
    input.skippedDates,
    options.current?.skippedDates ?? [],
    add,
  );
  if (options.posterRequired && !options.hasPoster) add('poster', 'WORKSHOP_POSTER_REQUIRED');
  const minimum = checkMinimum(input, options.current?.minimum ?? null, add);
  return { draft, schedule, skippedDates, minimum, problems };
}

/** Absent: keep `current` (checked against the maximum sent); null: none; else checked. */
function checkMinimum(
  input: WorkshopDraftInput,
  current: WorkshopMinimum | null,
  add: Add,
): WorkshopMinimum | null {
  const participants =
    input.minParticipants === undefined ? (current?.participants ?? null) : input.minParticipants;
  if (participants === null) return null;
  const decisionHours =
    input.minParticipants === undefined
      ? current?.decisionHours
      : input.minParticipantsDecisionHours;
  const problems = minimumProblems(participants, decisionHours, input.maxParticipants);
  for (const [field, code] of Object.entries(problems)) add(field, code);
  return { participants, decisionHours: decisionHours ?? 0 };
}

type Add = (field: string, code: WorkshopRuleCode) => void;

export function isValidPriceCents(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents >= 0 && cents <= WORKSHOP_MAX_PRICE_CENTS;
}

function checkFields(
  input: WorkshopFieldsDraftInput,
  add: Add,
  options: WorkshopDraftOptions,
): WorkshopDraftFields {
  const title = input.title.trim();
  if (!title) add('title', 'WORKSHOP_TITLE_REQUIRED');
  const description = input.description.trim();
  if (!description) add('description', 'WORKSHOP_DESCRIPTION_REQUIRED');

  const format = toFormat(input.format);
  if (!format) add('format', 'WORKSHOP_FORMAT_INVALID');
  const category = blankToNull(input.category);
  const location = blankToNull(input.location);
  const videoCallLink = blankToNull(input.videoCallLink);
  const texts = { title, description, category, location, videoCallLink };
  for (const [field, text] of Object.entries(texts)) {
    if (text && text.length > WORKSHOP_TEXT_LIMITS[field as keyof typeof WORKSHOP_TEXT_LIMITS])
      add(field, 'WORKSHOP_TEXT_TOO_LONG');
  }
  if (videoCallLink && !isHttpUrl(videoCallLink)) add('videoCallLink', 'WORKSHOP_LINK_INVALID');
  if (format) {
    const place = workshopPlaceProblems(format, location, videoCallLink);
    if (place.location) add('location', place.location);
    if (place.videoCallLink) add('videoCallLink', place.videoCallLink);
  }

  const startsAt = input.startTime ?? new Date(Number.NaN);
  if (!(startsAt instanceof Date) || Number.isNaN(startsAt.getTime())) {
    add('startTime', 'WORKSHOP_START_INVALID');
  } else if (options.startMustBeFuture && startsAt <= options.now) {
    add('startTime', 'WORKSHOP_START_INVALID');
  }
  if (input.timeZone && input.timeZone !== WORKSHOP_TIME_ZONE)
    add('timeZone', 'WORKSHOP_TIME_ZONE_INVALID');

  const duration = LIMITS.workshop.durationMinutes;
  if (
    !Number.isInteger(input.durationMinutes) ||
    input.durationMinutes < duration.min ||
    input.durationMinutes > duration.max ||
    input.durationMinutes % duration.step !== 0
  ) {
    add('durationMinutes', 'WORKSHOP_DURATION_INVALID');
  }
  const participants = LIMITS.workshop.participants;
  if (
    !Number.isInteger(input.maxParticipants) ||
    input.maxParticipants < participants.min ||
    input.maxParticipants > participants.max
  ) {
    add('maxParticipants', 'WORKSHOP_PARTICIPANTS_INVALID');
  }

  const learningObjectives = cleanList(input.learningObjectives, /\r?\n/);
  const materials = cleanList(input.materials, /\r?\n/);
  const tags = dedupe(cleanList(input.tags, ','));
  for (const [field, list] of Object.entries({ learningObjectives, materials, tags })) {
    const limit = WORKSHOP_LIST_LIMITS[field as keyof typeof WORKSHOP_LIST_LIMITS];
    if (list.length > limit.entries || list.some((entry) => entry.length > limit.length))
      add(field, 'WORKSHOP_LIST_TOO_LONG');
  }

  const visibility = isOneOf(WORKSHOP_VISIBILITIES, input.visibility) ? input.visibility : null;
  if (!visibility) add('visibility', 'WORKSHOP_VISIBILITY_INVALID');
  const isPublic = input.isPublic;
  if (input.guestRegistrationEnabled && !isOpenToVisitors({ isPublic, visibility }))
    add('guestRegistrationEnabled', 'WORKSHOP_GUESTS_NOT_PUBLIC');

  return {
    title,
    description,
    category,
    format: format ?? 'online',
    location: format === 'online' ? null : location,
    videoCallLink: format === 'in_person' ? null : videoCallLink,
    startsAt,
    durationMinutes: input.durationMinutes,
    maxParticipants: input.maxParticipants,
    learningObjectives,
    materials: materials.map((entry) => ({ type: 'text' as const, title: entry })),
    tags,
    isPublic,
    visibility: visibility ?? 'public',
    guestRegistrationEnabled: input.guestRegistrationEnabled,
  };
}

/** Absent: keep `current`; otherwise real days, unique and sorted, at most MAX_SKIPPED_DATES. */
function checkSkippedDates(
  input: string[] | null | undefined,
  current: string[],
  add: Add,
): string[] {
  if (input === undefined) return current;
  const days = normalizeSkippedDates(input);
  if (!days || days.length > MAX_SKIPPED_DATES) {
    add('skippedDates', 'WORKSHOP_SKIPPED_DATES_INVALID');
    return current;
  }
  return days;
}

/**
 * Checks a recurrence against the first start and normalises its rule: FREQ (DAILY, WEEKLY,
 * MONTHLY), INTERVAL 1-52, BYDAY (MO-SU; with an ordinal such as 2FR for monthly rules) and
 * BYMONTHDAY. An UNTIL in the rule stands in for a missing end date; COUNT is not accepted
 * because the end is a date in this product.
 */
function checkRecurrence(
  recurrence: WorkshopDraftInput['recurrence'],
  startsAt: Date,
  add: Add,
): WorkshopSchedule {
  if (!recurrence) return { rule: null, endsAt: null };
  const parsed = parseRule(recurrence.rule);
  if (parsed === 'interval') add('recurrence.rule', 'WORKSHOP_INTERVAL_INVALID');
  else if (!parsed) add('recurrence.rule', 'WORKSHOP_RECURRENCE_INVALID');
  const valid = typeof parsed === 'object' ? parsed : null;
  // The end date is checked even beside a broken rule, so that both are reported at once.
  const endDate = blankToNull(recurrence.endDate) ?? valid?.untilDate ?? null;
  const endDay = endDate ? parseDay(endDate) : undefined;
  if (endDate && !endDay) add('recurrence.endDate', 'WORKSHOP_END_BEFORE_START');
  const start = Number.isNaN(startsAt.getTime()) ? null : toWallClock(startsAt);
  if (endDay && start && dayNumber(endDay) < dayNumber(start))
    add('recurrence.endDate', 'WORKSHOP_END_BEFORE_START');
  if (!valid) return { rule: null, endsAt: null };
  const endsAt = endDay ? fromWallClock({ ...endDay, hour: 23, minute: 59 }) : null;
  return { rule: valid.rule, endsAt };
}

function parseRule(
  text: string,
): { rule: string; untilDate: string | null } | 'interval' | undefined {
  const parts = new Map<string, string>();
  for (const part of text.replace(/^RRULE:/i, '').split(';')) {
    if (!part.trim()) continue;
    const [key, value, ...rest] = part.trim().toUpperCase().split('=');
    if (!key || !value || rest.length > 0 || parts.has(key)) return undefined;
    parts.set(key, value);
  }
  const frequency = parts.get('FREQ');
  if (!isOneOf(RECURRENCE_FREQUENCIES, frequency)) return undefined;
  const known = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'UNTIL', 'WKST']);
  if ([...parts.keys()].some((key) => !known.has(key))) return undefined;

  const { min, max } = LIMITS.workshop.recurrenceInterval;
  const intervalText = parts.get('INTERVAL') ?? '1';
  if (!/^\d{1,3}$/.test(intervalText)) return 'interval';
  const interval = Number(intervalText);
  if (interval < min || interval > max) return 'interval';

  const rule = [`FREQ=${frequency}`, `INTERVAL=${interval}`];
  const byDay = parts.get('BYDAY');
  if (byDay) {
    const days = byDay.split(',');
    const pattern =
      frequency === 'MONTHLY'
        ? /^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$/
        : /^(MO|TU|WE|TH|FR|SA|SU)$/;
    if (days.some((day) => !pattern.test(day))) return undefined;
    const unique = [...new Set(days)];
    if (frequency === 'WEEKLY')
      unique.sort((a, b) => WEEKDAY_CODES.indexOf(a as never) - WEEKDAY_CODES.indexOf(b as never));
    rule.push(`BYDAY=${unique.join(',')}`);
  }
  const byMonthDay = parts.get('BYMONTHDAY');
  if (byMonthDay) {
    const days = byMonthDay.split(',');
    const valid = days.every(
      (d) => /^-?\d{1,2}$/.test(d) && Math.abs(Number(d)) >= 1 && Math.abs(Number(d)) <= 31,
    );
    if (frequency !== 'MONTHLY' || !valid) return undefined;
    rule.push(`BYMONTHDAY=${days.map(Number).join(',')}`);
  }
  const until = parts.get('UNTIL');
  let untilDate: string | null = null;
  if (until) {
    const match = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(until);
    if (!match) return undefined;
    untilDate = `${match[1]}-${match[2]}-${match[3]}`;
  }
  return { rule: rule.join(';'), untilDate };
}

function parseDay(text: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

function dayNumber(day: { year: number; month: number; day: number }): number {
  return day.year * 10_000 + day.month * 100 + day.day;
}

function toFormat(value: string): WorkshopFormat | null {
  const normalized = value.trim().toLowerCase();
  if (normalized === 'onsite' || normalized === 'in_person') return 'in_person';
  if (normalized === 'online' || normalized === 'hybrid') return normalized;
  return null;
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Splits every entry (a textarea may arrive as one entry), trims, drops empties. */
function cleanList(list: string[] | null | undefined, separator: RegExp | string): string[] {
  return (list ?? [])
    .flatMap((entry) => entry.split(separator))
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function dedupe(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((entry) => {
    const key = entry.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
