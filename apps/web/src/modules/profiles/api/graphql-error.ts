import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface GraphqlErrorDetails {
  /** The catalog code of the first error, e.g. `WRONG_PASSWORD`; absent for network errors. */
  code?: string;
  /** The server's text in the user's language (only for errors the server explained). */
  message?: string;
  /** Per-field texts keyed by dotted path, e.g. `links.linkedin`. */
  fields: Record<string, string>;
}

/** What the server said about a failed operation (its formatter gives code, text and fields). */
export function graphqlErrorDetails(error: unknown): GraphqlErrorDetails {
  if (!CombinedGraphQLErrors.is(error)) return { fields: {} };
  const first = error.errors[0];
  const extensions = first?.extensions ?? {};
  const code = typeof extensions.code === 'string' ? extensions.code : undefined;
  const rawFields = extensions.fields;
  const fields: Record<string, string> = {};
  if (typeof rawFields === 'object' && rawFields !== null) {
    for (const [key, value] of Object.entries(rawFields)) {
      if (typeof value === 'string') fields[key] = value;
    }
  }
  return { code, message: first?.message, fields };
}
