import {
  PROPOSAL_RATE_PROBLEMS,
  PROJECT_REQUEST_PROBLEMS,
  SPECIALIST_TERMS_PROBLEMS,
  type ProjectRequestProblem,
  type SpecialistTermsProblem,
} from '@platform/domain';
import { registerErrors, type ErrorEntry } from '../../core/errors/error-catalog.js';

/** The request's rules (libs/domain), each a 400 with the rule's own texts. */
const RULE_ERRORS = Object.fromEntries(
  Object.entries(PROJECT_REQUEST_PROBLEMS).map(([code, texts]) => [
    code,
    { status: 400, ...texts },
  ]),
) as Record<ProjectRequestProblem, ErrorEntry>;

/** The specialist terms' rules (libs/domain), each a 400 with the rule's own texts. */
const TERMS_ERRORS = Object.fromEntries(
  Object.entries(SPECIALIST_TERMS_PROBLEMS).map(([code, texts]) => [
    code,
    { status: 400, ...texts },
  ]),
) as Record<SpecialistTermsProblem, ErrorEntry>;

/**
 * The projects module's error codes, their HTTP status and their text in both languages, added
 * to the one catalog when this module loads (imported by `projects.module.ts`).
 */
export const PROJECTS_ERRORS = registerErrors({
  ...RULE_ERRORS,
  ...TERMS_ERRORS,
  PROPOSAL_RATE_OUTSIDE_TERMS: {
    status: 400,
    ...PROPOSAL_RATE_PROBLEMS.PROPOSAL_RATE_OUTSIDE_TERMS,
  },
  PERMISSION_NOT_A_PDF: {
    status: 400,
    de: 'Bitte laden Sie die Genehmigung als PDF-Datei hoch.',
    en: 'Please upload the permission as a PDF file.',
  },
  PROJECT_SPECIALIST_NOT_ELIGIBLE: {
    status: 403,
    de: 'Nur freigegebene Profile mit der Genehmigung des Hauptarbeitgebers (oder ohne Bedarf) können vorgeschlagen werden.',
    en: 'Only approved profiles with the main employer’s permission (or no need for one) can be proposed.',
  },
  PROJECT_OFFER_NOT_FOUND: {
    status: 404,
    de: 'Dieses Projektangebot gibt es nicht.',
    en: 'This project offer does not exist.',
  },
  PROJECT_OFFER_ANSWERED: {
    status: 409,
    de: 'Dieses Angebot ist bereits beantwortet.',
    en: 'This offer has already been answered.',
  },
  PROJECT_OFFER_WITHDRAWN: {
    status: 409,
    de: 'Dieses Angebot wurde zurückgezogen und kann nicht mehr beantwortet werden.',
    en: 'This offer has been withdrawn and can no longer be answered.',
  },
  PROJECT_PROPOSAL_MISSING: {
    status: 409,
    de: 'Es gibt noch keinen Team-Vorschlag: Senden Sie erst einen Vorschlag an das Unternehmen.',
    en: 'There is no team proposal yet: send the company a proposal first.',
  },
  PROJECT_MESSAGE_INVALID: {
    status: 400,
    de: 'Die Nachricht darf höchstens 2.000 Zeichen lang sein.',
    en: 'The message may be at most 2,000 characters long.',
  },
  PROJECT_PROPOSAL_TEAM_INVALID: {
    status: 400,
    de: 'Ein Vorschlag braucht Fachleute, die das Angebot angenommen haben.',
    en: 'A proposal needs specialists who accepted the offer.',
  },
  PROJECT_PROPOSAL_NOT_OPEN: {
    status: 409,
    de: 'Zu dieser Anfrage gibt es keinen offenen Vorschlag.',
    en: 'There is no open proposal for this request.',
  },
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
