import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type RequestHandler } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { precompressedAssets } from './precompressed.js';
import { isApiPath, isWebBuilt } from './web-dist.js';

const YEAR_SECONDS = 365 * 24 * 3600;

/** Hashed assets are cached for a year, HTML is always revalidated, the rest for an hour. */
export function cacheControlFor(path: string): string {
  if (/[/\\]assets[/\\]/.test(path)) return `public, max-age=${YEAR_SECONDS}, immutable`;
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Static files of the built client: the brotli or gzip twin built at `web:build` where the
 * browser accepts one, else the file itself.
 */
export function serveWebAssets(app: NestExpressApplication, config: AppConfig): void {
  if (!isWebBuilt(config.webDistDir)) return;
  const twins = precompressedAssets(config.webDistDir, cacheControlFor);
  const files = express.static(config.webDistDir, {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders(res, path) {
      res.setHeader('Cache-Control', cacheControlFor(path));
    },
  });
  // API requests never look for a file (a file lookup is a `stat` per request).
  const notForApi =
    (handler: RequestHandler): RequestHandler =>
    (req, res, next) =>
      isApiPath(req.path) ? next() : handler(req, res, next);
  app.use(notForApi(twins));
  app.use(notForApi(files));
}
