import { registerErrors } from '../../core/errors/error-catalog.js';

/**
 * The profile error codes, their HTTP status and their text in both languages, added to
 * the one catalog when this module loads (imported by `profiles.module.ts`).
 */
export const PROFILES_ERRORS = registerErrors({
  PROFILE_NOT_FOUND: {
    status: 404,
    de: 'Profil nicht gefunden oder nicht öffentlich',
    en: 'Profile not found or not public',
  },
  TOO_MANY_SKILLS: {
    status: 400,
    de: 'Bitte geben Sie höchstens 30 Fähigkeiten an.',
    en: 'Please list at most 30 skills.',
  },
  PROFILE_REQUIRED: {
    status: 403,
    de: 'Bitte legen Sie zuerst ein Profil an, das für Mitglieder oder öffentlich sichtbar ist.',
    en: 'Please create a profile visible to members or the public first.',
  },
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    profiles: keyof typeof PROFILES_ERRORS;
  }
}
