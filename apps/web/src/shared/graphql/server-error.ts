import type { GraphQLFormattedError } from 'graphql';
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
  const errors = graphqlErrorsOf(error);
  if (!errors || errors.length === 0) return { fields: {} };
  const [first] = errors;
  const fields: Record<string, string> = {};
  for (const entry of errors) {
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

/**
 * The errors of Apollo Client's `CombinedGraphQLErrors`, recognised by its name and shape:
 * importing the class would bring Apollo Client into every page that shows a server error,
 * while the Academy's pages load it only on demand (`usePageQuery`).
 */
function graphqlErrorsOf(error: unknown): readonly GraphQLFormattedError[] | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, errors } = error as { name?: unknown; errors?: unknown };
  return name === 'CombinedGraphQLErrors' && Array.isArray(errors)
    ? (errors as GraphQLFormattedError[])
    : null;
}
