import { registerErrors } from '../../core/errors/error-catalog.js';

/** The certificate error codes, their HTTP status and their text in both languages. */
export const CERTIFICATES_ERRORS = registerErrors({
  CERTIFICATE_NOT_FOUND: {
    status: 404,
    de: 'Eine Bescheinigung mit dieser Nummer gibt es nicht.',
    en: 'There is no certificate with this number.',
  },
  CERTIFICATE_ALREADY_REVOKED: {
    status: 409,
    de: 'Diese Bescheinigung ist bereits widerrufen.',
    en: 'This certificate has already been revoked.',
  },
  CERTIFICATE_REVOKE_REASON_INVALID: {
    status: 400,
    de: 'Bitte nennen Sie einen Grund für den Widerruf (höchstens 500 Zeichen).',
    en: 'Please give a reason for the revocation (at most 500 characters).',
  },
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    certificates: keyof typeof CERTIFICATES_ERRORS;
  }
}
