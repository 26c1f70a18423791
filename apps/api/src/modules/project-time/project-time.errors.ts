import { PROJECT_HOURS_PROBLEMS, type ProjectHoursProblem } from '@platform/domain';
import { registerErrors, type ErrorEntry } from '../../core/errors/error-catalog.js';

/** The hours' rules (libs/domain), each a 400 with the rule's own texts. */
const RULE_ERRORS = Object.fromEntries(
  Object.entries(PROJECT_HOURS_PROBLEMS).map(([code, texts]) => [code, { status: 400, ...texts }]),
) as Record<ProjectHoursProblem, ErrorEntry>;

/** The project-time module's error codes, their HTTP status and texts in both languages. */
export const PROJECT_TIME_ERRORS = registerErrors({
  ...RULE_ERRORS,
  PROJECT_TIME_NOT_FOUND: {
    status: 404,
    de: 'Dieses Projekt oder dieser Eintrag wurde nicht gefunden.',
    en: 'This project or entry was not found.',
  },
  PROJECT_TIME_NOT_IN_TEAM: {
    status: 403,
    de: 'Stunden können nur die Spezialistinnen und Spezialisten des Projektteams erfassen.',
    en: 'Only the specialists of the project’s team can record hours.',
  },
  PROJECT_TIME_NOT_RUNNING: {
    status: 409,
    de: 'Stunden können nur für ein laufendes Projekt erfasst werden.',
    en: 'Hours can only be recorded for a running project.',
  },
  PROJECT_MONTH_CLOSED: {
    status: 409,
    de: 'Dieser Monat ist abgeschlossen: Seine Stunden können nicht mehr geändert werden.',
    en: 'This month is closed: its hours can no longer be changed.',
  },
  PROJECT_MONTH_INVALID: {
    status: 400,
    de: 'Bitte wählen Sie einen Monat, der schon begonnen hat.',
    en: 'Please choose a month that has already begun.',
  },
  PROJECT_MONTH_APPROVED: {
    status: 409,
    de: 'Dieser Monat ist bereits freigegeben und abgerechnet.',
    en: 'This month has already been approved and invoiced.',
  },
  PROJECT_MONTH_NOT_INVOICED: {
    status: 409,
    de: 'Dieser Monat hat keine Rechnung, die storniert werden könnte: Er ist nicht freigegeben.',
    en: 'This month has no invoice to cancel: it has not been approved.',
  },
  PROJECT_MONTH_EMPTY: {
    status: 409,
    de: 'In diesem Monat wurden keine Stunden erfasst: Es gibt nichts abzurechnen.',
    en: 'No hours were recorded in this month: there is nothing to invoice.',
  },
  PROJECT_RATE_MISSING: {
    status: 409,
    de: 'Für eine Person mit Stunden in diesem Monat ist kein Stundensatz vereinbart.',
    en: 'No hourly rate is agreed for someone with hours in this month.',
  },
  PROJECT_BILLING_ADDRESS_INVALID: {
    status: 400,
    de: 'Bitte nennen Sie das Unternehmen (höchstens 200 Zeichen) und die Anschrift (höchstens 500 Zeichen).',
    en: 'Please enter the company (at most 200 characters) and the address (at most 500 characters).',
  },
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    projectTime: keyof typeof PROJECT_TIME_ERRORS;
  }
}
