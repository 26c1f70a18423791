import type { NextFunction, Request, Response } from 'express';
import { VisitorListingAnswers, visitorListingKey } from './visitor-listing-answers.js';

const etagFn = (body: Buffer) => `W/"${body.length}"`;

/** Just enough of Express's request for the middleware (freshness: a matching If-None-Match). */
function requestFor(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const req = {
    method,
    // As Express shows it to the middleware mounted at /api/workshops.
    path: '/',
    originalUrl: url,
    headers,
    app: { get: (name: string) => (name === 'etag fn' ? etagFn : undefined) },
    get fresh() {
      return headers['if-none-match'] !== undefined && headers['if-none-match'] === res.etag;
    },
  } as unknown as Request;
  const res = {
    statusCode: 200,
    headers: new Map<string, unknown>(),
    body: undefined as Buffer | undefined,
    ended: false,
    get etag() {
      return this.headers.get('etag');
    },
    getHeader(name: string) {
      return this.headers.get(name.toLowerCase());
    },
    setHeader(name: string, value: unknown) {
      this.headers.set(name.toLowerCase(), value);
    },
    removeHeader(name: string) {
      this.headers.delete(name.toLowerCase());
    },
    end(body?: Buffer) {
      this.body = body;
      this.ended = true;
    },
  };
  return { req, res };
}

/** Runs the middleware; true when it answered (did not call next). */
function answered(cache: VisitorListingAnswers, req: Request, res: unknown): boolean {
  let passed = false;
  cache.middleware()(req, res as Response, (() => (passed = true)) as NextFunction);
  return !passed;
}

/** The controller's answer to a request the middleware let through (sent, and kept if it may). */
function keep(cache: VisitorListingAnswers, req: Request, text: string, expiresAt: number): void {
  cache.answer(req, requestFor(req.originalUrl).res as unknown as Response, text, expiresAt);
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('visitorListingKey', () => {
  const key = (url: string, headers: Record<string, string> = {}) =>
    visitorListingKey(requestFor(url, headers).req);

  it('is one key for every order of the parameters and of set-like values', () => {
    const one = key('/api/workshops?format=online&format=hybrid&page=1&limit=12&tags=b&tags=a');
    expect(key('/api/workshops?tags=a&limit=12&format=hybrid&tags=b&page=1&format=online')).toBe(
      one,
    );
    expect(key('/api/workshops?search=web+ki')).toBe(key('/api/workshops?search=web%20ki'));
    expect(key('/api/workshops')).toBe(key('/api/workshops?'));
  });

  it('keeps apart what can change the answer', () => {
    const base = key('/api/workshops?page=1&limit=12');
    expect(key('/api/workshops?page=2&limit=12')).not.toBe(base);
    expect(key('/api/workshops?page=1&limit=12&search=KI')).not.toBe(
      key('/api/workshops?page=1&limit=12&search=ki'),
    );
    // Repeating a single-valued parameter is another (bad) request, not the same one.
    expect(key('/api/workshops?page=1&page=1&limit=12')).not.toBe(base);
    expect(key('/api/workshops?page=1&limit=12&extra=1')).not.toBe(base);
  });

  it('is none for a signed-in caller', () => {
    expect(key('/api/workshops', { authorization: 'Bearer x' })).toBeUndefined();
  });
});

describe('VisitorListingAnswers', () => {
  const url = '/api/workshops?page=1';

  it('answers from what the controller kept for a request it let through, with its ETag', async () => {
    const cache = new VisitorListingAnswers();
    cache.setActive(true);
    const miss = requestFor(url);
    expect(answered(cache, miss.req, miss.res)).toBe(false);
    keep(cache, miss.req, '{"workshops":[],"total":0}', Date.now() + 60_000);
    await settle();
    const hit = requestFor(`/api/workshops?page=1`);
    expect(answered(cache, hit.req, hit.res)).toBe(true);
    expect(hit.res.body?.toString()).toBe('{"workshops":[],"total":0}');
    expect(hit.res.headers.get('etag')).toBe('W/"26"');
    expect(hit.res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(hit.res.headers.get('content-length')).toBe(26);
    const fresh = requestFor(url, { 'if-none-match': 'W/"26"' });
    expect(answered(cache, fresh.req, fresh.res)).toBe(true);
    expect(fresh.res.statusCode).toBe(304);
    expect(fresh.res.body).toBeUndefined();
    expect(fresh.res.headers.has('content-type')).toBe(false);
  });

  it('keeps nothing it did not let through, nor past a change, nor while inactive', async () => {
    const cache = new VisitorListingAnswers();
    cache.setActive(true);
    // Not noted by the middleware (a signed-in request, a HEAD): nothing kept.
    for (const { req } of [
      requestFor(url, { authorization: 'Bearer x' }),
      requestFor(url, {}, 'HEAD'),
    ]) {
      answered(cache, req, {});
      keep(cache, req, 'personal', Date.now() + 60_000);
    }
    // Overtaken by a change while Nest answered: not kept.
    const overtaken = requestFor(url);
    answered(cache, overtaken.req, overtaken.res);
    cache.invalidate();
    keep(cache, overtaken.req, 'stale', Date.now() + 60_000);
    await settle();
    const probe = requestFor(url);
    expect(answered(cache, probe.req, probe.res)).toBe(false);
    // Inactive (no NOTIFY connection): nothing kept.
    cache.setActive(false);
    keep(cache, probe.req, 'unsure', Date.now() + 60_000);
    await settle();
    expect(answered(cache, requestFor(url).req, {})).toBe(false);
  });

  it('lets an answer go when its first session begins, and does not keep large ones', async () => {
    const cache = new VisitorListingAnswers();
    cache.setActive(true);
    const begun = requestFor(url);
    answered(cache, begun.req, begun.res);
    keep(cache, begun.req, 'page', Date.now() - 1);
    const large = requestFor('/api/workshops?limit=100');
    answered(cache, large.req, large.res);
    keep(cache, large.req, 'x'.repeat(64 * 1024 + 1), Date.now() + 60_000);
    await settle();
    expect(answered(cache, requestFor(url).req, {})).toBe(false);
    expect(answered(cache, requestFor('/api/workshops?limit=100').req, {})).toBe(false);
  });
});
