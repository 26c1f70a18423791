import { registerErrors } from '../../core/errors/error-catalog.js';

/** The audit log's error codes and their texts in both languages (loaded by audit.module.ts). */
export const AUDIT_ERRORS = registerErrors({
  AUDIT_FILTER_INVALID: {
    status: 400,
    de: 'Dieser Filter passt nicht: bitte Aktion, Zeitraum und Seite prüfen.',
    en: 'This filter does not fit: please check the action, time range and page.',
  },
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    audit: keyof typeof AUDIT_ERRORS;
  }
}
