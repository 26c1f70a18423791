import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { AccessTokens, bearerToken } from '../auth/access-tokens.js';
import type { AppConfig } from '../config/app-config.js';
import { DomainError } from '../errors/domain-error.js';
import { MATERIAL_LIMITS } from '@platform/domain';

/** What a request body may be, before any work is done on it (see README, "Limits"). */
export const BODY_LIMITS = {
  /** Default JSON body on REST paths (1 MB), and the most an anonymous upload path reads. */
  json: 1024 * 1024,
  /** `/graphql` for everyone: documents and variables without files. */
  graphql: '100kb',
  /**
   * Paths that take a photo or poster as base64 JSON: the REST upload paths, and `/graphql` for
   * a caller with a valid access token (the member forms send files through mutations).
   * Base64 adds a third: 12 MB holds a file somewhat above the 5 MB poster limit, so such a file
   * is answered with the poster's own size message instead of a bare "request too large".
   */
  upload: '12mb',
  /**
   * A workshop material's file, sent as the raw body (no base64) to
   * `POST /api/materials/workshops/{id}`: exactly the material limit of `libs/domain`; a larger
   * body is answered with the file size message before it is read further.
   */
  material: MATERIAL_LIMITS.maxFileBytes,
  /** A GraphQL document itself, whatever the body may carry in variables. */
  graphqlDocumentChars: 100_000,
  /** Nesting of any JSON body (objects and arrays). */
  jsonDepth: 20,
  /** navigator.sendBeacon posts JSON as text/plain. */
  beacon: '2kb',
} as const;

/** The body length the client announced (0 when none or unreadable). */
function declaredLength(req: Request): number {
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) ? length : 0;
}

/** REST paths that take uploads: member workshop create/edit, the bearer create, the profile. */
const REST_UPLOAD_PATH =
  /^\/api\/(?:workshops(?:\/member\/(?:create|[0-9a-f-]{36}))?|profiles\/me)\/?$/i;

/** The material upload path: the file is the raw body. */
const MATERIAL_UPLOAD_PATH = /^\/api\/materials\/workshops\/[^/]+\/?$/i;

/** Keys JSON may not carry: they mean nothing to us and only serve prototype tricks. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Refuses nesting beyond `maxDepth` and prototype keys. Iterative, so a body nested a million
 * levels costs one pass and no stack; runs before class-transformer, which recurses.
 */
export function isAcceptableJson(
  value: unknown,
  maxDepth: number = BODY_LIMITS.jsonDepth,
): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxDepth) return false;
    if (Array.isArray(current)) {
      for (const item of current) if (typeof item === 'object') stack.push([item, depth + 1]);
      continue;
    }
    for (const key of Object.keys(current)) {
      if (FORBIDDEN_KEYS.has(key)) return false;
      const item = (current as Record<string, unknown>)[key];
      if (typeof item === 'object') stack.push([item, depth + 1]);
    }
  }
  return true;
}

/**
 * Nesting of raw JSON bytes, checked before JSON.parse builds anything: one pass, no objects.
 * Bytes of multi-byte UTF-8 characters never equal the ASCII brackets and quotes counted here.
 */
export function jsonNestingWithin(bytes: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (inString) {
      if (byte === 0x5c)
        i += 1; // backslash: skip the escaped byte
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return false;
    } else if (byte === 0x5d || byte === 0x7d) depth -= 1;
  }
  return true;
}

/** body-parser's hook between reading and parsing. */
function verifyNesting(_req: Request, _res: Response, bytes: Buffer): void {
  if (!jsonNestingWithin(bytes, BODY_LIMITS.jsonDepth)) throw new DomainError('JSON_TOO_DEEP');
}

function checkJsonShape(req: Request, _res: Response, next: NextFunction): void {
  // A raw file body (a material upload) is bytes, not JSON.
  if (req.body !== undefined && !Buffer.isBuffer(req.body) && !isAcceptableJson(req.body)) {
    next(new DomainError('JSON_TOO_DEEP'));
    return;
  }
  next();
}

function checkGraphqlDocument(req: Request, _res: Response, next: NextFunction): void {
  const query = (req.body as { query?: unknown } | undefined)?.query;
  if (typeof query === 'string' && query.length > BODY_LIMITS.graphqlDocumentChars) {
    next(new DomainError('PAYLOAD_TOO_LARGE'));
    return;
  }
  next();
}

function parseTextJson(req: Request, _res: Response, next: NextFunction): void {
  if (typeof req.body === 'string') {
    try {
      req.body = JSON.parse(req.body) as unknown;
    } catch {
      req.body = {};
    }
  }
  next();
}

/**
 * Body parsing with limits per path, the JSON shape check after it. Sizes are checked while the
 * body streams in (a declared length above the limit is refused before reading).
 */
export function applyBodyParsers(app: NestExpressApplication, config: AppConfig): void {
  const tokens = new AccessTokens(config);
  const json = express.json({ limit: BODY_LIMITS.json, verify: verifyNesting });
  const upload = express.json({ limit: BODY_LIMITS.upload, verify: verifyNesting });
  const graphql = express.json({ limit: BODY_LIMITS.graphql, verify: verifyNesting });
  const signedIn = (req: Request) => {
    const token = bearerToken(req.headers.authorization);
    return token !== undefined && tokens.verify(token) !== undefined;
  };
  app.use('/graphql', (req: Request, res: Response, next: NextFunction) =>
    (signedIn(req) ? upload : graphql)(req, res, next),
  );
  app.use('/graphql', checkGraphqlDocument);
  const material = express.raw({ type: () => true, limit: BODY_LIMITS.material });
  const materialTooLarge = new DomainError('FILE_TOO_LARGE', {
    params: { mb: BODY_LIMITS.material / 1024 / 1024 },
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'POST' && MATERIAL_UPLOAD_PATH.test(req.path)) {
      if (!signedIn(req)) {
        if (declaredLength(req) > BODY_LIMITS.json) return next(new DomainError('UNAUTHENTICATED'));
        return json(req, res, next);
      }
      if (declaredLength(req) > BODY_LIMITS.material) return next(materialTooLarge);
      return material(req, res, (error?: unknown) =>
        next(
          (error as { type?: string } | undefined)?.type === 'entity.too.large'
            ? materialTooLarge
            : error,
        ),
      );
    }
    if (!REST_UPLOAD_PATH.test(req.path)) return json(req, res, next);
    if (signedIn(req)) return upload(req, res, next);
    // Every upload path needs sign-in: a body above the general limit without a valid token is
    // answered as the guard would, before a byte of it is read. A body of unknown length
    // (chunked) is read only up to the general limit.
    if (declaredLength(req) > BODY_LIMITS.json) return next(new DomainError('UNAUTHENTICATED'));
    return json(req, res, next);
  });
  app.use(
    '/api/analytics',
    express.text({ type: 'text/plain', limit: BODY_LIMITS.beacon }),
    parseTextJson,
  );
  // No form-encoded bodies: every client sends JSON, and HTML forms from other sites cannot.
  app.use(checkJsonShape);
}
