import { parse } from 'node:querystring';
import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { InvalidatedCache } from '../../../core/cache/invalidated-cache.js';
import {
  EncodedBody,
  etagOf,
  type KeptAnswer,
  sendKept,
} from '../../../core/http/encoded-answer.js';
import { NO_STORE } from '../../../core/http/no-store.js';

/** The REST listing's `Content-Type` (the controller declares it; cached answers repeat it). */
export const LISTING_CONTENT_TYPE = 'application/json; charset=utf-8';
/** Bounds what only the passing of time changes, as the listing cache does. */
const TTL_MS = 10_000;
/** At most this many answers of at most MAX_ANSWER_BYTES each: 64 MB at the very most. */
const MAX_ENTRIES = 1_000;
const MAX_ANSWER_BYTES = 64 * 1024;
/** Parameters whose values the listing treats as a set (see `listingCacheKey`). */
const SET_PARAMETERS = new Set(['format', 'status', 'tags']);

/** A kept answer, and when its earliest session begins. */
export interface ListingAnswer extends KeptAnswer {
  expiresAt: number;
}

/** What the middleware noted on a miss: under which key and since when the answer may be kept. */
interface Pending {
  key: string;
  generation: number;
}

/**
 * Visitors' answers to `GET /api/workshops`, as the bytes the controller sent, by normalised
 * query, for 10 s at most (less when a session on the page begins sooner). A visitor's request
 * that finds its answer here is answered by a middleware right after the access log, the
 * security headers, CORS and the cross-site check (create-app.ts), before compression, the
 * body parsers and Nest's router, guard, pipes and controller; it sets `no-store` itself and
 * sends the answer's stored gzip or brotli twin, so a hit compresses nothing. A miss goes on to
 * the controller, which sends its answer through `answer` (the same headers and bytes, kept for
 * the next request). Only answers the controller gave with status 200 are kept, so bad input
 * still gets Nest's own 400s. Requests with an `Authorization` header (members see other workshops,
 * prices and promo codes) are never answered from here, and their answers never kept. The
 * listing cache keeps it honest (see InvalidatedCache): it forwards its NOTIFY invalidations
 * here, on every instance, and while it cannot listen nothing is kept.
 */
@Injectable()
export class VisitorListingAnswers extends InvalidatedCache<ListingAnswer> {
  private readonly pending = new WeakMap<Request, Pending>();

  constructor() {
    super({
      ttlMs: TTL_MS,
      maxEntries: MAX_ENTRIES,
      expiresAt: (answer, fallback) => Math.min(answer.expiresAt, fallback),
      keep: (answer) => answer.body.identity.length <= MAX_ANSWER_BYTES,
    });
  }

  /** Answers a visitor's GET whose answer is kept; else notes the key and passes it on to Nest. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const key = req.method === 'GET' && req.path === '/' ? visitorListingKey(req) : undefined;
      if (key === undefined) return next();
      const answer = this.peek(key);
      if (answer === undefined) {
        if (this.isActive) this.pending.set(req, { key, generation: this.currentGeneration });
        return next();
      }
      sendKept(req, res, answer, NO_STORE);
    };
  }

  /**
   * Sends the controller's answer (status 200) to a visitor as a hit would send it, and keeps
   * it if the middleware let the request through as a cacheable miss and no change arrived since.
   */
  answer(req: Request, res: Response, text: string, expiresAt: number): void {
    const body = new EncodedBody(text);
    const answer = {
      body,
      contentType: LISTING_CONTENT_TYPE,
      etag: etagOf(req, body.identity),
      expiresAt,
    };
    const pending = this.pending.get(req);
    if (pending) {
      this.pending.delete(req);
      this.put(pending.key, answer, pending.generation);
    }
    sendKept(req, res, answer, NO_STORE);
  }
}

/**
 * The cache key of a visitor's listing request, or undefined when it must not be cached: the
 * query parsed as Express parses it (`querystring`), with the parameters in name order and the
 * values of set-like parameters sorted. Two requests with the same key reach the controller
 * with the same filter, page and size, so they get the same answer.
 */
export function visitorListingKey(req: Request): string | undefined {
  if (req.headers.authorization !== undefined) return undefined;
  const url = req.originalUrl;
  const mark = url.indexOf('?');
  const query = parse(mark === -1 ? '' : url.slice(mark + 1));
  const normalised = Object.keys(query)
    .sort()
    .map((name) => {
      const value = query[name];
      return [
        name,
        Array.isArray(value) && SET_PARAMETERS.has(name) ? [...value].sort() : value,
      ] as const;
    });
  return JSON.stringify(normalised);
}
