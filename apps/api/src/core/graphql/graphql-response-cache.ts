import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { Kind, OperationTypeNode } from 'graphql';
import type { GraphqlContext } from '../auth/get-request.js';
import { InvalidatedCache } from '../cache/invalidated-cache.js';
import { localeOf } from '../context/request-context.js';
import { EncodedBody, type KeptAnswer, sendKept } from '../http/encoded-answer.js';
import { NO_STORE } from '../http/no-store.js';

/**
 * Root fields whose whole answer to a visitor depends only on the operation, its variables and
 * the language, and whose data the Academy's listing notifications cover: the listing.
 */
const CACHEABLE_ROOT_FIELDS = new Set(['workshops']);

/**
 * Visitors' answers to the listing query, as the JSON text Apollo sent (with its content type,
 * ETag and compressed twins), by language, `Accept` and request (the POST body, or a GET's
 * address with the headers Apollo's CSRF check reads), for 10 s at most. The Apollo plugin
 * notes an answer once Apollo has parsed, validated, limited and executed the request without
 * an error, and keeps it when Apollo has sent it with status 200; the middlewares in front of
 * Apollo answer the same request again from here, so a hit costs no GraphQL work at all (as the
 * REST listing answers with a text built once per page). A GET (`GET /graphql?query=…&variables=…`,
 * what the web app sends for the listing) is answered before compression and the body parsers,
 * as cheaply as the REST listing; a POST after the JSON body is parsed. The Academy's listing
 * cache keeps it honest (see InvalidatedCache): it forwards its NOTIFY invalidations here, and
 * while it cannot listen nothing is kept. Requests with an `Authorization` header (members see
 * other workshops and prices) are never cached.
 */
export class GraphqlResponseCache extends InvalidatedCache<KeptAnswer> {
  constructor() {
    super({ ttlMs: 10_000, maxEntries: 2_000 });
  }

  /** Answers a visitor's GET /graphql whose answer is kept (mount before compression). */
  getMiddleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const key = req.method === 'GET' && req.path === '/' ? visitorKeyOf(req) : undefined;
      const answer = key === undefined ? undefined : this.peek(key);
      if (answer === undefined) return next();
      sendKept(req, res, answer, NO_STORE);
    };
  }

  /** Answers a visitor's POST /graphql whose answer is kept (mount after the body parsers). */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const key = req.method === 'POST' && req.path === '/' ? visitorKeyOf(req) : undefined;
      const answer = key === undefined ? undefined : this.peek(key);
      if (answer === undefined) return next();
      sendKept(req, res, answer, NO_STORE);
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
            const { req, res } = context.contextValue;
            const key = isCacheableOperation(context) ? visitorKeyOf(req) : undefined;
            if (key === undefined) return Promise.resolve();
            // The text Apollo itself sends for a single result.
            const text = `${JSON.stringify({ data: body.singleResult.data })}\n`;
            // Kept as sent: the content type Apollo chose for the `Accept`, Express's ETag.
            res.once('finish', () => {
              const contentType = res.getHeader('content-type');
              const etag = res.getHeader('etag');
              if (res.statusCode !== 200 || typeof contentType !== 'string') return;
              const answer = {
                body: new EncodedBody(text),
                contentType,
                etag: typeof etag === 'string' ? etag : undefined,
              };
              this.put(key, answer, generation);
            });
            return Promise.resolve();
          },
        });
      },
    };
  }
}

/**
 * The cache key of a visitor's request (language, `Accept`, and the JSON body of a POST or the
 * address and CSRF-relevant headers of a GET), or undefined when it must not be cached.
 */
function visitorKeyOf(req: Request): string | undefined {
  if (req.headers.authorization) return undefined;
  const head = `${localeOf(req)}\n${req.headers.accept ?? ''}\n`;
  if (req.method === 'GET') {
    // Apollo refuses a GET without a non-simple content type or a preflight header (CSRF): a
    // kept answer only answers requests Apollo answered, so these are part of the key.
    const preflight =
      Boolean(req.headers['apollo-require-preflight']) ||
      Boolean(req.headers['x-apollo-operation-name']);
    return `${head}GET ${req.headers['content-type'] ?? ''} ${preflight} ${req.originalUrl}`;
  }
  if (!req.is('application/json')) return undefined;
  const body = req.body as unknown;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  return `${head}POST ${JSON.stringify(body)}`;
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
