import type {
  ProjectRequestProblem,
  ProjectRequestStatus,
  ProjectWorkMode,
} from '@platform/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The pipeline's statuses, as the company and the admins read them. */
export const statusMessages: Record<ProjectRequestStatus, MessageDescriptor> = defineMessages({
  NEW: { id: 'projects.status.NEW', defaultMessage: 'Eingegangen' },
  MATCHING: { id: 'projects.status.MATCHING', defaultMessage: 'Im Matching' },
  PROPOSED: { id: 'projects.status.PROPOSED', defaultMessage: 'Team vorgeschlagen' },
  ACCEPTED: { id: 'projects.status.ACCEPTED', defaultMessage: 'Angenommen' },
  DECLINED: { id: 'projects.status.DECLINED', defaultMessage: 'Abgelehnt' },
  RUNNING: { id: 'projects.status.RUNNING', defaultMessage: 'Läuft' },
  COMPLETED: { id: 'projects.status.COMPLETED', defaultMessage: 'Abgeschlossen' },
  CLOSED: { id: 'projects.status.CLOSED', defaultMessage: 'Geschlossen' },
});

/** What a status means for the company (its follow page). */
export const statusExplanations: Record<ProjectRequestStatus, MessageDescriptor> = defineMessages({
  NEW: {
    id: 'projects.statusText.NEW',
    defaultMessage: 'Ihre Anfrage ist bei uns eingegangen. Wir melden uns in Kürze bei Ihnen.',
  },
  MATCHING: {
    id: 'projects.statusText.MATCHING',
    defaultMessage: 'Wir suchen in unserem Netzwerk passende Fachleute für Ihr Projekt.',
  },
  PROPOSED: {
    id: 'projects.statusText.PROPOSED',
    defaultMessage: 'Wir haben Ihnen ein Team vorgeschlagen und warten auf Ihre Rückmeldung.',
  },
  ACCEPTED: {
    id: 'projects.statusText.ACCEPTED',
    defaultMessage: 'Sie haben den Vorschlag angenommen. Wir bereiten den Projektstart vor.',
  },
  DECLINED: {
    id: 'projects.statusText.DECLINED',
    defaultMessage: 'Sie haben den Vorschlag abgelehnt. Wir melden uns mit den nächsten Schritten.',
  },
  RUNNING: { id: 'projects.statusText.RUNNING', defaultMessage: 'Ihr Projekt läuft.' },
  COMPLETED: {
    id: 'projects.statusText.COMPLETED',
    defaultMessage: 'Ihr Projekt ist abgeschlossen. Vielen Dank für die Zusammenarbeit!',
  },
  CLOSED: { id: 'projects.statusText.CLOSED', defaultMessage: 'Diese Anfrage ist geschlossen.' },
});

export const workModeMessages: Record<ProjectWorkMode, MessageDescriptor> = defineMessages({
  ON_SITE: { id: 'projects.workMode.ON_SITE', defaultMessage: 'Vor Ort' },
  REMOTE: { id: 'projects.workMode.REMOTE', defaultMessage: 'Remote' },
  BOTH: { id: 'projects.workMode.BOTH', defaultMessage: 'Vor Ort und remote' },
});

/** The request's rules (libs/domain) in the form: the same codes, the same words. */
export const problemMessages: Record<ProjectRequestProblem, MessageDescriptor> = defineMessages({
  PROJECT_COMPANY_REQUIRED: {
    id: 'projects.problem.PROJECT_COMPANY_REQUIRED',
    defaultMessage: 'Bitte nennen Sie Ihr Unternehmen.',
  },
  PROJECT_CONTACT_NAME_REQUIRED: {
    id: 'projects.problem.PROJECT_CONTACT_NAME_REQUIRED',
    defaultMessage: 'Bitte nennen Sie eine Ansprechperson.',
  },
  PROJECT_EMAIL_INVALID: {
    id: 'projects.problem.PROJECT_EMAIL_INVALID',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  PROJECT_PHONE_INVALID: {
    id: 'projects.problem.PROJECT_PHONE_INVALID',
    defaultMessage:
      'Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen, + - / ( )).',
  },
  PROJECT_DESCRIPTION_REQUIRED: {
    id: 'projects.problem.PROJECT_DESCRIPTION_REQUIRED',
    defaultMessage: 'Bitte beschreiben Sie, worum es im Projekt geht.',
  },
  PROJECT_DESCRIPTION_TOO_LONG: {
    id: 'projects.problem.PROJECT_DESCRIPTION_TOO_LONG',
    defaultMessage: 'Die Beschreibung darf höchstens 5.000 Zeichen lang sein.',
  },
  PROJECT_SKILLS_REQUIRED: {
    id: 'projects.problem.PROJECT_SKILLS_REQUIRED',
    defaultMessage: 'Bitte nennen Sie mindestens eine gesuchte Fähigkeit.',
  },
  PROJECT_SKILLS_INVALID: {
    id: 'projects.problem.PROJECT_SKILLS_INVALID',
    defaultMessage: 'Bitte nennen Sie höchstens 20 Fähigkeiten mit je höchstens 60 Zeichen.',
  },
  PROJECT_HOURS_INVALID: {
    id: 'projects.problem.PROJECT_HOURS_INVALID',
    defaultMessage: 'Bitte geben Sie 1 bis 60 Stunden pro Woche an.',
  },
  PROJECT_START_INVALID: {
    id: 'projects.problem.PROJECT_START_INVALID',
    defaultMessage: 'Bitte wählen Sie einen Beginn zwischen heute und in zwei Jahren.',
  },
  PROJECT_DURATION_INVALID: {
    id: 'projects.problem.PROJECT_DURATION_INVALID',
    defaultMessage: 'Bitte geben Sie eine Dauer von 1 bis 156 Wochen an.',
  },
  PROJECT_WORK_MODE_INVALID: {
    id: 'projects.problem.PROJECT_WORK_MODE_INVALID',
    defaultMessage: 'Bitte wählen Sie: vor Ort, remote oder beides.',
  },
  PROJECT_PLACE_REQUIRED: {
    id: 'projects.problem.PROJECT_PLACE_REQUIRED',
    defaultMessage: 'Bitte nennen Sie den Ort der Arbeit vor Ort.',
  },
  PROJECT_BUDGET_INVALID: {
    id: 'projects.problem.PROJECT_BUDGET_INVALID',
    defaultMessage:
      'Bitte geben Sie ein Budget in ganzen Euro an, das Maximum nicht unter dem Minimum.',
  },
  PROJECT_PRIVACY_REQUIRED: {
    id: 'projects.problem.PROJECT_PRIVACY_REQUIRED',
    defaultMessage:
      'Bitte stimmen Sie der Verarbeitung Ihrer Angaben gemäß Datenschutzerklärung zu.',
  },
  PROJECT_TEXT_INVALID: {
    id: 'projects.problem.PROJECT_TEXT_INVALID',
    defaultMessage: 'Dieses Feld enthält unzulässige Zeichen oder ist zu lang.',
  },
});

/** A status from the server as one of ours (an unknown one reads as NEW). */
export function asStatus(value: string): ProjectRequestStatus {
  return value in statusMessages ? (value as ProjectRequestStatus) : 'NEW';
}

export function asWorkMode(value: string): ProjectWorkMode {
  return value in workModeMessages ? (value as ProjectWorkMode) : 'REMOTE';
}
