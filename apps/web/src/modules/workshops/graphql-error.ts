import { CombinedGraphQLErrors } from '@apollo/client';

export interface ReadableError {
  /** The server's text in the user's language, or null when there is none to show. */
  message: string | null;
  /** Per-field messages, keyed by the input's field name (`input.` prefix removed). */
  fields: Record<string, string>;
}

/**
 * What the API says about a failed operation. The server localises its messages (x-locale),
 * so they can be shown as they are; a network failure has no server text.
 */
export function readGraphqlError(error: unknown): ReadableError {
  if (!CombinedGraphQLErrors.is(error)) return { message: null, fields: {} };
  const first = error.errors[0];
  const fields: Record<string, string> = {};
  for (const entry of error.errors) {
    const raw = entry.extensions?.fields;
    if (!raw || typeof raw !== 'object') continue;
    for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof value === 'string') fields[key.replace(/^input\./, '')] = value;
    }
  }
  return { message: first?.message ?? null, fields };
}
