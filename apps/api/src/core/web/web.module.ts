import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { PageRenderer } from './page-renderer.js';
import { SeoController } from './seo.controller.js';
import { WEB_DIST, WebAppController } from './web-app.controller.js';
import { loadWebDist } from './web-dist.js';

/** The client's history fallback. Import it last so every API route comes first. */
@Module({
  controllers: [SeoController, WebAppController],
  providers: [
    PageRenderer,
    {
      provide: WEB_DIST,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => loadWebDist(config.webDistDir, config.publicUrl),
    },
  ],
})
export class WebModule {}
