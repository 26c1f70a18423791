import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { personReadableErrorText } from '@platform/domain';

export interface ServerError {
  /** The catalog code of the first error, e.g. `WRONG_PASSWORD`; absent for network failures. */
  code?: string;
  /**
   * The server's text, already in the user's language (the API localises by `x-locale`).
   * Absent for network failures and for GraphQL's own protocol errors (`Variable "$input" got
   * invalid value ...`), whose English developer text must never reach a person: screens then
   * show their own localised fallback.
   */
  message?: string;
  /** Per-field texts keyed by the input's field path (`links.linkedin`), `input.` removed. */
  fields: Record<string, string>;
}

/**
 * What the API said about a failed operation: one GraphQL error formatter on the server gives
 * every error a code, a localised message and, for bad input, texts per field. This is the one
 * reader of API errors in the client.
 */
export function serverErrorOf(error: unknown): ServerError {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return { fields: {} };
  const [first] = error.errors;
  const fields: Record<string, string> = {};
  for (const entry of error.errors) {
    const raw = entry.extensions?.fields;
    if (typeof raw !== 'object' || raw === null) continue;
    for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
      const path = key.replace(/^input\./, '');
      if (typeof value === 'string' && !(path in fields)) fields[path] = value;
    }
  }
  const code = first.extensions?.code;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: personReadableErrorText(code, first.message),
    fields,
  };
}
