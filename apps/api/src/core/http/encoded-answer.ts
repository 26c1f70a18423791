import type { ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this many bytes an answer goes out as it is (the compression middleware's threshold). */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * A kept answer's body, compressed at most once per encoding a client asks for (brotli at the
 * compression middleware's quality), so sending it again costs no compression.
 */
export class EncodedBody {
  private gzip?: Buffer;
  private br?: Buffer;

  constructor(readonly identity: Buffer) {}

  /** The bytes to send for an `Accept-Encoding` header, and their `Content-Encoding`. */
  forAccept(acceptEncoding: string | undefined): { bytes: Buffer; encoding: Encoding } {
    const encoding =
      this.identity.length < COMPRESSION_THRESHOLD ? 'identity' : preferredEncoding(acceptEncoding);
    if (encoding === 'br') {
      this.br ??= brotliCompressSync(this.identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
      });
      return { bytes: this.br, encoding };
    }
    if (encoding === 'gzip') {
      this.gzip ??= gzipSync(this.identity);
      return { bytes: this.gzip, encoding };
    }
    return { bytes: this.identity, encoding };
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

/** Parsed `Accept-Encoding` headers: browsers send a handful of distinct ones. */
const parsed = new Map<string, Encoding>();
const MAX_PARSED = 64;

/**
 * The encoding to send for an `Accept-Encoding` header: brotli, else gzip, when the client
 * accepts it (quality above 0, by name or `*`), else none; the same choice as the compression
 * middleware's for the encodings kept here.
 */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = parsed.get(header);
  if (known) return known;
  const quality: Record<string, number> = {};
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (match) q = Number(match[1]);
    }
    quality[name.trim()] = q;
  }
  const of = (name: string) => quality[name] ?? quality['*'] ?? 0;
  const br = of('br');
  const gzip = Math.max(of('gzip'), quality['x-gzip'] ?? 0);
  const choice: Encoding = br > 0 && br >= gzip ? 'br' : gzip > 0 ? 'gzip' : 'identity';
  if (parsed.size >= MAX_PARSED) parsed.clear();
  parsed.set(header, choice);
  return choice;
}
