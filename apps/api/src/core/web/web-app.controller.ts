import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../auth/public.decorator.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { DomainError } from '../errors/domain-error.js';
import { htmlFileFor, isApiPath, isWebBuilt } from './web-dist.js';

/**
 * History fallback: any GET that is not an API path answers with the client's HTML, so deep
 * links work. Registered last, after every API route.
 */
@Controller()
export class WebAppController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get('{*path}')
  serve(@Req() req: Request, @Res() res: Response, @Query('lang') lang?: string): void {
    if (isApiPath(req.path) || !isWebBuilt(this.config.webDistDir))
      throw new DomainError('NOT_FOUND');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(htmlFileFor(this.config.webDistDir, req.path, lang));
  }
}
