import type { ApolloServerPlugin, GraphQLRequestContext, GraphQLResponse } from '@apollo/server';
import { Kind } from 'graphql';
import type { GraphqlContext } from '../auth/get-request.js';
import { InvalidatedCache } from '../cache/invalidated-cache.js';
import { localeOf } from '../context/request-context.js';

/**
 * Root fields whose whole answer to a visitor depends only on the operation, its variables and
 * the language, and whose data the Academy's listing notifications cover: the listing.
 */
const CACHEABLE_ROOT_FIELDS = new Set(['workshops']);

type Data = Record<string, unknown>;

/**
 * Visitors' answers to the listing query, by language, query hash, operation and variables, for
 * 10 s at most. Parsing, validation and the limits still run for every request; a hit skips the
 * execution (Nest's guards and pipes per field, the resolvers, the serialisation of models).
 * The Academy's listing cache keeps it honest (see InvalidatedCache): it forwards its NOTIFY
 * invalidations here, and while it cannot listen nothing is kept. Requests with an
 * `Authorization` header (members see other workshops and prices) are never cached.
 */
export class GraphqlResponseCache extends InvalidatedCache<Data> {
  constructor() {
    super({ ttlMs: 10_000, maxEntries: 2_000 });
  }

  plugin(): ApolloServerPlugin<GraphqlContext> {
    return {
      requestDidStart: () => {
        let pending: { resolve: (data: Data) => void; reject: (error: Error) => void } | undefined;
        return Promise.resolve({
          responseForOperation: async (context) => {
            const key = cacheKeyOf(context);
            if (key === undefined || !this.isActive) return null;
            let loading = false;
            const value = this.get(key, () => {
              loading = true;
              return new Promise<Data>((resolve, reject) => (pending = { resolve, reject }));
            });
            if (loading) return null;
            try {
              const data = await value;
              const response: GraphQLResponse = {
                http: context.response.http,
                body: { kind: 'single', singleResult: { data } },
              };
              return response;
            } catch {
              return null; // the shared execution failed: this request runs its own
            }
          },
          willSendResponse: async ({ response }) => {
            if (!pending) return;
            const { body } = response;
            if (body.kind === 'single' && !body.singleResult.errors && body.singleResult.data)
              pending.resolve(body.singleResult.data);
            else pending.reject(new Error('not cacheable'));
            pending = undefined;
          },
        });
      },
    };
  }
}

/** The key of a visitor's cacheable query, or undefined when it must run. */
export function cacheKeyOf(
  context: Pick<
    GraphQLRequestContext<GraphqlContext>,
    'operation' | 'queryHash' | 'operationName' | 'request' | 'contextValue'
  >,
): string | undefined {
  const { operation, contextValue } = context;
  const req = contextValue.req;
  if (!operation || operation.operation !== 'query' || req.headers.authorization) return undefined;
  const rootFieldsOnly = operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      CACHEABLE_ROOT_FIELDS.has(selection.name.value) &&
      !selection.directives?.length,
  );
  if (!rootFieldsOnly) return undefined;
  const variables = JSON.stringify(context.request.variables ?? {});
  return `${localeOf(req)}\n${context.queryHash}\n${context.operationName ?? ''}\n${variables}`;
}
