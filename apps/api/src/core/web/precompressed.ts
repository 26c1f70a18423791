import { existsSync, readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export type ContentEncoding = 'br' | 'gzip';

/** File suffix of each encoding's twin (tools/compress-assets.mjs writes them at build). */
const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
/** Brotli first: smaller at the same cost to the browser. */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The best encoding the request accepts among those on offer (`Accept-Encoding` with its
 * q-values; `q=0` refuses, `*` stands for any encoding not named), or null for the plain file.
 */
export function acceptedEncoding(
  header: string | undefined,
  offered: readonly ContentEncoding[],
): ContentEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    if (!offered.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * Serves the build's brotli and gzip twins of static files (found once, at start) to browsers
 * that accept them, with `Content-Encoding`, the original's type and `Vary: Accept-Encoding`;
 * everything else falls through to the plain static files. Only files that exist in the build
 * are matched, by their exact URL path.
 */
export function precompressedAssets(
  dir: string,
  cacheControlFor: (path: string) => string,
): RequestHandler {
  const twins = findTwins(dir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const found = twins.get(req.path);
    if (!found) return next();
    res.vary('Accept-Encoding');
    const encoding = acceptedEncoding(req.get('accept-encoding'), found.encodings);
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding);
    res.type(extname(found.file));
    res.setHeader('Cache-Control', cacheControlFor(found.file));
    res.sendFile(
      `${found.file}${SUFFIX[encoding]}`,
      { cacheControl: false, dotfiles: 'deny' },
      (error) => {
        if (error && !res.headersSent) {
          res.removeHeader('Content-Encoding');
          next();
        }
      },
    );
  };
}

interface Twins {
  file: string;
  encodings: ContentEncoding[];
}

/** URL path (`/assets/index-AbC.js`) → the original file and the encodings it has twins in. */
function findTwins(dir: string): Map<string, Twins> {
  const twins = new Map<string, Twins>();
  for (const file of listFiles(dir)) {
    for (const encoding of PREFERENCE) {
      const suffix = SUFFIX[encoding];
      if (!file.endsWith(suffix)) continue;
      const original = file.slice(0, -suffix.length);
      if (!existsSync(original)) continue;
      const path = `/${relative(dir, original).split(sep).join('/')}`;
      const entry = twins.get(path) ?? { file: original, encodings: [] };
      entry.encodings.push(encoding);
      twins.set(path, entry);
    }
  }
  return twins;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}
