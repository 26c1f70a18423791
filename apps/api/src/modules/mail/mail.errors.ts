import { registerErrors } from '../../core/errors/error-catalog.js';

/**
 * The mail error codes, their HTTP status and their text in both languages, added to
 * the one catalog when this module loads (imported by `mail.module.ts`).
 */
export const MAIL_ERRORS = registerErrors({
  MAIL_NOT_FOUND: {
    status: 404,
    de: 'Diese fehlgeschlagene E-Mail gibt es nicht (mehr).',
    en: 'This failed email does not exist (any more).',
  },
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    mail: keyof typeof MAIL_ERRORS;
  }
}
