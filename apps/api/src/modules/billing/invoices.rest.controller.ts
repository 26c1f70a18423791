import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Public } from '../../core/auth/public.decorator.js';
import { InvoicesService, type IssuedInvoice } from './invoices.service.js';

/** Invoice PDFs: for the signed-in buyer or an admin, and for a guest through the manage link. */
@Controller('api/invoices')
export class InvoicesRestController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get(':id/pdf')
  async pdf(
    @Param('id') id: string,
    @CurrentUser() user: AuthenticatedUser,
    @Res() res: Response,
  ): Promise<void> {
    send(res, await this.invoices.pdfForUser(user, id));
  }

  @Public()
  @Get(':id/guest-pdf')
  async guestPdf(
    @Param('id') id: string,
    @Query('registration') registration: string | undefined,
    @Query('token') token: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    send(res, await this.invoices.pdfForGuest(id, registration ?? '', token ?? ''));
  }
}

function send(res: Response, issued: IssuedInvoice): void {
  res
    .status(200)
    .set({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${issued.attachment.filename}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
    .send(issued.pdf);
}
