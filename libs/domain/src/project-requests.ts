import { isOneOf } from './enums.js';
import { FIELD_LIMITS, isEmailAddress, isMultiLineText, isSingleLineText } from './field-rules.js';
import { toWallClock } from './time-zone.js';

/**
 * A company's project request (the "needs analysis"): ONE rule that the API runs on every
 * request (public form, REST) and the form runs before sending, with codes and texts in both
 * languages; and the pipeline's statuses with the transitions an admin may make.
 */

export const PROJECT_REQUEST_LIMITS = {
  company: 200,
  contactName: 120,
  phone: 40,
  description: 5000,
  skills: 20,
  skill: 60,
  place: 120,
  minHoursPerWeek: 1,
  maxHoursPerWeek: 60,
  minDurationWeeks: 1,
  maxDurationWeeks: 156,
  /** How far ahead a start may lie, in days. */
  maxStartDays: 730,
  maxBudgetEuros: 10_000_000,
  closeReason: 1000,
  /** What the admin adds to a status change (optional). */
  note: 1000,
} as const;

export const PROJECT_WORK_MODES = ['ON_SITE', 'REMOTE', 'BOTH'] as const;
export type ProjectWorkMode = (typeof PROJECT_WORK_MODES)[number];

export const PROJECT_REQUEST_STATUSES = [
  'NEW',
  'MATCHING',
  'PROPOSED',
  'ACCEPTED',
  'DECLINED',
  'RUNNING',
  'COMPLETED',
  'CLOSED',
] as const;
export type ProjectRequestStatus = (typeof PROJECT_REQUEST_STATUSES)[number];

/**
 * The pipeline: new → in matching → proposed → accepted / declined → running → completed, or
 * closed (with a reason) from any open step. A declined proposal may go back to matching.
 * Completed and closed are final.
 */
export const PROJECT_REQUEST_TRANSITIONS: Readonly<
  Record<ProjectRequestStatus, readonly ProjectRequestStatus[]>
> = {
  NEW: ['MATCHING', 'CLOSED'],
  MATCHING: ['PROPOSED', 'CLOSED'],
  PROPOSED: ['ACCEPTED', 'DECLINED', 'MATCHING', 'CLOSED'],
  ACCEPTED: ['RUNNING', 'CLOSED'],
  DECLINED: ['MATCHING', 'CLOSED'],
  RUNNING: ['COMPLETED', 'CLOSED'],
  COMPLETED: [],
  CLOSED: [],
};

/** Whether an admin may move a request from one status to the other. */
export function canMoveProjectRequest(
  from: ProjectRequestStatus,
  to: ProjectRequestStatus,
): boolean {
  return PROJECT_REQUEST_TRANSITIONS[from].includes(to);
}

/** The statuses that wait for an admin's next step (the admin tab's counter). */
export const PROJECT_REQUEST_OPEN_STATUSES: readonly ProjectRequestStatus[] = ['NEW'];

/** A request that reached these led to a project: its contact data is kept (invoices). */
export const PROJECT_REQUEST_LED_TO_PROJECT: readonly ProjectRequestStatus[] = [
  'ACCEPTED',
  'RUNNING',
  'COMPLETED',
];

/** The codes of the request's rules, with their texts in both languages. */
export const PROJECT_REQUEST_PROBLEMS = {
  PROJECT_COMPANY_REQUIRED: {
    de: 'Bitte nennen Sie Ihr Unternehmen.',
    en: 'Please enter your company.',
  },
  PROJECT_CONTACT_NAME_REQUIRED: {
    de: 'Bitte nennen Sie eine Ansprechperson.',
    en: 'Please enter a contact person.',
  },
  PROJECT_EMAIL_INVALID: {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    en: 'Please enter a valid email address.',
  },
  PROJECT_PHONE_INVALID: {
    de: 'Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen, + - / ( )).',
    en: 'Please enter a valid phone number (digits, spaces, + - / ( )).',
  },
  PROJECT_DESCRIPTION_REQUIRED: {
    de: 'Bitte beschreiben Sie, worum es im Projekt geht.',
    en: 'Please describe what the project is about.',
  },
  PROJECT_DESCRIPTION_TOO_LONG: {
    de: 'Die Beschreibung darf höchstens 5.000 Zeichen lang sein.',
    en: 'The description may be at most 5,000 characters long.',
  },
  PROJECT_SKILLS_REQUIRED: {
    de: 'Bitte nennen Sie mindestens eine gesuchte Fähigkeit.',
    en: 'Please name at least one skill you are looking for.',
  },
  PROJECT_SKILLS_INVALID: {
    de: 'Bitte nennen Sie höchstens 20 Fähigkeiten mit je höchstens 60 Zeichen.',
    en: 'Please name at most 20 skills of at most 60 characters each.',
  },
  PROJECT_HOURS_INVALID: {
    de: 'Bitte geben Sie 1 bis 60 Stunden pro Woche an.',
    en: 'Please enter 1 to 60 hours per week.',
  },
  PROJECT_START_INVALID: {
    de: 'Bitte wählen Sie einen Beginn zwischen heute und in zwei Jahren.',
    en: 'Please choose a start between today and two years from now.',
  },
  PROJECT_DURATION_INVALID: {
    de: 'Bitte geben Sie eine Dauer von 1 bis 156 Wochen an.',
    en: 'Please enter a duration of 1 to 156 weeks.',
  },
  PROJECT_WORK_MODE_INVALID: {
    de: 'Bitte wählen Sie: vor Ort, remote oder beides.',
    en: 'Please choose: on site, remote or both.',
  },
  PROJECT_PLACE_REQUIRED: {
    de: 'Bitte nennen Sie den Ort der Arbeit vor Ort.',
    en: 'Please enter where the on-site work takes place.',
  },
  PROJECT_BUDGET_INVALID: {
    de: 'Bitte geben Sie ein Budget in ganzen Euro an, das Maximum nicht unter dem Minimum.',
    en: 'Please enter a budget in whole euros, the maximum not below the minimum.',
  },
  PROJECT_PRIVACY_REQUIRED: {
    de: 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben gemäß Datenschutzerklärung zu.',
    en: 'Please agree to the processing of your details as described in the privacy policy.',
  },
  PROJECT_TEXT_INVALID: {
    de: 'Dieses Feld enthält unzulässige Zeichen oder ist zu lang.',
    en: 'This field contains characters that are not allowed or is too long.',
  },
} as const;
export type ProjectRequestProblem = keyof typeof PROJECT_REQUEST_PROBLEMS;

/** The request as a caller sends it (before cleaning). */
export interface ProjectRequestDraft {
  company: string;
  contactName: string;
  email: string;
  phone?: string | null;
  description: string;
  skills: readonly string[];
  hoursPerWeek: number;
  /** `YYYY-MM-DD`, the planned start (Berlin calendar). */
  startDate: string;
  durationWeeks: number;
  workMode: string;
  place?: string | null;
  budgetMinEuros?: number | null;
  budgetMaxEuros?: number | null;
  privacyAccepted: boolean;
}

/** The request after cleaning: what gets stored. */
export interface ProjectRequestFields {
  company: string;
  contactName: string;
  email: string;
  phone: string | null;
  description: string;
  skills: string[];
  hoursPerWeek: number;
  startDate: string;
  durationWeeks: number;
  workMode: ProjectWorkMode;
  place: string | null;
  budgetMinEuros: number | null;
  budgetMaxEuros: number | null;
}

export type ProjectRequestField = keyof ProjectRequestDraft;

export interface ProjectRequestCheck {
  fields: ProjectRequestFields;
  /** Field name (the API's input name) to its first problem; empty when every rule holds. */
  problems: Partial<Record<ProjectRequestField, ProjectRequestProblem>>;
}

const PHONE = /^\+?[0-9 ()/-]{5,40}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isWholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Trims, de-duplicates (ignoring case) and keeps the order of the skills typed. */
export function cleanProjectSkills(skills: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of skills) {
    const skill = text(raw).replace(/\s+/g, ' ');
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    result.push(skill);
  }
  return result;
}

/** A calendar day `YYYY-MM-DD` as UTC midnight, or null when it is no real day. */
function dayOf(value: string): number | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  return back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day
    ? time
    : null;
}

/** Runs every rule of a project request; the first problem per field is kept. */
export function checkProjectRequest(draft: ProjectRequestDraft, now: Date): ProjectRequestCheck {
  const L = PROJECT_REQUEST_LIMITS;
  const problems: ProjectRequestCheck['problems'] = {};
  const flag = (field: ProjectRequestField, code: ProjectRequestProblem) => {
    problems[field] ??= code;
  };
  const oneLine = (field: ProjectRequestField, value: string, max: number) => {
    if (value.length > max || !isSingleLineText(value)) flag(field, 'PROJECT_TEXT_INVALID');
  };

  const company = text(draft.company);
  if (!company) flag('company', 'PROJECT_COMPANY_REQUIRED');
  oneLine('company', company, L.company);

  const contactName = text(draft.contactName);
  if (!contactName) flag('contactName', 'PROJECT_CONTACT_NAME_REQUIRED');
  oneLine('contactName', contactName, L.contactName);

  const email = text(draft.email).toLowerCase();
  if (email.length > FIELD_LIMITS.email || !isEmailAddress(email))
    flag('email', 'PROJECT_EMAIL_INVALID');

  const phone = text(draft.phone);
  if (phone && !PHONE.test(phone)) flag('phone', 'PROJECT_PHONE_INVALID');

  const description = text(draft.description);
  if (!description) flag('description', 'PROJECT_DESCRIPTION_REQUIRED');
  else if (description.length > L.description) flag('description', 'PROJECT_DESCRIPTION_TOO_LONG');
  else if (!isMultiLineText(description)) flag('description', 'PROJECT_TEXT_INVALID');

  const rawSkills = Array.isArray(draft.skills) ? draft.skills : [];
  const skills = cleanProjectSkills(rawSkills);
  if (skills.length === 0) flag('skills', 'PROJECT_SKILLS_REQUIRED');
  else if (
    skills.length > L.skills ||
    skills.some((skill) => skill.length > L.skill || !isSingleLineText(skill))
  )
    flag('skills', 'PROJECT_SKILLS_INVALID');

  if (!isWholeIn(draft.hoursPerWeek, L.minHoursPerWeek, L.maxHoursPerWeek))
    flag('hoursPerWeek', 'PROJECT_HOURS_INVALID');

  const startDate = text(draft.startDate);
  const start = dayOf(startDate);
  const wall = toWallClock(now);
  const today = Date.UTC(wall.year, wall.month - 1, wall.day);
  if (start === null || start < today || start > today + L.maxStartDays * DAY_MS)
    flag('startDate', 'PROJECT_START_INVALID');

  if (!isWholeIn(draft.durationWeeks, L.minDurationWeeks, L.maxDurationWeeks))
    flag('durationWeeks', 'PROJECT_DURATION_INVALID');

  const workMode = isOneOf(PROJECT_WORK_MODES, draft.workMode) ? draft.workMode : null;
  if (!workMode) flag('workMode', 'PROJECT_WORK_MODE_INVALID');
  const place = text(draft.place);
  if (workMode && workMode !== 'REMOTE' && !place) flag('place', 'PROJECT_PLACE_REQUIRED');
  oneLine('place', place, L.place);

  const budgetMin = draft.budgetMinEuros ?? null;
  const budgetMax = draft.budgetMaxEuros ?? null;
  if (budgetMin !== null && !isWholeIn(budgetMin, 0, L.maxBudgetEuros))
    flag('budgetMinEuros', 'PROJECT_BUDGET_INVALID');
  if (budgetMax !== null && !isWholeIn(budgetMax, 0, L.maxBudgetEuros))
    flag('budgetMaxEuros', 'PROJECT_BUDGET_INVALID');
  if (budgetMin !== null && budgetMax !== null && budgetMax < budgetMin)
    flag('budgetMaxEuros', 'PROJECT_BUDGET_INVALID');

  if (draft.privacyAccepted !== true) flag('privacyAccepted', 'PROJECT_PRIVACY_REQUIRED');

  return {
    fields: {
      company,
      contactName,
      email,
      phone: phone || null,
      description,
      skills,
      hoursPerWeek: draft.hoursPerWeek,
      startDate,
      durationWeeks: draft.durationWeeks,
      workMode: workMode ?? 'REMOTE',
      place: place || null,
      budgetMinEuros: budgetMin,
      budgetMaxEuros: budgetMax,
    },
    problems,
  };
}
