/**
 * Codes that GraphQL itself (parser, validation, variable coercion, CSRF prevention) and Apollo
 * put on an error. Their texts are English developer messages such as
 * `Variable "$input" got invalid value ...`: useful to an API caller, never fit for a person.
 * Every code the app's own error catalog answers with carries a text in the reader's language.
 */
export const GRAPHQL_PROTOCOL_ERROR_CODES: ReadonlySet<string> = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
  'INTERNAL_SERVER_ERROR',
]);

/**
 * The server's text when it may be shown to a person: only errors with one of the app's own
 * codes. Anything else (no code, a GraphQL protocol code, an empty text) gives `undefined`, and
 * the screen shows its own localised fallback instead.
 */
export function personReadableErrorText(code: unknown, message: unknown): string | undefined {
  if (typeof code !== 'string' || code === '' || GRAPHQL_PROTOCOL_ERROR_CODES.has(code)) {
    return undefined;
  }
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  return message;
}
