import { unwrapResolverError } from '@apollo/server/errors';
import { Logger } from '@nestjs/common';
import type { GraphQLFormattedError } from 'graphql';
import { requestContext } from '../context/request-context.js';
import { graphqlLimitCodeOf } from '../graphql/graphql-limits.js';
import { DomainError } from './domain-error.js';
import { errorText } from './error-catalog.js';
import { toErrorResponse } from './error-response.js';

const logger = new Logger('GraphQL');

// Errors raised by GraphQL itself (parse, validation, limits); their text is safe to show.
const GRAPHQL_OWN_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * The one GraphQL error formatter: domain errors keep their code and get the user's language;
 * anything unexpected is logged and answered with a generic text. No stack, no SQL.
 */
export function formatGraphqlError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const limitCode = graphqlLimitCodeOf(original);
  if (limitCode) {
    return {
      message: errorText(limitCode, requestContext.locale()),
      locations: formatted.locations,
      extensions: { code: limitCode, status: 400 },
    };
  }
  const ownCode = formatted.extensions?.code;
  if (
    !(original instanceof DomainError) &&
    typeof ownCode === 'string' &&
    GRAPHQL_OWN_CODES.has(ownCode)
  ) {
    return {
      message: formatted.message,
      locations: formatted.locations,
      extensions: { code: ownCode },
    };
  }
  const mapped = toErrorResponse(original, requestContext.locale());
  if (mapped.unexpected) logger.error(original);
  return {
    message: mapped.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: {
      code: mapped.code,
      status: mapped.status,
      ...(mapped.retryAfter ? { retryAfter: mapped.retryAfter } : {}),
      ...(mapped.fields ? { fields: mapped.fields } : {}),
    },
  };
}
