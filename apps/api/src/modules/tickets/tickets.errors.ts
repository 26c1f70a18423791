import { registerErrors } from '../../core/errors/error-catalog.js';

/**
 * The ticket error codes, their HTTP status and their text in both languages, added to
 * the one catalog when this module loads (imported by `tickets.module.ts`).
 */
export const TICKETS_ERRORS = registerErrors({
  TICKET_NOT_FOUND: {
    status: 404,
    de: 'Ticket nicht gefunden.',
    en: 'Ticket not found.',
  },
  TICKET_CLOSED: {
    status: 409,
    de: 'Dieses Ticket ist geschlossen. Bitte eröffnen Sie bei Bedarf ein neues Ticket.',
    en: 'This ticket is closed. Please open a new ticket if you need further help.',
  },
  INVALID_TICKET_STATUS: {
    status: 400,
    de: 'Unbekannter Status. Erlaubt sind: offen, beantwortet, geschlossen.',
    en: 'Unknown status. Allowed are: open, answered, closed.',
  },
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    tickets: keyof typeof TICKETS_ERRORS;
  }
}
