import type { Locale } from '@platform/domain';

export interface ErrorEntry {
  status: number;
  de: string;
  en: string;
}

/**
 * The generic error codes, their HTTP status and their text in both languages. Each module
 * adds its own codes (`<module>.errors.ts`, `registerErrors`), so that one formatter per
 * transport serves all. `{name}` placeholders are filled from the error's params.
 */
export const CORE_ERRORS = {
  BAD_REQUEST: {
    status: 400,
    de: 'Die Anfrage ist ungültig.',
    en: 'The request is not valid.',
  },
  VALIDATION_FAILED: {
    status: 400,
    de: 'Bitte prüfen Sie Ihre Eingaben.',
    en: 'Please check your input.',
  },
  UNAUTHENTICATED: {
    status: 401,
    de: 'Bitte melden Sie sich an, um fortzufahren.',
    en: 'Authentication required',
  },
  FORBIDDEN: {
    status: 403,
    de: 'Dazu fehlt Ihnen die Berechtigung.',
    en: 'You are not allowed to do this.',
  },
  NOT_FOUND: {
    status: 404,
    de: 'Nicht gefunden.',
    en: 'Not found.',
  },
  CONFLICT: {
    status: 409,
    de: 'Das steht im Widerspruch zum aktuellen Stand. Bitte laden Sie neu.',
    en: 'This conflicts with the current state. Please reload.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    de: 'Die Anfrage ist zu groß.',
    en: 'The request is too large.',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    de: 'Zu viele Versuche. Bitte warten Sie {seconds} Sekunden und versuchen Sie es erneut.',
    en: 'Too many attempts. Please wait {seconds} seconds and try again.',
  },
  JSON_TOO_DEEP: {
    status: 400,
    de: 'Die Anfrage ist zu tief verschachtelt oder enthält unzulässige Schlüssel.',
    en: 'The request is nested too deeply or contains keys that are not allowed.',
  },
  GRAPHQL_TOKEN_LIMIT: {
    status: 400,
    de: 'Die Abfrage ist zu lang.',
    en: 'The query is too long.',
  },
  GRAPHQL_DEPTH_LIMIT: {
    status: 400,
    de: 'Die Abfrage ist zu tief verschachtelt.',
    en: 'The query is nested too deeply.',
  },
  GRAPHQL_ALIAS_LIMIT: {
    status: 400,
    de: 'Die Abfrage enthält zu viele Aliase.',
    en: 'The query has too many aliases.',
  },
  GRAPHQL_DIRECTIVE_LIMIT: {
    status: 400,
    de: 'Die Abfrage enthält zu viele Direktiven.',
    en: 'The query has too many directives.',
  },
  GRAPHQL_COST_LIMIT: {
    status: 400,
    de: 'Die Abfrage verlangt zu viele Daten auf einmal. Bitte fragen Sie weniger ab.',
    en: 'The query asks for too much data at once. Please ask for less.',
  },
  INVALID_LINK: {
    status: 400,
    de: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    en: 'This link is invalid or has expired. Please request a new one.',
  },
  MFA_REQUIRED: {
    status: 403,
    de: 'Als Administrator:in brauchen Sie einen zweiten Faktor. Bitte richten Sie zuerst eine Authenticator-App oder einen Passkey ein.',
    en: 'As an admin you need a second factor. Please set up an authenticator app or a passkey first.',
  },
  RECENT_SIGN_IN_REQUIRED: {
    status: 403,
    de: 'Bitte melden Sie sich zur Bestätigung erneut an und versuchen Sie es dann noch einmal.',
    en: 'Please sign in again to confirm, then try once more.',
  },
  CROSS_SITE_REQUEST: {
    status: 403,
    de: 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.',
    en: 'This request came from another website and was refused.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    de: 'Bitte senden Sie die Daten als JSON.',
    en: 'Please send the data as JSON.',
  },
  INTERNAL: {
    status: 500,
    de: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    en: 'An error occurred. Please try again later.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    de: 'Der Dienst ist gerade nicht erreichbar.',
    en: 'The service is unavailable right now.',
  },
  SERVICE_BUSY: {
    status: 503,
    de: 'Gerade ist viel los. Bitte versuchen Sie es in einem Moment noch einmal.',
    en: 'We are very busy right now. Please try again in a moment.',
  },
} satisfies Record<string, ErrorEntry>;

/**
 * The codes of the modules, added by each module's `<module>.errors.ts`:
 * `declare module '…/error-catalog.js' { interface ModuleErrorCodes { auth: keyof typeof AUTH_ERRORS } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleErrorCodes {}

/** Every code a `DomainError` may carry: the generic ones and those the modules register. */
export type ErrorCode = keyof typeof CORE_ERRORS | ModuleErrorCodes[keyof ModuleErrorCodes];

const catalog = new Map<string, ErrorEntry>(Object.entries(CORE_ERRORS));

/** Adds a module's codes to the catalog (at import time); a code has one owner. */
export function registerErrors<T extends Record<string, ErrorEntry>>(entries: T): T {
  for (const [code, entry] of Object.entries(entries)) {
    const known = catalog.get(code);
    if (known && known !== entry) throw new Error(`error code ${code} is registered twice`);
    catalog.set(code, entry);
  }
  return entries;
}

export function isErrorCode(text: string): text is ErrorCode {
  return catalog.has(text);
}

export function errorEntry(code: ErrorCode): ErrorEntry {
  const entry = catalog.get(code);
  if (!entry) throw new Error(`error code ${code} is not registered: is its module loaded?`);
  return entry;
}

/** Every registered code (for tests). */
export function registeredErrorCodes(): string[] {
  return [...catalog.keys()];
}

export function errorText(
  code: ErrorCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const template = errorEntry(code)[locale];
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

export function statusToCode(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    429: 'TOO_MANY_REQUESTS',
    503: 'SERVICE_UNAVAILABLE',
  };
  return byStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
