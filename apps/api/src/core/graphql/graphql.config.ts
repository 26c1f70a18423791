import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { AppConfig } from '../config/app-config.js';
import { formatGraphqlError } from '../errors/graphql-error.formatter.js';
import type { GraphqlContext } from '../auth/get-request.js';
import type { GraphqlResponseCache } from './graphql-response-cache.js';
import { GRAPHQL_LIMITS, graphqlValidationRules, listCostPlugin } from './graphql-limits.js';

export { GRAPHQL_LIMITS } from './graphql-limits.js';

/** `responses`: visitors' listing answers, kept while the listing's notifications arrive. */
export function graphqlOptions(
  config: AppConfig,
  responses?: GraphqlResponseCache,
): ApolloDriverConfig {
  const exposeLimits = !config.isProduction;
  return {
    driver: ApolloDriver,
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    introspection: !config.isProduction,
    graphiql: !config.isProduction,
    // "Did you mean …" would reveal the schema that introspection hides.
    hideSchemaDetailsFromClientErrors: config.isProduction,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    autoTransformHttpErrors: false,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens },
    context: ({ req, res }: GraphqlContext) => ({ req, res }),
    formatError: formatGraphqlError,
    validationRules: graphqlValidationRules(exposeLimits),
    plugins: responses ? [listCostPlugin(), responses.plugin()] : [listCostPlugin()],
  };
}
