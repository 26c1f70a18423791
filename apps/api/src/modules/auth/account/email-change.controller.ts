import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../../../core/auth/public.decorator.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { userJson } from '../models/user.model.js';
import { EmailChangeService } from './email-change.service.js';

/** The links in the address-change mails. A browser is sent on to the account settings. */
@Controller('api/auth')
export class EmailChangeController {
  constructor(private readonly emailChange: EmailChangeService) {}

  @Public()
  @Get('confirm-email-change')
  async confirm(
    @Query('token') token: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const wantsHtml = req.accepts(['json', 'html']) === 'html';
    try {
      const user = await this.emailChange.confirm(typeof token === 'string' ? token : '');
      if (wantsHtml) return res.redirect(303, '/member-area?tab=account&email=changed');
      return res.json({ success: true, user: userJson(user) });
    } catch (error) {
      if (wantsHtml && error instanceof DomainError)
        return res.redirect(303, '/member-area?tab=account&email=failed');
      throw error;
    }
  }

  /** The link in the notice to the OLD address: stops the pending change. */
  @Public()
  @Get('cancel-email-change')
  async cancel(
    @Query('token') token: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const wantsHtml = req.accepts(['json', 'html']) === 'html';
    try {
      await this.emailChange.cancel(typeof token === 'string' ? token : '');
      if (wantsHtml) return res.redirect(303, '/member-area?tab=account&email=cancelled');
      return res.json({ success: true });
    } catch (error) {
      if (wantsHtml && error instanceof DomainError)
        return res.redirect(303, '/member-area?tab=account&email=failed');
      throw error;
    }
  }
}
