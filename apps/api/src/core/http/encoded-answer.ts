import type { ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { acceptedEncoding, type ContentEncoding } from '../web/precompressed.js';
import { compressHtml } from '../web/web-dist.js';

export type Encoding = ContentEncoding | 'identity';

/** Below this many bytes an answer goes out as it is (the compression middleware's threshold). */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * A kept answer's text, compressed at most once per encoding a client asks for (as the pages
 * rendered at run time are), so sending it again costs no compression.
 */
export class EncodedBody {
  readonly identity: Buffer;
  private readonly twins = new Map<ContentEncoding, Buffer>();

  constructor(private readonly text: string) {
    this.identity = Buffer.from(text, 'utf8');
  }

  /** The bytes to send for an `Accept-Encoding` header, and their `Content-Encoding`. */
  forAccept(acceptEncoding: string | undefined): { bytes: Buffer; encoding: Encoding } {
    const encoding =
      this.identity.length < COMPRESSION_THRESHOLD ? 'identity' : preferredEncoding(acceptEncoding);
    if (encoding === 'identity') return { bytes: this.identity, encoding };
    let bytes = this.twins.get(encoding);
    if (!bytes) {
      bytes = compressHtml(this.text, encoding, 'fast');
      this.twins.set(encoding, bytes);
    }
    return { bytes, encoding };
  }
}

/** Answers whose body is already encoded: the compression middleware leaves them alone. */
const sentEncoded = new WeakSet<ServerResponse>();

/** For the compression middleware's `filter`: whether this answer was sent by `sendEncoded`. */
export function isSentEncoded(res: ServerResponse): boolean {
  return sentEncoded.has(res);
}

/**
 * Sends `body` in the encoding the client prefers with `Content-Encoding`, `Content-Length`
 * and `Vary: Accept-Encoding` (as the compression middleware would, but without compressing
 * per request). Headers set before (content type, ETag, security headers) stay.
 */
export function sendEncoded(
  res: ServerResponse,
  acceptEncoding: string | undefined,
  body: EncodedBody,
): void {
  sentEncoded.add(res);
  const { bytes, encoding } = body.forAccept(acceptEncoding);
  const vary = res.getHeader('Vary');
  res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

/** An answer kept to be sent again: its body (and twins), content type and ETag. */
export interface KeptAnswer {
  body: EncodedBody;
  contentType: string;
  etag: string | undefined;
}

/**
 * Sends a kept answer as Express's `res.send` and the compression middleware did (ETag,
 * freshness, 304, the encoding the client accepts), with the `no-store` of every API answer
 * (`Cache-Control`, given by the caller: this module sits below the API's own).
 */
export function sendKept(
  req: Request,
  res: Response,
  answer: KeptAnswer,
  cacheControl: string,
): void {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Type', answer.contentType);
  if (answer.etag) res.setHeader('ETag', answer.etag);
  if (req.fresh) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.end();
    return;
  }
  sendEncoded(res, req.headers['accept-encoding'], answer.body);
}

/** Express's own ETag of a body, as `res.send` would set it (undefined when ETags are off). */
export function etagOf(req: Request, body: Buffer): string | undefined {
  const etag = req.app.get('etag fn') as
    ((body: Buffer, encoding?: BufferEncoding) => string | undefined) | undefined;
  return etag?.(body);
}

/** Parsed `Accept-Encoding` headers: browsers send a handful of distinct ones. */
const parsed = new Map<string, Encoding>();
const MAX_PARSED = 64;

/** The encoding to send for an `Accept-Encoding` header (brotli, else gzip, else none). */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let choice = parsed.get(header);
  if (!choice) {
    choice = acceptedEncoding(header, ['br', 'gzip']) ?? 'identity';
    if (parsed.size >= MAX_PARSED) parsed.clear();
    parsed.set(header, choice);
  }
  return choice;
}
