import { Module } from '@nestjs/common';
import { WebAppController } from './web-app.controller.js';

/** The client's history fallback. Import it last so every API route comes first. */
@Module({ controllers: [WebAppController] })
export class WebModule {}
