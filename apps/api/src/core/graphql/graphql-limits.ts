import type { ApolloServerPlugin } from '@apollo/server';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { LIMITS } from '@platform/domain';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';

/**
 * Limits that keep one request from asking for unbounded work. `tokens` bounds the parser,
 * `depth`/`aliases`/`directives`/`cost` the validation; `listCost` is the cost once list sizes
 * (`limit` arguments, with the caller's variables) multiply what they select.
 */
export const GRAPHQL_LIMITS = {
  tokens: 2000,
  depth: 10,
  aliases: 15,
  directives: 20,
  cost: 5000,
  listCost: 5000,
} as const;

export type GraphqlLimitCode =
  | 'GRAPHQL_TOKEN_LIMIT'
  | 'GRAPHQL_DEPTH_LIMIT'
  | 'GRAPHQL_ALIAS_LIMIT'
  | 'GRAPHQL_DIRECTIVE_LIMIT'
  | 'GRAPHQL_COST_LIMIT';

/** A limit broken by the caller: a 400 with its own code (never an internal error). */
export class GraphqlLimitError extends GraphQLError {
  constructor(
    readonly limitCode: GraphqlLimitCode,
    message: string,
  ) {
    super(message, { extensions: { code: limitCode, http: { status: 400 } } });
  }
}

/** The limit code behind an error, also when Apollo wrapped it as a validation error. */
export function graphqlLimitCodeOf(error: unknown): GraphqlLimitCode | undefined {
  let current: unknown = error;
  for (let i = 0; i < 5 && current; i += 1) {
    if (current instanceof GraphqlLimitError) return current.limitCode;
    current = (current as { originalError?: unknown }).originalError;
  }
  // graphql-js's own parser limit (its text says "more that N tokens").
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && /Document contains more tha[nt] \d+ tokens/.test(message))
    return 'GRAPHQL_TOKEN_LIMIT';
  return undefined;
}

/** The armor rules report (rather than throw, which Apollo would answer with a 500). */
function reportAs(code: GraphqlLimitCode) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(new GraphqlLimitError(code, error.message)),
    ],
  };
}

export function graphqlValidationRules(exposeLimits: boolean): ValidationRule[] {
  return [
    maxDepthRule({ n: GRAPHQL_LIMITS.depth, exposeLimits, ...reportAs('GRAPHQL_DEPTH_LIMIT') }),
    maxAliasesRule({
      n: GRAPHQL_LIMITS.aliases,
      exposeLimits,
      ...reportAs('GRAPHQL_ALIAS_LIMIT'),
    }),
    maxDirectivesRule({
      n: GRAPHQL_LIMITS.directives,
      exposeLimits,
      ...reportAs('GRAPHQL_DIRECTIVE_LIMIT'),
    }),
    costLimitRule({
      maxCost: GRAPHQL_LIMITS.cost,
      exposeLimits,
      ...reportAs('GRAPHQL_COST_LIMIT'),
    }),
  ] as ValidationRule[];
}

/** A field with a `limit` argument returns up to that many items: its selection counts that often. */
const listLimitEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  const limit = (args as { limit?: unknown }).limit;
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return undefined;
  // A limit above the largest page is refused by the field itself, with its own clearer text.
  return 1 + Math.min(LIMITS.pageSize.max, Math.max(1, Math.ceil(limit))) * childComplexity;
};

/** The list-aware cost, computed once the operation and its variables are known. */
export function listCostPlugin(maxCost: number = GRAPHQL_LIMITS.listCost): ApolloServerPlugin {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ request, document, schema, operationName }) {
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              variables: request.variables ?? {},
              operationName: operationName ?? undefined,
              estimators: [listLimitEstimator, simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch {
            return Promise.resolve(); // bad variables: execution answers them as input errors
          }
          if (cost > maxCost)
            throw new GraphqlLimitError(
              'GRAPHQL_COST_LIMIT',
              `Query cost ${cost} exceeds the limit of ${maxCost}.`,
            );
          return Promise.resolve();
        },
      });
    },
  };
}
