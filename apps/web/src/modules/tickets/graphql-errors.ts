import { serverErrorOf } from '../../shared/graphql/server-error';

/** The server's message for a domain error (e.g. "ticket closed"), not for unexpected ones. */
export function graphqlErrorMessage(error: unknown): string | undefined {
  const { code, message } = serverErrorOf(error);
  return code && code !== 'INTERNAL' ? message : undefined;
}

export function graphqlErrorCode(error: unknown): string | undefined {
  return serverErrorOf(error).code;
}
