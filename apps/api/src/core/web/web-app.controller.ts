import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../auth/public.decorator.js';
import { DomainError } from '../errors/domain-error.js';
import { isApiPath, type WebDist } from './web-dist.js';

export const WEB_DIST = Symbol('WEB_DIST');

/**
 * History fallback: any GET that is not an API path answers with the client's HTML, so deep
 * links work. Registered last, after every API route.
 */
@Controller()
export class WebAppController {
  constructor(@Inject(WEB_DIST) private readonly web: WebDist) {}

  @Public()
  @Get('{*path}')
  serve(@Req() req: Request, @Res() res: Response, @Query('lang') lang?: string): void {
    if (!this.web.built || isApiPath(req.path)) throw new DomainError('NOT_FOUND');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(this.web.htmlTextFor(req.path, lang));
  }
}
