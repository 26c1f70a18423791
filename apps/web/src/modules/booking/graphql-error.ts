import { CombinedGraphQLErrors } from '@apollo/client';

export interface ServerError {
  code?: string;
  /** The server's message, already in the user's language. */
  message?: string;
  fields: Record<string, string>;
}

/** The first GraphQL error's code, message and field messages; empty for network failures. */
export function serverErrorOf(error: unknown): ServerError {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return { fields: {} };
  const [first] = error.errors;
  const extensions = first.extensions ?? {};
  const fields =
    typeof extensions.fields === 'object' && extensions.fields !== null
      ? (extensions.fields as Record<string, string>)
      : {};
  return {
    code: typeof extensions.code === 'string' ? extensions.code : undefined,
    message: first.message,
    fields,
  };
}
