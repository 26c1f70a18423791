import {
  berlinDayOf,
  fromWallClock,
  isOneOf,
  LIMITS,
  MAX_SKIPPED_DATES,
  normalizeSkippedDates,
  RECURRENCE_FREQUENCIES,
  toWallClock,
  WEEKDAY_CODES,
  WORKSHOP_LIST_LIMITS,
  WORKSHOP_MAX_PRICE_CENTS,
  WORKSHOP_TIME_ZONE,
  WORKSHOP_VISIBILITIES,
  workshopPlaceProblems,
  type WorkshopFormat,
  type WorkshopVisibility,
} from '@platform/domain';
import { isURL } from 'class-validator';
import { DomainError } from '../../core/errors/domain-error.js';
import type { ErrorCode } from '../../core/errors/error-catalog.js';
import type { RecurrenceInput, WorkshopFieldsInput } from './dto/workshop.input.js';
import type { WorkshopMaterial } from './entities/workshop.entity.js';

/** The workshop's fields after cleaning and checking: what gets stored. */
export interface WorkshopDraft {
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
  materials: WorkshopMaterial[];
  tags: string[];
  isPublic: boolean;
  visibility: WorkshopVisibility;
  guestRegistrationEnabled: boolean;
}

export interface Schedule {
  /** Normalised RRULE body, or null for a one-off workshop. */
  rule: string | null;
  /** End of the last day (Berlin) on which a session may start. */
  endsAt: Date | null;
}

/** Collects every broken rule so that the form can show them all at once. */
export class FieldProblems {
  private readonly fields: Record<string, ErrorCode> = {};

  add(field: string, code: ErrorCode): void {
    this.fields[field] ??= code;
  }

  /** One problem answers with its own text; several with "please check your input". */
  throwIfAny(): void {
    const codes = Object.values(this.fields);
    if (codes.length === 0) return;
    const code: ErrorCode = codes.length === 1 ? codes[0] : 'VALIDATION_FAILED';
    throw new DomainError(code, { fields: this.fields });
  }
}

/**
 * Cleans and checks the shared workshop fields. `startMustBeFuture` is false when an edit
 * keeps the start it already had (a running series may have started in the past).
 */
export function checkWorkshopFields(
  input: WorkshopFieldsInput,
  problems: FieldProblems,
  options: { now: Date; startMustBeFuture: boolean },
): WorkshopDraft {
  const title = input.title.trim();
  if (!title) problems.add('title', 'WORKSHOP_TITLE_REQUIRED');
  const description = input.description.trim();
  if (!description) problems.add('description', 'WORKSHOP_DESCRIPTION_REQUIRED');

  const format = toFormat(input.format);
  if (!format) problems.add('format', 'WORKSHOP_FORMAT_INVALID');
  const location = blankToNull(input.location);
  const videoCallLink = blankToNull(input.videoCallLink);
  if (videoCallLink && !isHttpUrl(videoCallLink))
    problems.add('videoCallLink', 'WORKSHOP_LINK_INVALID');
  if (format) {
    const place = workshopPlaceProblems(format, location, videoCallLink);
    if (place.location) problems.add('location', place.location);
    if (place.videoCallLink) problems.add('videoCallLink', place.videoCallLink);
  }

  const startsAt = input.startTime;
  if (!(startsAt instanceof Date) || Number.isNaN(startsAt.getTime())) {
    problems.add('startTime', 'WORKSHOP_START_INVALID');
  } else if (options.startMustBeFuture && startsAt <= options.now) {
    problems.add('startTime', 'WORKSHOP_START_INVALID');
  }
  if (input.timeZone && input.timeZone !== WORKSHOP_TIME_ZONE)
    problems.add('timeZone', 'WORKSHOP_TIME_ZONE_INVALID');

  const duration = LIMITS.workshop.durationMinutes;
  if (
    !Number.isInteger(input.durationMinutes) ||
    input.durationMinutes < duration.min ||
    input.durationMinutes > duration.max ||
    input.durationMinutes % duration.step !== 0
  ) {
    problems.add('durationMinutes', 'WORKSHOP_DURATION_INVALID');
  }
  const participants = LIMITS.workshop.participants;
  if (
    !Number.isInteger(input.maxParticipants) ||
    input.maxParticipants < participants.min ||
    input.maxParticipants > participants.max
  ) {
    problems.add('maxParticipants', 'WORKSHOP_PARTICIPANTS_INVALID');
  }

  const learningObjectives = cleanList(input.learningObjectives, /\r?\n/);
  const materials = cleanList(input.materials, /\r?\n/);
  const tags = dedupe(cleanList(input.tags, ','));
  for (const [field, list] of Object.entries({ learningObjectives, materials, tags })) {
    const limit = WORKSHOP_LIST_LIMITS[field as keyof typeof WORKSHOP_LIST_LIMITS];
    if (list.length > limit.entries || list.some((entry) => entry.length > limit.length))
      problems.add(field, 'WORKSHOP_LIST_TOO_LONG');
  }

  const visibility = isOneOf(WORKSHOP_VISIBILITIES, input.visibility) ? input.visibility : null;
  if (!visibility) problems.add('visibility', 'WORKSHOP_VISIBILITY_INVALID');
  const isPublic = input.isPublic;
  if (input.guestRegistrationEnabled && !(isPublic && visibility === 'public'))
    problems.add('guestRegistrationEnabled', 'WORKSHOP_GUESTS_NOT_PUBLIC');

  return {
    title,
    description,
    category: blankToNull(input.category),
    format: format ?? 'online',
    location: format === 'online' ? null : location,
    videoCallLink: format === 'in_person' ? null : videoCallLink,
    startsAt,
    durationMinutes: input.durationMinutes,
    maxParticipants: input.maxParticipants,
    learningObjectives,
    materials: materials.map((entry) => ({ type: 'text', title: entry })),
    tags,
    isPublic,
    visibility: visibility ?? 'public',
    guestRegistrationEnabled: input.guestRegistrationEnabled,
  };
}

/** Absent: keep `current`; otherwise real days, unique and sorted, at most MAX_SKIPPED_DATES. */
export function checkSkippedDates(
  input: string[] | null | undefined,
  current: string[],
  problems: FieldProblems,
): string[] {
  if (input === undefined) return current;
  const days = normalizeSkippedDates(input);
  if (!days || days.length > MAX_SKIPPED_DATES) {
    problems.add('skippedDates', 'WORKSHOP_SKIPPED_DATES_INVALID');
    return current;
  }
  return days;
}

export function checkPrice(cents: number, problems: FieldProblems): void {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > WORKSHOP_MAX_PRICE_CENTS)
    problems.add('basePriceCents', 'WORKSHOP_PRICE_INVALID');
}

/**
 * Checks a recurrence against the first start and normalises its rule: FREQ (DAILY, WEEKLY,
 * MONTHLY), INTERVAL 1-52, BYDAY (MO-SU; with an ordinal such as 2FR for monthly rules) and
 * BYMONTHDAY. An UNTIL in the rule stands in for a missing end date; COUNT is not accepted
 * because the end is a date in this product.
 */
export function checkRecurrence(
  recurrence: RecurrenceInput | null | undefined,
  startsAt: Date,
  problems: FieldProblems,
): Schedule {
  if (!recurrence) return { rule: null, endsAt: null };
  const parsed = parseRule(recurrence.rule);
  if (parsed === 'interval') {
    problems.add('recurrence.rule', 'WORKSHOP_INTERVAL_INVALID');
    return { rule: null, endsAt: null };
  }
  if (!parsed) {
    problems.add('recurrence.rule', 'WORKSHOP_RECURRENCE_INVALID');
    return { rule: null, endsAt: null };
  }
  const endDate = blankToNull(recurrence.endDate) ?? parsed.untilDate;
  if (!endDate) return { rule: parsed.rule, endsAt: null };
  const endDay = parseDay(endDate);
  if (!endDay) {
    problems.add('recurrence.endDate', 'WORKSHOP_END_BEFORE_START');
    return { rule: parsed.rule, endsAt: null };
  }
  const start = Number.isNaN(startsAt.getTime()) ? null : toWallClock(startsAt);
  if (start && dayNumber(endDay) < dayNumber(start))
    problems.add('recurrence.endDate', 'WORKSHOP_END_BEFORE_START');
  return { rule: parsed.rule, endsAt: fromWallClock({ ...endDay, hour: 23, minute: 59 }) };
}

/** `YYYY-MM-DD` of the Berlin day on which a stored end falls. */
export function endDateOf(endsAt: Date | null): string | null {
  return endsAt ? berlinDayOf(endsAt) : null;
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

function isHttpUrl(value: string): boolean {
  return isURL(value, { protocols: ['http', 'https'], require_protocol: true });
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
