import { registerErrors } from '../../core/errors/error-catalog.js';

/** Feedback and materials: the error codes, their HTTP status and their text in both languages. */
export const AFTER_SESSION_ERRORS = registerErrors({
  FEEDBACK_NOT_FOUND: {
    status: 404,
    de: 'Diese Anmeldung gibt es nicht, oder der Link ist nicht (mehr) gültig.',
    en: 'This registration does not exist, or the link is not valid (any more).',
  },
  FEEDBACK_NOT_ATTENDED: {
    status: 403,
    de: 'Eine Bewertung können nur Teilnehmende abgeben, die beim Termin dabei waren.',
    en: 'Only people who attended the session can give feedback.',
  },
  FEEDBACK_CANCELLED: {
    status: 409,
    de: 'Diese Anmeldung wurde storniert; eine Bewertung ist nicht möglich.',
    en: 'This registration was cancelled; feedback is not possible.',
  },
  FEEDBACK_OVERALL_REQUIRED: {
    status: 400,
    de: 'Bitte geben Sie einen Gesamteindruck von 1 bis 5 Sternen.',
    en: 'Please rate your overall impression with 1 to 5 stars.',
  },
  FEEDBACK_STARS_INVALID: {
    status: 400,
    de: 'Bitte wählen Sie 1 bis 5 Sterne.',
    en: 'Please choose 1 to 5 stars.',
  },
  FEEDBACK_COMMENT_TOO_LONG: {
    status: 400,
    de: 'Der Kommentar darf höchstens {max} Zeichen lang sein.',
    en: 'The comment may be at most {max} characters long.',
  },
  FEEDBACK_ITEM_NOT_FOUND: {
    status: 404,
    de: 'Diese Bewertung gibt es nicht.',
    en: 'This feedback does not exist.',
  },
  MATERIAL_NOT_FOUND: {
    status: 404,
    de: 'Dieses Material gibt es nicht, oder es ist für Sie nicht freigegeben.',
    en: 'This material does not exist, or it is not shared with you.',
  },
  FEEDBACK_WORKSHOP_NOT_FOUND: {
    status: 404,
    de: 'Workshop nicht gefunden.',
    en: 'Workshop not found.',
  },
  MATERIAL_WORKSHOP_NOT_FOUND: {
    status: 404,
    de: 'Diesen Workshop oder Termin gibt es nicht.',
    en: 'This workshop or session does not exist.',
  },
  MATERIAL_TITLE_INVALID: {
    status: 400,
    de: 'Bitte geben Sie einen Titel mit höchstens {max} Zeichen an.',
    en: 'Please give a title of at most {max} characters.',
  },
  MATERIAL_URL_INVALID: {
    status: 400,
    de: 'Bitte geben Sie eine vollständige Adresse an, die mit https:// beginnt.',
    en: 'Please give a full address starting with https://.',
  },
  MATERIAL_AUDIENCE_INVALID: {
    status: 400,
    de: 'Bitte wählen Sie, wer das Material sieht: Teilnehmende oder alle Angemeldeten.',
    en: 'Please choose who sees the material: attendees or everybody registered.',
  },
  MATERIAL_TOO_MANY: {
    status: 409,
    de: 'Ein Workshop kann höchstens {max} Materialien haben.',
    en: 'A workshop can have at most {max} materials.',
  },
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    'after-session': keyof typeof AFTER_SESSION_ERRORS;
  }
}
