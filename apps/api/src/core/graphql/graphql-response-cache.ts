import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { Kind, OperationTypeNode } from 'graphql';
import type { GraphqlContext } from '../auth/get-request.js';
import { InvalidatedCache } from '../cache/invalidated-cache.js';
import { localeOf } from '../context/request-context.js';

/**
 * Root fields whose whole answer to a visitor depends only on the operation, its variables and
 * the language, and whose data the Academy's listing notifications cover: the listing.
 */
const CACHEABLE_ROOT_FIELDS = new Set(['workshops']);

/**
 * Visitors' answers to the listing query, as the JSON text Apollo sent, by language and request
 * body (query, variables, operation name), for 10 s at most. The Apollo plugin keeps an answer
 * once Apollo has parsed, validated, limited and executed the request without an error; the
 * Express middleware in front of Apollo answers the same body again from here, so a hit costs
 * no GraphQL work at all (as the REST listing answers with a text built once per page).
 * The Academy's listing cache keeps it honest (see InvalidatedCache): it forwards its NOTIFY
 * invalidations here, and while it cannot listen nothing is kept. Requests with an
 * `Authorization` header (members see other workshops and prices) are never cached.
 */
export class GraphqlResponseCache extends InvalidatedCache<string> {
  constructor() {
    super({ ttlMs: 10_000, maxEntries: 2_000 });
  }

  /** Answers a visitor's POST /graphql whose answer is kept; else passes it on to Apollo. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const key = req.method === 'POST' && req.path === '/' ? visitorKeyOf(req) : undefined;
      const answer = key === undefined ? undefined : this.peek(key);
      if (answer === undefined) return next();
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(answer);
    };
  }

  plugin(): ApolloServerPlugin<GraphqlContext> {
    return {
      requestDidStart: () => {
        // Only an answer that no change overtook while it was made is kept.
        const generation = this.currentGeneration;
        return Promise.resolve({
          willSendResponse: (context) => {
            const { body } = context.response;
            if (body.kind !== 'single' || body.singleResult.errors || !body.singleResult.data)
              return Promise.resolve();
            const key = isCacheableOperation(context)
              ? visitorKeyOf(context.contextValue.req)
              : undefined;
            // The text Apollo itself sends for a single result.
            if (key !== undefined)
              this.put(key, `${JSON.stringify({ data: body.singleResult.data })}\n`, generation);
            return Promise.resolve();
          },
        });
      },
    };
  }
}

/** The cache key of a visitor's JSON request (language and body), or undefined. */
function visitorKeyOf(req: Request): string | undefined {
  if (req.headers.authorization || !req.is('application/json')) return undefined;
  const body = req.body as unknown;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  return `${localeOf(req)}\n${JSON.stringify(body)}`;
}

/** A query whose root fields are all listed above, without directives. */
export function isCacheableOperation(
  context: Pick<GraphQLRequestContext<GraphqlContext>, 'operation'>,
): boolean {
  const { operation } = context;
  if (!operation || operation.operation !== OperationTypeNode.QUERY) return false;
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      CACHEABLE_ROOT_FIELDS.has(selection.name.value) &&
      !selection.directives?.length,
  );
}
