import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's per-field messages (already in the reader's language) of a failed operation. */
export function graphqlFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const found: Partial<Record<F, string>> = {};
  for (const graphqlError of error.errors) {
    const fromServer = graphqlError.extensions?.fields;
    if (typeof fromServer !== 'object' || fromServer === null) continue;
    for (const field of fields) {
      const text = (fromServer as Record<string, unknown>)[field];
      if (typeof text === 'string' && !found[field]) found[field] = text;
    }
  }
  return found;
}

/** The server's message for a domain error (e.g. "ticket closed"), if it sent one. */
export function graphqlErrorMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const first = error.errors[0];
  return typeof first?.extensions?.code === 'string' && first.extensions.code !== 'INTERNAL'
    ? first.message
    : undefined;
}

export function graphqlErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
