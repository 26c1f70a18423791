import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../core/auth/public.decorator.js';
import { JOIN_PAGE_STATUS, joinPageHtml } from './join-link-page.js';
import { JoinLinkService } from './join-link.service.js';

/**
 * `GET /j/{code}`: the personal join link in an online or hybrid registrant's mails. Public
 * (the unguessable code is the key): in the window it records attendance and answers 302 to
 * the video call; otherwise a short page in the registrant's language says when it opens, that
 * the session is over, or that the link no longer works (cancelled: 410, unknown: 404).
 */
@Controller('j')
export class JoinLinkController {
  constructor(private readonly joins: JoinLinkService) {}

  @Public()
  @Get(':code')
  async open(
    @Param('code') code: string,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const outcome = await this.joins.open(code);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Robots-Tag', 'noindex');
    if (outcome.kind === 'redirect') {
      res.redirect(302, outcome.url);
      return;
    }
    const fallback = /^en\b/i.test(acceptLanguage ?? '') ? 'en' : 'de';
    res.status(JOIN_PAGE_STATUS[outcome.state]).type('html').send(joinPageHtml(outcome, fallback));
  }
}
