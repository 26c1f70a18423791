import { PROJECT_REQUEST_PROBLEMS, type ProjectRequestProblem } from '@platform/domain';
import { registerErrors, type ErrorEntry } from '../../core/errors/error-catalog.js';

/** The request's rules (libs/domain), each a 400 with the rule's own texts. */
const RULE_ERRORS = Object.fromEntries(
  Object.entries(PROJECT_REQUEST_PROBLEMS).map(([code, texts]) => [
    code,
    { status: 400, ...texts },
  ]),
) as Record<ProjectRequestProblem, ErrorEntry>;

/**
 * The projects module's error codes, their HTTP status and their text in both languages, added
 * to the one catalog when this module loads (imported by `projects.module.ts`).
 */
export const PROJECTS_ERRORS = registerErrors({
  ...RULE_ERRORS,
  PROJECT_REQUEST_NOT_FOUND: {
    status: 404,
    de: 'Diese Projektanfrage gibt es nicht, oder der Link ist nicht mehr gültig.',
    en: 'This project request does not exist, or the link is no longer valid.',
  },
  PROJECT_TRANSITION_REFUSED: {
    status: 409,
    de: 'Dieser Schritt ist im aktuellen Status der Anfrage nicht möglich.',
    en: 'This step is not possible in the request’s current status.',
  },
  PROJECT_CLOSE_REASON_REQUIRED: {
    status: 400,
    de: 'Bitte nennen Sie einen Grund für das Schließen (höchstens 1.000 Zeichen).',
    en: 'Please give a reason for closing (at most 1,000 characters).',
  },
  PROJECT_NOTE_INVALID: {
    status: 400,
    de: 'Die Notiz darf höchstens 1.000 Zeichen lang sein.',
    en: 'The note may be at most 1,000 characters long.',
  },
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    projects: keyof typeof PROJECTS_ERRORS;
  }
}
