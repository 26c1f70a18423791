import { isMultiLineText } from './field-rules.js';
import { isCalendarDay } from './workshop-hosting.js';

/**
 * Hours a specialist records on a running project: ONE rule that the API runs on every entry and
 * the member area's form runs before sending, with codes and texts in both languages; and the
 * month a project's hours are closed, approved and invoiced by.
 */

export const PROJECT_HOURS_LIMITS = {
  /** Hours are recorded in quarter hours. */
  step: 0.25,
  /** At most this many hours per specialist, day and project. */
  maxPerDay: 24,
  description: 1000,
} as const;

/** A project month: open (hours change), closed (no change), approved (invoiced). */
export const PROJECT_MONTH_STATUSES = ['open', 'closed', 'approved'] as const;
export type ProjectMonthStatus = (typeof PROJECT_MONTH_STATUSES)[number];

export const PROJECT_HOURS_PROBLEMS = {
  HOURS_DATE_INVALID: {
    de: 'Bitte wählen Sie ein gültiges Datum.',
    en: 'Please choose a valid date.',
  },
  HOURS_DATE_IN_FUTURE: {
    de: 'Stunden können nur für heute oder vergangene Tage erfasst werden.',
    en: 'Hours can only be recorded for today or past days.',
  },
  HOURS_DATE_OUTSIDE_PROJECT: {
    de: 'Dieses Datum liegt außerhalb des Projektzeitraums.',
    en: 'This date lies outside the project’s period.',
  },
  HOURS_AMOUNT_INVALID: {
    de: 'Bitte geben Sie die Stunden in Viertelstunden an (z. B. 1,25), mehr als 0 und höchstens 24.',
    en: 'Please enter the hours in quarter hours (e.g. 1.25), more than 0 and at most 24.',
  },
  HOURS_DAY_LIMIT: {
    de: 'An einem Tag können für dieses Projekt höchstens 24 Stunden erfasst werden.',
    en: 'At most 24 hours can be recorded for this project on one day.',
  },
  HOURS_DESCRIPTION_REQUIRED: {
    de: 'Bitte beschreiben Sie kurz, was Sie getan haben.',
    en: 'Please describe briefly what you did.',
  },
  HOURS_DESCRIPTION_INVALID: {
    de: 'Die Beschreibung darf höchstens 1.000 Zeichen lang sein und keine Steuerzeichen enthalten.',
    en: 'The description may be at most 1,000 characters long and contain no control characters.',
  },
} as const;
export type ProjectHoursProblem = keyof typeof PROJECT_HOURS_PROBLEMS;

export interface ProjectHoursDraft {
  /** `YYYY-MM-DD` (Berlin calendar). */
  workDate: string;
  hours: number;
  description: string;
}

export interface ProjectHoursFields {
  workDate: string;
  /** The hours as whole quarter hours (1.25 h → 5). */
  quarters: number;
  description: string;
}

export type ProjectHoursField = keyof ProjectHoursDraft;

export interface ProjectHoursContext {
  /** Today in Berlin, `YYYY-MM-DD`. */
  today: string;
  /** The project's first day (`YYYY-MM-DD`). */
  projectStart: string;
  /** The project's last day, when it ended. */
  projectEnd?: string | null;
  /** Hours the specialist already has on that day and project (other entries), if known. */
  otherHoursThatDay?: number;
}

/** Hours as whole quarter hours, or null when not a positive multiple of 0.25 up to 24. */
export function hoursToQuarters(hours: unknown): number | null {
  if (typeof hours !== 'number' || !Number.isFinite(hours)) return null;
  const quarters = hours * 4;
  if (!Number.isInteger(quarters) || quarters <= 0 || quarters > PROJECT_HOURS_LIMITS.maxPerDay * 4)
    return null;
  return quarters;
}

/** Quarter hours back to hours (5 → 1.25). */
export const quartersToHours = (quarters: number): number => quarters / 4;

/** The month (`YYYY-MM`) a day belongs to. */
export const monthOfDay = (day: string): string => day.slice(0, 7);

/** Whether `value` is a month written `YYYY-MM`. */
export function isProjectMonth(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** An entry of hours, checked: the cleaned fields and the first problem per field. */
export function checkProjectHours(
  draft: Partial<ProjectHoursDraft>,
  context: ProjectHoursContext,
): {
  fields: ProjectHoursFields;
  problems: Partial<Record<ProjectHoursField, ProjectHoursProblem>>;
} {
  const problems: Partial<Record<ProjectHoursField, ProjectHoursProblem>> = {};
  const workDate = typeof draft.workDate === 'string' ? draft.workDate.trim() : '';
  if (!isCalendarDay(workDate)) problems.workDate = 'HOURS_DATE_INVALID';
  else if (workDate > context.today) problems.workDate = 'HOURS_DATE_IN_FUTURE';
  else if (
    workDate < context.projectStart ||
    (context.projectEnd != null && workDate > context.projectEnd)
  )
    problems.workDate = 'HOURS_DATE_OUTSIDE_PROJECT';
  const quarters = hoursToQuarters(draft.hours);
  if (quarters === null) problems.hours = 'HOURS_AMOUNT_INVALID';
  else if (
    context.otherHoursThatDay !== undefined &&
    context.otherHoursThatDay + quarters / 4 > PROJECT_HOURS_LIMITS.maxPerDay
  )
    problems.hours = 'HOURS_DAY_LIMIT';
  const description = typeof draft.description === 'string' ? draft.description.trim() : '';
  if (!description) problems.description = 'HOURS_DESCRIPTION_REQUIRED';
  else if (description.length > PROJECT_HOURS_LIMITS.description || !isMultiLineText(description))
    problems.description = 'HOURS_DESCRIPTION_INVALID';
  return { fields: { workDate, quarters: quarters ?? 0, description }, problems };
}

/** One invoice line's amount: hours (in quarters) × hourly rate, rounded half up to the cent. */
export function hoursAmountCents(quarters: number, hourlyRateCents: number): number {
  return Math.round((quarters * hourlyRateCents) / 4);
}
