import { serverErrorOf } from '../../shared/graphql/server-error';

/** The server's per-field messages (already in the reader's language) for the given fields. */
export function graphqlFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const fromServer = serverErrorOf(error).fields;
  const found: Partial<Record<F, string>> = {};
  for (const field of fields) if (fromServer[field]) found[field] = fromServer[field];
  return found;
}

/** The server's message for a domain error (e.g. "ticket closed"), not for unexpected ones. */
export function graphqlErrorMessage(error: unknown): string | undefined {
  const { code, message } = serverErrorOf(error);
  return code && code !== 'INTERNAL' ? message : undefined;
}

export function graphqlErrorCode(error: unknown): string | undefined {
  return serverErrorOf(error).code;
}
