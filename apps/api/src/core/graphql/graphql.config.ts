import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { AppConfig } from '../config/app-config.js';
import { formatGraphqlError } from '../errors/graphql-error.formatter.js';
import type { GraphqlContext } from '../auth/get-request.js';

/** Limits that keep one request from asking for unbounded work. */
export const GRAPHQL_LIMITS = { depth: 10, aliases: 15, cost: 5000 } as const;

export function graphqlOptions(config: AppConfig): ApolloDriverConfig {
  const exposeLimits = !config.isProduction;
  return {
    driver: ApolloDriver,
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    introspection: !config.isProduction,
    graphiql: !config.isProduction,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    autoTransformHttpErrors: false,
    context: ({ req, res }: GraphqlContext) => ({ req, res }),
    formatError: formatGraphqlError,
    validationRules: [
      maxDepthRule({ n: GRAPHQL_LIMITS.depth, exposeLimits }),
      maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, exposeLimits }),
      costLimitRule({ maxCost: GRAPHQL_LIMITS.cost, exposeLimits }),
    ],
  };
}
