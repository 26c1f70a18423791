import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import type { AppConfig } from '../config/app-config.js';
import { isWebBuilt } from './web-dist.js';

const YEAR_SECONDS = 365 * 24 * 3600;

/** Static files of the built client: hashed assets cached for a year, HTML always revalidated. */
export function serveWebAssets(app: NestExpressApplication, config: AppConfig): void {
  if (!isWebBuilt(config.webDistDir)) return;
  app.use(
    express.static(config.webDistDir, {
      index: false,
      redirect: false,
      fallthrough: true,
      setHeaders(res, path) {
        if (/[/\\]assets[/\\]/.test(path)) {
          res.setHeader('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
        } else if (path.endsWith('.html')) {
          res.setHeader('Cache-Control', 'no-cache');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=3600');
        }
      },
    }),
  );
}
