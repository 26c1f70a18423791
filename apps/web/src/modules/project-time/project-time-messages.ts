import type { ProjectHoursProblem, ProjectMonthStatus } from '@platform/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The hours' rules (libs/domain), worded for the form. */
export const hoursProblemMessages: Record<ProjectHoursProblem, MessageDescriptor> = defineMessages({
  HOURS_DATE_INVALID: {
    id: 'projects.time.problem.HOURS_DATE_INVALID',
    defaultMessage: 'Bitte wählen Sie ein gültiges Datum.',
  },
  HOURS_DATE_IN_FUTURE: {
    id: 'projects.time.problem.HOURS_DATE_IN_FUTURE',
    defaultMessage: 'Stunden können nur für heute oder vergangene Tage erfasst werden.',
  },
  HOURS_DATE_OUTSIDE_PROJECT: {
    id: 'projects.time.problem.HOURS_DATE_OUTSIDE_PROJECT',
    defaultMessage: 'Dieses Datum liegt außerhalb des Projektzeitraums.',
  },
  HOURS_AMOUNT_INVALID: {
    id: 'projects.time.problem.HOURS_AMOUNT_INVALID',
    defaultMessage:
      'Bitte geben Sie die Stunden in Viertelstunden an (z. B. 1,25), mehr als 0 und höchstens 24.',
  },
  HOURS_DAY_LIMIT: {
    id: 'projects.time.problem.HOURS_DAY_LIMIT',
    defaultMessage: 'An einem Tag können für dieses Projekt höchstens 24 Stunden erfasst werden.',
  },
  HOURS_DESCRIPTION_REQUIRED: {
    id: 'projects.time.problem.HOURS_DESCRIPTION_REQUIRED',
    defaultMessage: 'Bitte beschreiben Sie kurz, was Sie getan haben.',
  },
  HOURS_DESCRIPTION_INVALID: {
    id: 'projects.time.problem.HOURS_DESCRIPTION_INVALID',
    defaultMessage:
      'Die Beschreibung darf höchstens 1.000 Zeichen lang sein und keine Steuerzeichen enthalten.',
  },
});

export const monthStatusMessages: Record<ProjectMonthStatus, MessageDescriptor> = defineMessages({
  open: { id: 'projects.time.monthStatus.open', defaultMessage: 'offen' },
  closed: { id: 'projects.time.monthStatus.closed', defaultMessage: 'abgeschlossen' },
  approved: {
    id: 'projects.time.monthStatus.approved',
    defaultMessage: 'freigegeben und abgerechnet',
  },
});

export const asMonthStatus = (value: string): ProjectMonthStatus =>
  value === 'closed' || value === 'approved' ? value : 'open';

/** "November 2026" in the reader's language, for `YYYY-MM`. */
export function monthLabel(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'de-DE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00Z`));
}

/** Hours as the reader writes them (1,25 / 1.25). */
export function hoursLabel(hours: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'de-DE', {
    maximumFractionDigits: 2,
  }).format(hours);
}

/** A day `YYYY-MM-DD` as the reader writes it. */
export function dayLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'de-DE', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
